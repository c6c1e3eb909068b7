#if canImport(UIKit)
import UIKit
#endif

/// The signed-in session: a tab bar of the rooms, search and settings. Each tab is a stack that
/// the sub-flows push onto.
final class SessionFlowController: NavGraphViewController, SessionFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeChats() -> any ChatsFlowControlling { sharing(store, with: ChatsFlowController()) }
    func makeDiscover() -> any DiscoverFlowControlling { sharing(store, with: DiscoverFlowController()) }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
}

/// The Chats tab's stack, with the room list at its root.
final class ChatsFlowController: NavGraphViewController, ChatsFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeRoomList() -> any RoomListFlowControlling { sharing(store, with: RoomListFlowController()) }
}

/// The Discover tab's stack, with search at its root.
final class DiscoverFlowController: NavGraphViewController, DiscoverFlowControlling, UsesChatStore {
    weak var navigator: (any NavGraphNavigator)?
    var store: ChatStore!

    func makeSearch() -> any SearchFlowControlling { sharing(store, with: SearchFlowController()) }
}

/// The Settings tab's stack; it makes the notification settings that search opens in it.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func makeSettingsHome() -> any SettingsHomeFlowControlling { SettingsHomeFlowController() }
    func makeNotificationSettings() -> any NotificationSettingsFlowControlling { NotificationSettingsFlowController() }
}

/// The settings' first screen.
final class SettingsHomeFlowController: NavGraphViewController, SettingsHomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {
        #if canImport(UIKit)
        title = "Settings"
        #endif
    }

    /// The person taps "Notifications".
    func showNotifications() { perform(.notifications) }

    func makeNotifications() -> any NotificationSettingsFlowControlling { NotificationSettingsFlowController() }
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
