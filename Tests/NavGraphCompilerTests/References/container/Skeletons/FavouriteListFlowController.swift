// FavouriteListFlowController.swift: the FlowController of the screen FavouriteList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen FavouriteList.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class FavouriteListFlowController: NavGraphViewController, FavouriteListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts FavouriteList once it is shown.
    func start() {
        // TODO(navgraph): Start FavouriteList: load what it shows.
    }

    /// Makes the Folder FlowController that route `folder` shows.
    func makeFolder() -> any FolderFlowControlling {
        // TODO(navgraph): Configure Folder for route `folder` if it needs more than its context.
        FolderFlowController()
    }
}
