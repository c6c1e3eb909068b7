#if canImport(UIKit)
import UIKit
#endif

/// The session: a tab bar of the rooms, search and settings. Each tab is a stack that the
/// sub-flows push onto. The rooms show only to someone signed in.
final class SessionFlowController: NavGraphViewController, SessionFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeChats() -> any ChatsFlowControlling { sharing(store, with: ChatsFlowController()) }
    func makeDiscover() -> any DiscoverFlowControlling { sharing(store, with: DiscoverFlowController()) }
    func makeSettings() -> any SettingsFlowControlling { sharing(store, with: SettingsFlowController()) }

    func isShown(_ tab: SessionHideableTab) -> Bool {
        switch tab {
        case .chats: store.signedIn != nil
        }
    }
}

/// The Chats tab's stack, with the room list at its root.
final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeRoomList() -> any RoomListFlowControlling { sharing(store, with: RoomListFlowController()) }
    /// The room a permalink pushes onto this stack.
    func makeRoom() -> any RoomFlowControlling { sharing(store, with: RoomFlowController()) }
}

/// The Discover tab's stack, with search at its root.
final class DiscoverFlowController: NavGraphViewController, DiscoverFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeSearch() -> any SearchFlowControlling { sharing(store, with: SearchFlowController()) }
    /// The room a permalink pushes onto this stack while Discover shows.
    func makeRoom() -> any RoomFlowControlling { sharing(store, with: RoomFlowController()) }
}

/// The Settings tab's stack; it makes the notification settings that search opens in it.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeSettingsHome() -> any SettingsHomeFlowControlling { sharing(store, with: SettingsHomeFlowController()) }
    func makeNotificationSettings() -> any NotificationSettingsFlowControlling { NotificationSettingsFlowController() }
}

/// The settings' first screen: signing in and out changes the session's tabs.
final class SettingsHomeFlowController: NavGraphViewController, SettingsHomeFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func start() {
        #if canImport(UIKit)
        title = "Settings"
        #endif
    }

    /// The person taps "Notifications".
    func showNotifications() { perform(.notifications) }

    /// The person taps "Sign in".
    func signIn() { perform(.signIn) }

    /// The person taps "Sign out": the Chats tab goes, with every room open in it, and a link
    /// still waiting (kept for this person) does not open for whoever signs in next.
    func signOut() {
        store.setSignedIn(nil)
        navigator?.navigation.personLoggedOut()
        enclosing((any SessionFlowControlling).self)?.updateTabs()
    }

    func makeNotifications() -> any NotificationSettingsFlowControlling { NotificationSettingsFlowController() }
    func makeSignIn() -> any SignInFlowControlling { SignInFlowController() }

    /// Someone signed in: the Chats tab comes, and a link to the rooms that waited opens.
    func signInDidFinish(with feedback: UserID) {
        store.setSignedIn(feedback)
        enclosing((any SessionFlowControlling).self)?.updateTabs()
    }
}

/// Signs in, in a sheet of its own.
final class SignInFlowController: NavGraphViewController, SignInFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {
        #if canImport(UIKit)
        title = "Sign in"
        #endif
    }

    /// The server accepted the person's credentials.
    func signedIn(as user: UserID) { finish(with: user) }
}

/// Which rooms notify the person.
final class NotificationSettingsFlowController: NavGraphViewController, NotificationSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {
        #if canImport(UIKit)
        title = "Notifications"
        #endif
    }
}
