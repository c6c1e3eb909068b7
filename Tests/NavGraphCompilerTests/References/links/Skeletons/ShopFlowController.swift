// ShopFlowController.swift: the FlowController of the stack flow Shop.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the stack flow Shop.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ShopFlowController: NavGraphViewController, ShopFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Catalog FlowController, the root of the stack.
    func makeCatalog() -> any CatalogFlowControlling {
        // TODO(navgraph): Configure Catalog.
        CatalogFlowController()
    }

    /// Makes the ItemDetail FlowController that a link shows (a URL or a notification).
    func makeItemDetail() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail when a link shows it.
        ItemDetailFlowController()
    }

    /// Makes the NewItem FlowController that a link shows (a URL or a notification).
    func makeNewItem() -> any NewItemFlowControlling {
        // TODO(navgraph): Configure NewItem when a link shows it.
        NewItemFlowController()
    }

    /// Makes the Search FlowController that a link shows (a URL or a notification).
    func makeSearch() -> any SearchFlowControlling {
        // TODO(navgraph): Configure Search when a link shows it.
        SearchFlowController()
    }
}
