// MainFlowController.swift: the FlowController of the tabs flow Main.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the tabs flow Main.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class MainFlowController: NavGraphViewController, MainFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Feed FlowController, one of the tabs.
    func makeFeed() -> any FeedFlowControlling {
        // TODO(navgraph): Configure Feed (for example its tab bar item).
        FeedFlowController()
    }

    /// Makes the Settings FlowController, one of the tabs.
    func makeSettings() -> any SettingsFlowControlling {
        // TODO(navgraph): Configure Settings (for example its tab bar item).
        SettingsFlowController()
    }

    /// Makes the ScanCode FlowController that route `scan` shows.
    func makeScan() -> any ScanCodeFlowControlling {
        // TODO(navgraph): Configure ScanCode for route `scan` if it needs more than its context.
        ScanCodeFlowController()
    }

    /// Receives what ScanCode hands back when route `scan` finishes.
    func scanDidFinish(with feedback: ItemID) {
        // TODO(navgraph): Use what ScanCode handed back.
    }
}
