// SettingsFlowController.swift: the FlowController of the screen Settings.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Settings.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Settings once it is shown.
    func start() {
        // TODO(navgraph): Start Settings: load what it shows.
    }

    /// Makes the Order FlowController that route `order` shows.
    func makeOrder() -> any OrderFlowControlling {
        // TODO(navgraph): Configure Order for route `order` if it needs more than its context.
        OrderFlowController()
    }

    /// Makes the Account FlowController that route `account` shows.
    func makeAccount() -> any AccountFlowControlling {
        // TODO(navgraph): Configure Account for route `account` if it needs more than its context.
        AccountFlowController()
    }

    /// Makes the Help FlowController that route `help` shows.
    func makeHelp() -> any HelpFlowControlling {
        // TODO(navgraph): Configure Help for route `help` if it needs more than its context.
        HelpFlowController()
    }
}
