// FeedFlowController.swift: the FlowController of the stack flow Feed.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the stack flow Feed.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class FeedFlowController: NavGraphViewController, FeedFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the FeedList FlowController, the root of the stack.
    func makeFeedList() -> any FeedListFlowControlling {
        // TODO(navgraph): Configure FeedList.
        FeedListFlowController()
    }

    /// Makes the ItemDetail FlowController that an `open` route shows where it lives.
    func makeItemDetail() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail when a link shows it.
        ItemDetailFlowController()
    }
}
