// BrowserFlowController.swift: the FlowController of the stack flow Browser.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the stack flow Browser.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class BrowserFlowController: NavGraphViewController, BrowserFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the FolderList FlowController, the root of the stack.
    func makeFolderList() -> any FolderListFlowControlling {
        // TODO(navgraph): Configure FolderList.
        FolderListFlowController()
    }

    /// The context FolderList starts with.
    func contextForFolderList() -> Folder {
        // TODO(navgraph): Return the context FolderList starts with.
        Folder(name: "", parent: nil, children: [], byName: [:], link: nil)
    }
}
