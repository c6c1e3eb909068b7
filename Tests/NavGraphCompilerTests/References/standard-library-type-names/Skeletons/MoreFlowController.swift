// MoreFlowController.swift: the FlowController of the screen More.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen More.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class MoreFlowController: NavGraphViewController, MoreFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts More once it is shown, with the context it shows.
    func start(context: Identifiable) {
        // TODO(navgraph): Start More with `context`: hand it to the view or view model.
    }

    /// Makes the Picker FlowController that route `again` shows.
    func makeAgain() -> any PickerFlowControlling {
        // TODO(navgraph): Configure Picker for route `again` if it needs more than its context.
        PickerFlowController()
    }

    /// Receives what Picker hands back when route `again` finishes.
    func againDidFinish(with feedback: CaseIterable) {
        // TODO(navgraph): Use what Picker handed back.
    }

    /// Makes the Deep FlowController that route `deeper` shows.
    func makeDeeper() -> any DeepFlowControlling {
        // TODO(navgraph): Configure Deep for route `deeper` if it needs more than its context.
        DeepFlowController()
    }
}
