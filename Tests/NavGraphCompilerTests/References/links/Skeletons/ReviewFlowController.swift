// ReviewFlowController.swift: the FlowController of the screen Review.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Review.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ReviewFlowController: NavGraphViewController, ReviewFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Review once it is shown, with the context it shows.
    func start(context: ReviewID) {
        // TODO(navgraph): Start Review with `context`: hand it to the view or view model.
    }
}
