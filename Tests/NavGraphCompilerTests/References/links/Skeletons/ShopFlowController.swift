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

    /// Makes the Editor FlowController that a link shows (a URL or a notification).
    func makeEditor() -> any EditorFlowControlling {
        // TODO(navgraph): Configure Editor when a link shows it.
        EditorFlowController()
    }

    /// Makes the Files FlowController that a link shows (a URL or a notification).
    func makeFiles() -> any FilesFlowControlling {
        // TODO(navgraph): Configure Files when a link shows it.
        FilesFlowController()
    }

    /// Makes the Tag FlowController that a link shows (a URL or a notification).
    func makeTag() -> any TagFlowControlling {
        // TODO(navgraph): Configure Tag when a link shows it.
        TagFlowController()
    }

    /// Makes the AddFeed FlowController that a link shows (a URL or a notification).
    func makeAddFeed() -> any AddFeedFlowControlling {
        // TODO(navgraph): Configure AddFeed when a link shows it.
        AddFeedFlowController()
    }

    /// Makes the Episodes FlowController that a link shows (a URL or a notification).
    func makeEpisodes() -> any EpisodesFlowControlling {
        // TODO(navgraph): Configure Episodes when a link shows it.
        EpisodesFlowController()
    }

    /// Makes the HelpArticle FlowController that a link shows (a URL or a notification).
    func makeHelpArticle() -> any HelpArticleFlowControlling {
        // TODO(navgraph): Configure HelpArticle when a link shows it.
        HelpArticleFlowController()
    }
}
