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

    /// Starts List once it is shown.
    func start() {
        // TODO(navgraph): Start List: load what it shows.
    }

    /// Makes the Search FlowController that route `open` shows.
    func makeOpen() -> any SearchFlowControlling {
        // TODO(navgraph): Configure Search for route `open` if it needs more than its context.
        SearchFlowController()
    }
}
