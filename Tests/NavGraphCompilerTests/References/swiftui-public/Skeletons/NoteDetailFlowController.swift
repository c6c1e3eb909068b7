// NoteDetailFlowController.swift: the FlowController of the screen NoteDetail.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen NoteDetail.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class NoteDetailFlowController: NoteDetailFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts NoteDetail once it is shown, with the context it shows.
    func start(context: NoteID) {
        // TODO(navgraph): Start NoteDetail with `context`: hand it to the view or view model.
    }

    /// Makes the Share FlowController that route `share` shows.
    func makeShare() -> any ShareFlowControlling {
        // TODO(navgraph): Configure Share for route `share` if it needs more than its context.
        ShareFlowController()
    }

    #if canImport(SwiftUI)
    /// The view of NoteDetail; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show NoteDetail.
        Text("NoteDetail")
    }
    #endif
}
