// ShareFlowController.swift: the FlowController of the screen Share.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen Share.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class ShareFlowController: ShareFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Share once it is shown, with the context it shows.
    func start(context: SharedNote) {
        // TODO(navgraph): Start Share with `context`: hand it to the view or view model.
    }

    #if canImport(SwiftUI)
    /// The view of Share; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show Share.
        Text("Share")
    }
    #endif
}
