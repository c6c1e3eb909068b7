// SearchFlowController.swift: the FlowController of the screen Search.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Search: Edits a search.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Search once it is shown, with the context it shows.
    func start(context: SearchCondition) {
        // TODO(navgraph): Start Search with `context`: hand it to the view or view model.
    }

    /// Makes the History FlowController that route `history` shows.
    func makeHistory() -> any HistoryFlowControlling {
        // TODO(navgraph): Configure History for route `history` if it needs more than its context.
        HistoryFlowController()
    }

    /// Receives what History hands back when route `history` finishes.
    func historyDidFinish(with feedback: [Swift.String]) {
        // TODO(navgraph): Use what History handed back.
    }

    // TODO(navgraph): When the person is done, call `finish(with:)` with what this screen hands back;
    // on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.
}
