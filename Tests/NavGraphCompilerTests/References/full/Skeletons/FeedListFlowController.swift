// FeedListFlowController.swift: the FlowController of the screen FeedList.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen FeedList: The items, newest first.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class FeedListFlowController: NavGraphViewController, FeedListFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts FeedList once it is shown.
    func start() {
        // TODO(navgraph): Start FeedList: load what it shows.
    }

    /// Makes the ItemDetail FlowController that route `detail` shows.
    func makeDetail() -> any ItemDetailFlowControlling {
        // TODO(navgraph): Configure ItemDetail for route `detail` if it needs more than its context.
        ItemDetailFlowController()
    }

    /// Makes the Search FlowController that route `search` shows.
    func makeSearch() -> any SearchFlowControlling {
        // TODO(navgraph): Configure Search for route `search` if it needs more than its context.
        SearchFlowController()
    }

    /// Receives what Search hands back when route `search` finishes.
    func searchDidFinish(with feedback: SearchCondition?) {
        // TODO(navgraph): Use what Search handed back.
    }

    /// Makes the Preview FlowController that route `preview` shows.
    func makePreview() -> any PreviewFlowControlling {
        // TODO(navgraph): Configure Preview for route `preview` if it needs more than its context.
        PreviewFlowController()
    }

    /// Receives what Preview hands back when route `preview` finishes.
    func previewDidFinish(with feedback: Selection) {
        // TODO(navgraph): Use what Preview handed back.
    }
}
