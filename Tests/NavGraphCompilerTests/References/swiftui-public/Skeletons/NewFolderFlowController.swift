// NewFolderFlowController.swift: the FlowController of the screen NewFolder.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen NewFolder.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class NewFolderFlowController: NewFolderFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts NewFolder once it is shown.
    func start() {
        // TODO(navgraph): Start NewFolder: load what it shows.
    }

    // TODO(navgraph): When the person is done, call `finish(with:)` with what this screen hands back;
    // on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.

    #if canImport(SwiftUI)
    /// The view of NewFolder; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show NewFolder.
        Text("NewFolder")
    }
    #endif
}
