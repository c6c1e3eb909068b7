// StartFlowController.swift: the FlowController of the screen Start.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Start: Ends a comment */ early, then
/// #if false
/// let injected = 1
/// #endif
/// """ and a \ backslash
/// /// fake doc
/// } // and a brace
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class StartFlowController: NavGraphViewController, StartFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Start once it is shown.
    func start() {
        // TODO(navgraph): Start Start: load what it shows.
    }

    /// Makes the Next FlowController that route `next` shows.
    func makeNext() -> any NextFlowControlling {
        // TODO(navgraph): Configure Next for route `next` if it needs more than its context.
        NextFlowController()
    }
}
