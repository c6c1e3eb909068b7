// FavouritesFlowController.swift: the FlowController of the stack flow Favourites.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the stack flow Favourites.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class FavouritesFlowController: NavGraphViewController, FavouritesFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the FavouriteList FlowController, the root of the stack.
    func makeFavouriteList() -> any FavouriteListFlowControlling {
        // TODO(navgraph): Configure FavouriteList.
        FavouriteListFlowController()
    }

    /// Makes the Folder FlowController that a link shows (a URL or a notification).
    func makeFolder() -> any FolderFlowControlling {
        // TODO(navgraph): Configure Folder when a link shows it.
        FolderFlowController()
    }
}
