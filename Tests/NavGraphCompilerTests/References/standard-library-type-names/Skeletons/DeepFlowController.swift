// DeepFlowController.swift: the FlowController of the screen Deep.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Deep.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class DeepFlowController: NavGraphViewController, DeepFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Deep once it is shown, with the context it shows.
    func start(context: Hashable) {
        // TODO(navgraph): Start Deep with `context`: hand it to the view or view model.
    }

    /// Makes the Last FlowController that route `last` shows.
    func makeLast() -> any LastFlowControlling {
        // TODO(navgraph): Configure Last for route `last` if it needs more than its context.
        LastFlowController()
    }

    /// Makes the Deep FlowController that route `Hashable` shows.
    func makeHashable() -> any DeepFlowControlling {
        // TODO(navgraph): Configure Deep for route `Hashable` if it needs more than its context.
        DeepFlowController()
    }
}
