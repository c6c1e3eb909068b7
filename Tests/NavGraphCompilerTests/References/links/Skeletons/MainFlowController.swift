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

    /// Makes the Shop FlowController, one of the tabs.
    func makeShop() -> any ShopFlowControlling {
        // TODO(navgraph): Configure Shop (for example its tab bar item).
        ShopFlowController()
    }

    /// Makes the Settings FlowController, one of the tabs.
    func makeSettings() -> any SettingsFlowControlling {
        // TODO(navgraph): Configure Settings (for example its tab bar item).
        SettingsFlowController()
    }
}
