// OmnibarFlowController.swift: the FlowController of the screen Omnibar.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Omnibar.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class OmnibarFlowController: NavGraphViewController, OmnibarFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Omnibar once it is shown, with the context it shows.
    func start(context: Address) {
        // TODO(navgraph): Start Omnibar with `context`: hand it to the view or view model.
    }

    /// Makes the Settings FlowController that route `settings` shows.
    func makeSettings() -> any SettingsFlowControlling {
        // TODO(navgraph): Configure Settings for route `settings` if it needs more than its context.
        SettingsFlowController()
    }
}
