// Drives reader.navgraph.yaml (NetNewsWire's nnw://showunread and nnw://showunread?id=…)
// headlessly: the URL carrying 'id' opens the unread timeline and the article above it, the URL
// without it the timeline alone; a notification opens only what a URL could have; the state
// saves and restores through JSON. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: MainFlowController())
    // The split view's one stack, sidebar first (its visible path names the split and the top).
    func stack() -> [NavGraphNodeName] {
        navigator.topFlowController.map { navigator.stack(containing: $0).map(\.navGraphNode) } ?? []
    }
    expect(navigator.visiblePath == [.main, .feedList], "starts on the feed list: \(navigator.visiblePath)")

    // With the item: the timeline of all unread articles, then the article, by its route.
    expect(navigator.open(url: URL(string: "nnw://showunread?id=A-42")!), "the URL with 'id' opens")
    expect(stack() == [.feedList, .timeline, .article], "the timeline, then the article: \(stack())")
    let article = navigator.topFlowController as? ArticleFlowController
    expect(article?.article == "A-42", "the article is the URL's: \(String(describing: article?.article))")
    let timeline = navigator.stack(containing: article!).compactMap { $0 as? TimelineFlowController }.first
    expect(timeline?.item == .smartFeed("UnreadFeed"), "below it, the unread timeline: \(String(describing: timeline?.item))")

    // Saved and restored through JSON: the chain comes back as the routes made it.
    let saved = navigator.savedState!
    let relaunched = NavGraphHeadlessNavigator()
    do {
        let json = try JSONEncoder().encode(saved)
        try relaunched.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json), entry: MainFlowController())
    } catch {
        return expect(false, "the opened article restores: \(error)")
    }
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == saved, "it comes back as it was: \(relaunched.visiblePath)")
    let restoredTop = relaunched.topFlowController
    expect(restoredTop.map { relaunched.stack(containing: $0).map(\.navGraphNode) } == [.feedList, .timeline, .article], "the chain comes back under it")
    expect((relaunched.topFlowController as? ArticleFlowController)?.article == "A-42", "the restored article is the URL's")

    // Without the item (or with it empty): the timeline alone, in place of the article.
    for text in ["nnw://showunread", "nnw://showunread?id=", "nnw://showunread?other=1"] {
        expect(navigator.open(url: URL(string: text)!), "\(text) opens")
        expect(stack() == [.feedList, .timeline], "\(text): the timeline alone: \(stack())")
        expect((navigator.topFlowController as? TimelineFlowController)?.item == .smartFeed("UnreadFeed"), "\(text): the unread timeline")
    }
    expect(NavGraphDestination(url: URL(string: "nnw://showunread?id=7")!) == .article("7"), "the table reads the article with the item")
    expect(NavGraphDestination(url: URL(string: "nnw://showunread")!) == .timeline(.smartFeed("UnreadFeed")), "and the timeline without it")

    // The widgets' other smart feeds, each set by its own link (NetNewsWire D2).
    expect(NavGraphDestination(url: URL(string: "nnw://showtoday")!) == .timeline(.smartFeed("TodayFeedDelegate")), "nnw://showtoday sets today's feed")
    expect(NavGraphDestination(url: URL(string: "nnw://showstarred")!) == .timeline(.smartFeed("StarredFeedDelegate")), "nnw://showstarred the starred feed")

    // What a URL could not open, a notification does not either: no link sets a smart feed of
    // another name, or a script. (An article is opened by its chain link only, which a
    // notification does not open: it names one screen.)
    expect(!navigator.open(.timeline(.smartFeed("UnknownFeed"))), "no URL opens a smart feed no link sets")
    expect(!navigator.open(.timeline(.script("s"))), "nor a script's timeline")
    expect(navigator.open(.timeline(.smartFeed("StarredFeedDelegate"))), "a notification opens the starred timeline, which a URL could have opened")
    expect(navigator.open(.timeline(.smartFeed("UnreadFeed"))), "a notification opens the timeline a URL could have opened")

    // A feed: URL presents Add Feed with the whole URL in its optional initialFeed (NetNewsWire D4).
    let feedURL = "feed:https://example.com/rss.xml"
    expect(navigator.open(url: URL(string: feedURL)!), "\(feedURL) opens")
    let addFeed = navigator.topFlowController as? AddFeedFlowController
    expect(addFeed?.request == AddFeedRequest(initialFeed: feedURL, initialFeedName: nil), "Add Feed has the URL: \(String(describing: addFeed?.request))")
    expect(NavGraphDestination(url: URL(string: "feeds://example.com/rss")!) == .addFeed(AddFeedRequest(initialFeed: "feeds://example.com/rss", initialFeedName: nil)), "and a feeds: URL")
    // A blank Add Feed (the feed list's button) is no context a feed: URL gives.
    expect(!navigator.open(.addFeed(AddFeedRequest(initialFeed: nil, initialFeedName: nil))), "no URL opens a blank Add Feed")
    print("OK")
}

MainActor.assumeIsolated { drive() }
