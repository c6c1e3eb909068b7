// NewItemFlowController.swift: the FlowController of the screen NewItem.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen NewItem.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class NewItemFlowController: NavGraphViewController, NewItemFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts NewItem once it is shown.
    func start() {
        // TODO(navgraph): Start NewItem: load what it shows.
    }
}
