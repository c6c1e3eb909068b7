// ItemDetailFlowController.swift: the FlowController of the screen ItemDetail.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen ItemDetail.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ItemDetailFlowController: NavGraphViewController, ItemDetailFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ItemDetail once it is shown, with the context it shows.
    func start(context: ItemID) {
        // TODO(navgraph): Start ItemDetail with `context`: hand it to the view or view model.
    }

    /// Makes the Reviews FlowController that route `reviews` shows.
    func makeReviews() -> any ReviewsFlowControlling {
        // TODO(navgraph): Configure Reviews for route `reviews` if it needs more than its context.
        ReviewsFlowController()
    }

    /// Makes the Review FlowController that route `review` shows.
    func makeReview() -> any ReviewFlowControlling {
        // TODO(navgraph): Configure Review for route `review` if it needs more than its context.
        ReviewFlowController()
    }
}
