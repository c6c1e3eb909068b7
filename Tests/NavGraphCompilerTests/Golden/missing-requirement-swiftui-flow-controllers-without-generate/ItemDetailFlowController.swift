// ItemDetailFlowController.swift: the FlowController of the screen ItemDetail.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen ItemDetail.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class ItemDetailFlowController: ItemDetailFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ItemDetail once it is shown, with the context it shows.
    func start(context: Swift.Int) {
        // TODO(navgraph): Start ItemDetail with `context`: hand it to the view or view model.
    }

    #if canImport(SwiftUI)
    /// The view of ItemDetail; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show ItemDetail.
        Text("ItemDetail")
    }
    #endif
}
