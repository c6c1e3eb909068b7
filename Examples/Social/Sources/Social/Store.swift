/// A status as the timelines show it.
struct Status: Hashable, Sendable {
    /// Its identity on the server.
    var id: StatusID
    /// Who wrote it.
    var author: AccountID
    /// What it says; words starting with `#` are hashtags.
    var text: String
    /// The photo or video it carries, if any.
    var media: MediaID?

    /// The hashtags in the text, without `#`.
    var tags: [Tag] {
        text.split(separator: " ").filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }
    }
}

/// What every FlowController of the app shares: the server's statuses and accounts as the app
/// has loaded them, who is signed in, and what this session did. One per app, handed to each
/// FlowController as it is made.
@MainActor
final class Store {
    /// The server signed in to, or `nil` while signed out.
    var server: String?
    /// The signed-in account.
    let me: AccountID = "aoi"
    /// Every loaded status, newest first.
    private(set) var statuses: [Status] = [
        Status(id: 3, author: "kenji", text: "Ferry at dawn #travel #photo", media: 30),
        Status(id: 2, author: "aoi", text: "Reading on the train #books", media: nil),
        Status(id: 1, author: "mira", text: "New release of the app #swift", media: nil),
    ]
    /// Bookmark folders: their names, and the statuses each holds.
    let bookmarkFolders: [(name: String, statuses: [StatusID])] = [("Read later", [1]), ("Photos", [3])]
    /// Statuses bookmarked outside any folder.
    let bookmarks: [StatusID] = [2]
    /// What the session did, newest last, for the app's own log and for tests.
    private(set) var events: [String] = []

    /// The status with this identity.
    func status(_ id: StatusID) -> Status? { statuses.first { $0.id == id } }

    /// The statuses by `account`.
    func statuses(by account: AccountID) -> [Status] { statuses.filter { $0.author == account } }

    /// The statuses tagged `tag`.
    func statuses(tagged tag: Tag) -> [Status] { statuses.filter { $0.tags.contains(tag) } }

    /// The statuses whose text holds `query`, ignoring case.
    func search(_ query: String) -> [Status] {
        statuses.filter { $0.text.localizedCaseInsensitiveContains(query) }
    }

    /// Who follows `account`, and whom it follows: everyone else who wrote something, here.
    func others(than account: AccountID) -> [AccountID] {
        Array(Set(statuses.map(\.author)).subtracting([account])).sorted()
    }

    /// Records what happened.
    func record(_ event: String) { events.append(event) }

    /// Adds a status written in the editor.
    func post(_ text: String) {
        statuses.insert(Status(id: (statuses.map(\.id).max() ?? 0) + 1, author: me, text: text, media: nil), at: 0)
    }
}

/// A FlowController that holds the app's store: what the shared routes' makers need to make
/// the screens they show.
@MainActor
protocol StoreHolding {
    /// The app's store.
    var store: Store { get }
}
