// MainFlowController.swift: the FlowController of the stack flow Main.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the stack flow Main.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class MainFlowController: NavGraphViewController, MainFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the List FlowController, the root of the stack.
    func makeList() -> any ListFlowControlling {
        // TODO(navgraph): Configure List.
        ListFlowController()
    }
}
