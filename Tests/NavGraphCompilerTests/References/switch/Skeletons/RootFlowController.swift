// RootFlowController.swift: the FlowController of the switch flow Root.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the switch flow Root.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Login FlowController, the child shown first, and again whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeLogin() -> any LoginFlowControlling {
        // TODO(navgraph): Configure Login: made here each time Root shows it, whichever route, link or restored state asks.
        LoginFlowController()
    }

    /// Makes the Home FlowController, shown whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeHome() -> any HomeFlowControlling {
        // TODO(navgraph): Configure Home: made here each time Root shows it, whichever route, link or restored state asks.
        HomeFlowController()
    }

    /// The context Home starts with when a restored state shows it.
    func contextForHome() -> UserName {
        // TODO(navgraph): Return the context Home starts with.
        ""
    }
}
