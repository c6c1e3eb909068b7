/// One app of the feed: the external type the graph names `AppSegment` (`codable: true`), handed
/// from the feed list to the sales screen; Codable, so a saved navigation state can hold it.
struct AppSegment: Hashable, Sendable, Codable, Identifiable {
    /// The app's name, unique in the feed.
    let name: String
    /// The app's rank in the chart, from 1.
    let rank: Int
    /// The price, in the store's currency; 0 for a free app.
    let price: Double

    /// The app's name identifies it.
    var id: String { name }
}

/// The reader's choices and the feed they select. One per scene, handed from FlowController to
/// FlowController; there is no shared instance.
@MainActor
final class FeedLibrary {
    /// The charts, one per language.
    private let charts: [FeedLanguage: [AppSegment]]
    /// The choices made in the walkthrough or the settings tab; `nil` before the walkthrough ends.
    var settings: ReaderSettings?

    /// A library of `charts`, with the reader's `settings` if they were chosen before.
    init(charts: [FeedLanguage: [AppSegment]], settings: ReaderSettings? = nil) {
        self.charts = charts
        self.settings = settings
    }

    /// The chart in the reader's language (English until one is chosen), best rank first.
    var feed: [AppSegment] {
        (charts[settings?.language ?? .english] ?? []).sorted { $0.rank < $1.rank }
    }
}
