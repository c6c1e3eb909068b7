// PickerFlowController.swift: the FlowController of the screen Picker.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Picker.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class PickerFlowController: NavGraphViewController, PickerFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Picker once it is shown, with the context it shows.
    func start(context: Hasher?) {
        // TODO(navgraph): Start Picker with `context`: hand it to the view or view model.
    }

    /// Makes the More FlowController that route `more` shows.
    func makeMore() -> any MoreFlowControlling {
        // TODO(navgraph): Configure More for route `more` if it needs more than its context.
        MoreFlowController()
    }

    /// Makes the List FlowController that route `back` shows.
    func makeBack() -> any ListFlowControlling {
        // TODO(navgraph): Configure List for route `back` if it needs more than its context.
        ListFlowController()
    }

    /// Receives what List hands back when route `back` finishes.
    func backDidFinish(with feedback: Codable) {
        // TODO(navgraph): Use what List handed back.
    }

    // TODO(navgraph): When the person is done, call `finish(with:)` with what this screen hands back;
    // on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.
}
