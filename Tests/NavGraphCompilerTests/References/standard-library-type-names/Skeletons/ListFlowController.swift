// ListFlowController.swift: the FlowController of the screen List.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen List.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ListFlowController: NavGraphViewController, ListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts List once it is shown, with the context it shows.
    func start(context: Encoder?) {
        // TODO(navgraph): Start List with `context`: hand it to the view or view model.
    }

    /// Makes the Detail FlowController that route `open` shows.
    func makeOpen() -> any DetailFlowControlling {
        // TODO(navgraph): Configure Detail for route `open` if it needs more than its context.
        DetailFlowController()
    }

    /// Receives what Detail hands back when route `open` finishes.
    func openDidFinish(with feedback: Codable) {
        // TODO(navgraph): Use what Detail handed back.
    }

    /// Makes the Picker FlowController that route `pick` shows.
    func makePick() -> any PickerFlowControlling {
        // TODO(navgraph): Configure Picker for route `pick` if it needs more than its context.
        PickerFlowController()
    }

    /// Receives what Picker hands back when route `pick` finishes.
    func pickDidFinish(with feedback: CaseIterable) {
        // TODO(navgraph): Use what Picker handed back.
    }

    /// Makes the List FlowController that route `plain` shows.
    func makePlain() -> any ListFlowControlling {
        // TODO(navgraph): Configure List for route `plain` if it needs more than its context.
        ListFlowController()
    }

    /// Receives what List hands back when route `plain` finishes.
    func plainDidFinish(with feedback: Codable) {
        // TODO(navgraph): Use what List handed back.
    }

    // TODO(navgraph): When the person is done, call `finish(with:)` with what this screen hands back;
    // on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.
}
