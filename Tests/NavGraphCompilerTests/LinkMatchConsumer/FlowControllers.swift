// Hand-written FlowControllers for reader.navgraph.yaml: the timeline and the article record
// what they were started with, so that main.swift can check what each URL opened.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeFeedList() -> any FeedListFlowControlling { FeedListFlowController() }
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
    func makeAddFeed() -> any AddFeedFlowControlling { AddFeedFlowController() }
}

final class FeedListFlowController: NavGraphViewController, FeedListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
    func makeAddFeed() -> any AddFeedFlowControlling { AddFeedFlowController() }
    func addFeedDidEnd() {}
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The sidebar item the timeline shows.
    var item: SidebarItem?
    func start(context: SidebarItem) { item = context }
    func makeArticle() -> any ArticleFlowControlling { ArticleFlowController() }
}

final class ArticleFlowController: NavGraphViewController, ArticleFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The article shown.
    var article: ArticleID?
    func start(context: ArticleID) { article = context }
}

final class AddFeedFlowController: NavGraphViewController, AddFeedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// What Add Feed was opened with.
    var request: AddFeedRequest?
    func start(context: AddFeedRequest) { request = context }
}
