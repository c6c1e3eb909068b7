// HomeFlowController.swift: the FlowController of the stack flow Home.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the stack flow Home.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows what it starts.
@MainActor
final class HomeFlowController: HomeFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the ItemList FlowController, the root of the stack.
    func makeItemList() -> any ItemListFlowControlling {
        // TODO(navgraph): Configure ItemList.
        ItemListFlowController()
    }
}
