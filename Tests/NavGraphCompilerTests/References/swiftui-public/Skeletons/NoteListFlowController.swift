// NoteListFlowController.swift: the FlowController of the screen NoteList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen NoteList.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class NoteListFlowController: NoteListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts NoteList once it is shown, with the context it shows.
    func start(context: FolderID) {
        // TODO(navgraph): Start NoteList with `context`: hand it to the view or view model.
    }

    /// Makes the NoteDetail FlowController that route `note` shows.
    func makeNote() -> any NoteDetailFlowControlling {
        // TODO(navgraph): Configure NoteDetail for route `note` if it needs more than its context.
        NoteDetailFlowController()
    }

    #if canImport(SwiftUI)
    /// The view of NoteList; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show NoteList.
        Text("NoteList")
    }
    #endif
}
