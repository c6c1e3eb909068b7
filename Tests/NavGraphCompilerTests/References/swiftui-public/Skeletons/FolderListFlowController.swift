// FolderListFlowController.swift: the FlowController of the screen FolderList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen FolderList: Every folder.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class FolderListFlowController: FolderListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts FolderList once it is shown.
    func start() {
        // TODO(navgraph): Start FolderList: load what it shows.
    }

    /// Makes the NoteList FlowController that route `open` shows.
    func makeOpen() -> any NoteListFlowControlling {
        // TODO(navgraph): Configure NoteList for route `open` if it needs more than its context.
        NoteListFlowController()
    }

    /// Makes the NewFolder FlowController that route `newFolder` shows.
    func makeNewFolder() -> any NewFolderFlowControlling {
        // TODO(navgraph): Configure NewFolder for route `newFolder` if it needs more than its context.
        NewFolderFlowController()
    }

    /// Receives what NewFolder hands back when route `newFolder` finishes.
    func newFolderDidFinish(with feedback: Swift.String) {
        // TODO(navgraph): Use what NewFolder handed back.
    }

    #if canImport(SwiftUI)
    /// The view of FolderList; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show FolderList.
        Text("FolderList")
    }
    #endif
}
