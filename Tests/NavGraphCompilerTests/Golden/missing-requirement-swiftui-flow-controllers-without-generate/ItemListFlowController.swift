// ItemListFlowController.swift: the FlowController of the screen ItemList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen ItemList.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class ItemListFlowController: ItemListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ItemList once it is shown.
    func start() {
        // TODO(navgraph): Start ItemList: load what it shows.
    }

    /// Makes the ItemDetail FlowController that route `detail` shows.
    func makeDetail() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail for route `detail` if it needs more than its context.
        ItemDetailFlowController()
    }

    #if canImport(SwiftUI)
    /// The view of ItemList; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show ItemList.
        Text("ItemList")
    }
    #endif
}
