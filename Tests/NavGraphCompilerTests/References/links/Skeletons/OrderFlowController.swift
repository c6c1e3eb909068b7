// OrderFlowController.swift: the FlowController of the screen Order.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Order.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class OrderFlowController: NavGraphViewController, OrderFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Order once it is shown, with the context it shows.
    func start(context: OrderID) {
        // TODO(navgraph): Start Order with `context`: hand it to the view or view model.
    }
}
