// FoldersFlowController.swift: the FlowController of the stack flow Folders.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the stack flow Folders.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows what it starts.
@MainActor
final class FoldersFlowController: FoldersFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the FolderList FlowController, the root of the stack.
    func makeFolderList() -> any FolderListFlowControlling {
        // TODO(navgraph): Configure FolderList.
        FolderListFlowController()
    }

    #if canImport(SwiftUI)
    /// The label of Folders's tab.
    var tabItem: some View {
        // TODO(navgraph): Label Folders's tab.
        Label("Folders", systemImage: "circle")
    }
    #endif
}
