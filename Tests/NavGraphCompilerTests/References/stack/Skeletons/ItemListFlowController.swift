// ItemListFlowController.swift: the FlowController of the screen ItemList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen ItemList: Lists the items for sale.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {
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
}
