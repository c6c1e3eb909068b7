#if canImport(SwiftUI)
import SwiftUI
#endif

/// The home timeline: every status, each in a status row.
final class TimelineFlowController: TimelineFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}

    /// The timeline's own compose button performs the session's route: the session presents the
    /// editor over the tabs, as the button beside the tab bar does.
    func compose() {
        enclosing((any SessionFlowControlling).self)?.perform(.compose(.new))
    }

    #if canImport(SwiftUI)
    var view: some View {
        StatusList(statuses: store.statuses, routing: self)
            .navigationTitle("Home")
            .toolbar { Button("Compose", action: compose) }
    }
    #endif
}

/// Searches and trends; the statuses it shows are status rows too.
final class ExploreFlowController: ExploreFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeSearch() -> any SearchResultsFlowControlling { SearchResultsFlowController(store: store) }
    func makeTrends() -> any TrendingTagsFlowControlling { TrendingTagsFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            Button("Trending tags") { self.perform(.trends) }
            Button("Search “swift”") { self.perform(.search("swift")) }
            StatusList(statuses: Array(store.statuses.prefix(1)), routing: self)
        }
        .navigationTitle("Explore")
    }
    #endif
}

/// The statuses a search found.
final class SearchResultsFlowController: SearchResultsFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var query = ""

    init(store: Store) {
        self.store = store
    }

    func start(context: String) { query = context }

    #if canImport(SwiftUI)
    var view: some View {
        StatusList(statuses: store.search(query), routing: self).navigationTitle(query)
    }
    #endif
}

/// The hashtags used most.
final class TrendingTagsFlowController: TrendingTagsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeTag() -> any HashtagTimelineFlowControlling { HashtagTimelineFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        List(Array(Set(store.statuses.flatMap(\.tags))).sorted(), id: \.self) { tag in
            Button("#\(tag)") { self.perform(.tag(tag)) }
        }
    }
    #endif
}

/// The statuses of one hashtag.
final class HashtagTimelineFlowController: HashtagTimelineFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var tag: Tag = ""

    init(store: Store) {
        self.store = store
    }

    func start(context: Tag) { tag = context }

    #if canImport(SwiftUI)
    var view: some View {
        StatusList(statuses: store.statuses(tagged: tag), routing: self).navigationTitle("#\(tag)")
    }
    #endif
}

/// Mentions, boosts and follows; follow requests one tap away.
final class NotificationsFlowController: NotificationsFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeRequests() -> any FollowRequestsFlowControlling { FollowRequestsFlowController() }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            Button("Follow requests") { self.perform(.requests) }
            StatusList(statuses: store.statuses.filter { $0.author != store.me }, routing: self)
        }
    }
    #endif
}

/// Accounts that asked to follow.
final class FollowRequestsFlowController: FollowRequestsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        Text("No requests")
    }
    #endif
}

/// A status and its thread. Translating it may fail; the failure's alert can open Settings.
final class StatusDetailFlowController: StatusDetailFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var statusID: StatusID = 0

    init(store: Store) {
        self.store = store
    }

    func start(context: StatusID) { statusID = context }
    func makeTranslationFailed() -> any TranslationFailedFlowControlling { TranslationFailedFlowController() }

    /// The alert is gone when its button's value arrives: the route it asks for runs now.
    func translationFailedDidFinish(with feedback: OpenSettings) {
        switch feedback {
        case .openSettings: perform(.languages)
        }
    }

    /// Translating needs a language the server does not offer here: it always fails.
    func translate() { perform(.translationFailed) }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            StatusList(statuses: store.status(statusID).map { [$0] } ?? [], routing: self)
            Button("Translate", action: translate)
        }
    }
    #endif
}

/// The alert a failed translation shows: OK, or open Settings to pick the languages.
final class TranslationFailedFlowController: TranslationFailedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    var alert: NavGraphAlert<OpenSettings> {
        NavGraphAlert(title: "Translation failed", message: "The server does not translate this language.", actions: [
            NavGraphAlertAction("Open Settings", value: .openSettings),
            NavGraphAlertAction("OK", role: .cancel),
        ])
    }
}
