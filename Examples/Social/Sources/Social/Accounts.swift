#if canImport(SwiftUI)
import SwiftUI
#endif

/// The signed-in account: its statuses, the account header, editing, and the bookmarks sheet.
final class MyProfileFlowController: MyProfileFlowControlling, StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeEditProfile() -> any EditProfileFlowControlling { EditProfileFlowController() }
    func makeBookmarks() -> any BookmarksFlowControlling { BookmarksFlowController(store: store) }

    /// A status picked in the bookmarks sheet, at its top or two screens deep: the sheet is gone,
    /// and the status opens here.
    func bookmarksDidFinish(with feedback: StatusID) {
        perform(.thread(feedback))
    }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            AccountHeaderView(account: store.me, routing: self)
            Button("Edit profile") { self.perform(.editProfile) }
            Button("Bookmarks") { self.perform(.bookmarks) }
            StatusList(statuses: store.statuses(by: store.me), routing: self)
        }
    }
    #endif
}

/// Edits the profile; only its Done button closes it.
final class EditProfileFlowController: EditProfileFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        Button("Done") { self.finish() }
    }
    #endif
}

/// The bookmarks sheet's first screen: bookmarks outside folders, picked here, and the folders.
final class BookmarksFlowController: BookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeFolder() -> any BookmarkFolderFlowControlling { BookmarkFolderFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        List {
            ForEach(store.bookmarks, id: \.self) { id in Button(self.store.status(id)?.text ?? "") { self.finish(with: id) } }
            ForEach(store.bookmarkFolders.indices, id: \.self) { index in
                Button(self.store.bookmarkFolders[index].name) { self.perform(.folder(index)) }
            }
        }
    }
    #endif
}

/// A bookmark folder, pushed in the bookmarks sheet: a status picked here closes the whole sheet
/// and reaches the profile (an unwind that hands the status back).
final class BookmarkFolderFlowController: BookmarkFolderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var folder: FolderID = 0

    init(store: Store) {
        self.store = store
    }

    func start(context: FolderID) { folder = context }

    /// Picks the status `id`.
    func pick(_ id: StatusID) { perform(.pick(id)) }

    #if canImport(SwiftUI)
    var view: some View {
        List(store.bookmarkFolders[folder].statuses, id: \.self) { id in
            Button(self.store.status(id)?.text ?? "") { self.pick(id) }
        }
    }
    #endif
}

/// Someone else's account: its statuses, the header, reporting and blocking.
final class ProfileFlowController: AccountScreen, ProfileFlowControlling {
    func makeReport() -> any ReportAccountFlowControlling { ReportAccountFlowController() }
    func reportDidFinish(with feedback: ReportReason) { store.record("reported \(account) for \(feedback)") }
    func makeBlock() -> any ConfirmBlockFlowControlling { ConfirmBlockFlowController() }

    /// Blocking leaves the profile; muting stays on it.
    func blockDidFinish(with feedback: BlockChoice) {
        store.record("\(feedback) \(account)")
        if feedback == .block { finish() }
    }

    #if canImport(SwiftUI)
    var view: some View {
        VStack {
            AccountHeaderView(account: account, routing: self)
            HStack {
                Button("Report") { self.perform(.report(self.account)) }
                Button("Block") { self.perform(.block(self.account), anchor: .source) }
            }
            StatusList(statuses: store.statuses(by: account), routing: self)
        }
    }
    #endif
}

/// What the screens about one account share (a profile, its followers, whom it follows): the
/// store, and the account, their context.
@MainActor
class AccountScreen: StoreHolding {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    private(set) var account: AccountID = ""

    init(store: Store) {
        self.store = store
    }

    func start(context: AccountID) { account = context }
}

/// Who follows an account; its toggle shows whom the account follows in its place.
final class FollowersFlowController: AccountScreen, FollowersFlowControlling {
    func makeFollowing() -> any FollowingFlowControlling { FollowingFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        AccountList(accounts: store.others(than: account), routing: self)
            .toolbar { Button("Following") { self.perform(.following(self.account)) } }
    }
    #endif
}

/// Whom an account follows; its toggle shows who follows the account in its place.
final class FollowingFlowController: AccountScreen, FollowingFlowControlling {
    func makeFollowers() -> any FollowersFlowControlling { FollowersFlowController(store: store) }

    #if canImport(SwiftUI)
    var view: some View {
        AccountList(accounts: store.others(than: account), routing: self)
            .toolbar { Button("Followers") { self.perform(.followers(self.account)) } }
    }
    #endif
}

/// Asks why an account is reported, and hands the reason back.
final class ReportAccountFlowController: ReportAccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start(context: AccountID) {}

    #if canImport(SwiftUI)
    var view: some View {
        List(ReportReason.allCases, id: \.self) { reason in Button(reason.rawValue) { self.finish(with: reason) } }
    }
    #endif
}

/// Block or mute: the system's action sheet, a popover on an iPad.
final class ConfirmBlockFlowController: ConfirmBlockFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var account: AccountID = ""

    func start(context: AccountID) { account = context }

    var alert: NavGraphAlert<BlockChoice> {
        NavGraphAlert(title: "@\(account)", message: nil, actions: [
            NavGraphAlertAction("Block", role: .destructive, value: .block),
            NavGraphAlertAction("Mute", value: .mute),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}

#if canImport(SwiftUI)
/// A list of accounts, each row performing AccountRow's route, whichever list shows it.
struct AccountList: View {
    let accounts: [AccountID]
    weak var routing: (any AccountRowRouting)?

    var body: some View {
        List(accounts, id: \.self) { other in Button("@\(other)") { routing?.perform(.account(other)) } }
    }
}

/// The account header two profiles show: followers and following, through AccountHeaderRouting.
struct AccountHeaderView: View {
    let account: AccountID
    weak var routing: (any AccountHeaderRouting)?

    var body: some View {
        HStack {
            Text("@\(account)").font(.title2)
            Button("Followers") { routing?.perform(.followers(account)) }
            Button("Following") { routing?.perform(.following(account)) }
        }
    }
}
#endif
