import Foundation

/// A page the person keeps on the home, by its address.
struct Favourite: Hashable, Sendable {
    /// The name the home shows.
    let title: String
    /// What the page loads: an address, as the person saved it.
    let address: String
}

/// A folder of favourites on the home.
struct FavouriteFolder: Hashable, Sendable {
    /// The folder's identifier, as `browser://favourites/{id}` names it.
    let id: FolderID
    /// The name the home shows.
    let title: String
    /// The favourites inside, in order.
    let favourites: [Favourite]
}

/// The person's favourites, open tabs and app lock. One profile for all the app's windows (their scenes get
/// it from the app), handed from FlowController to FlowController; there is no shared instance.
@MainActor
final class BrowserProfile {
    /// The favourites on the home, outside any folder.
    let favourites: [Favourite]
    /// The folders on the home.
    let folders: [FavouriteFolder]
    /// The tabs the person has open, in order: the app's own list, which a real browser keeps in
    /// its store; the browser shows one tab per key, and restores those still in it.
    private(set) var openTabs: [TabID]
    /// The number the next new tab's key takes.
    private var nextTab = 1
    /// Whether the app asks for the passcode (Face ID on a device) when it starts.
    private(set) var appLockEnabled: Bool
    /// Whether the app lock still hides everything.
    private(set) var isLocked: Bool
    private let passcode: String
    /// What closes each lock shown now, one per window, by the lock's identity.
    private var locksShown: [ObjectIdentifier: @MainActor () -> Void] = [:]

    /// A profile with `favourites`, `folders` and the tabs `openTabs` open; locked from the start
    /// when the app lock is on.
    init(favourites: [Favourite], folders: [FavouriteFolder], openTabs: [TabID] = [], passcode: String, appLockEnabled: Bool) {
        self.favourites = favourites
        self.folders = folders
        self.openTabs = openTabs
        self.passcode = passcode
        self.appLockEnabled = appLockEnabled
        isLocked = appLockEnabled
    }

    /// Unlocks the app, closing the lock of every window; returns whether `attempt` is the passcode.
    func unlock(with attempt: String) -> Bool {
        guard attempt == passcode else { return false }
        isLocked = false
        let closes = locksShown.values
        locksShown = [:]
        for close in closes { close() }
        return true
    }

    /// Has `close` called when the app unlocks, from `lock`'s window or another's: a lock
    /// registers as it is shown, once per lock.
    func whenUnlocked(_ lock: AnyObject, close: @escaping @MainActor () -> Void) {
        locksShown[ObjectIdentifier(lock)] = close
    }

    /// The app went to the background: with the app lock on, it is locked again.
    func lockIfEnabled() {
        if appLockEnabled { isLocked = true }
    }

    /// Turns the app lock on or off; it applies from the next start.
    func setAppLock(enabled: Bool) {
        appLockEnabled = enabled
    }

    /// Adds a new tab to the list, after the others, and returns its key.
    func newTab() -> TabID {
        var key = "tab\(nextTab)"
        while openTabs.contains(key) {
            nextTab += 1
            key = "tab\(nextTab)"
        }
        nextTab += 1
        openTabs.append(key)
        return key
    }

    /// Takes the tab `key` out of the list: the person closed it.
    func closeTab(_ key: TabID) {
        openTabs.removeAll { $0 == key }
    }

    /// The folder named `id`, if the person still has it.
    func folder(_ id: FolderID) -> FavouriteFolder? {
        folders.first { $0.id == id }
    }
}
