// CatalogFlowController.swift: the FlowController of the screen Catalog.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Catalog.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class CatalogFlowController: NavGraphViewController, CatalogFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Catalog once it is shown.
    func start() {
        // TODO(navgraph): Start Catalog: load what it shows.
    }

    /// Makes the ItemDetail FlowController that route `detail` shows.
    func makeDetail() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail for route `detail` if it needs more than its context.
        ItemDetailFlowController()
    }

    /// Makes the Search FlowController that route `search` shows.
    func makeSearch() -> any SearchFlowControlling {
        // TODO(navgraph): Configure Search for route `search` if it needs more than its context.
        SearchFlowController()
    }

    /// Makes the NewItem FlowController that route `newItem` shows.
    func makeNewItem() -> any NewItemFlowControlling {
        // TODO(navgraph): Configure NewItem for route `newItem` if it needs more than its context.
        NewItemFlowController()
    }

    /// Makes the Editor FlowController that route `editor` shows.
    func makeEditor() -> any EditorFlowControlling {
        // TODO(navgraph): Configure Editor for route `editor` if it needs more than its context.
        EditorFlowController()
    }
}
