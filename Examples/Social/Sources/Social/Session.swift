#if canImport(SwiftUI)
import SwiftUI
#endif

/// The signed-in session: five tabs, and the compose button beside the tab bar, which the
/// session presents itself whichever tab shows.
final class SessionFlowController: SessionFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func makeHome() -> any HomeFlowControlling { HomeFlowController(store: store, title: "Home", image: "house") }
    func makeSearch() -> any SearchFlowControlling { SearchFlowController(store: store, title: "Search", image: "magnifyingglass") }
    func makeActivity() -> any ActivityFlowControlling { ActivityFlowController(store: store, title: "Activity", image: "bell") }
    func makeMe() -> any MeFlowControlling { MeFlowController(store: store, title: "Me", image: "person") }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController(store: store, title: "Settings", image: "gear") }

    func makeCompose() -> any EditorFlowControlling { EditorFlowController(store: store) }
    func composeDidFinish(with feedback: PostResult) { store.record("Session heard compose \(feedback)") }

    /// The compose button's action.
    func compose() { perform(.compose(.new)) }
}

/// What every tab of the session has: the store, and its label in the tab bar.
@MainActor
class SessionTab {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store
    let title: String
    let image: String

    init(store: Store, title: String, image: String) {
        self.store = store
        self.title = title
        self.image = image
    }

    #if canImport(SwiftUI)
    var tabItem: some View {
        Label(title, systemImage: image)
    }
    #endif
}

/// A tab whose stack a profile's or a status's link may push onto, when it is the tab the
/// person sees (every tab but Settings: their status rows push both): it makes the linked screen.
class StatusLinkTab: SessionTab {
    func makeProfile() -> any ProfileFlowControlling { ProfileFlowController(store: store) }
    func makeStatusDetail() -> any StatusDetailFlowControlling { StatusDetailFlowController(store: store) }
}

/// The home tab: the timeline's stack, where links to profiles and statuses are pushed from
/// Settings too.
final class HomeFlowController: StatusLinkTab, HomeFlowControlling {
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController(store: store) }
}

/// The search tab: explore's stack.
final class SearchFlowController: StatusLinkTab, SearchFlowControlling {
    func makeExplore() -> any ExploreFlowControlling { ExploreFlowController(store: store) }
}

/// The activity tab: the notifications' stack.
final class ActivityFlowController: StatusLinkTab, ActivityFlowControlling {
    func makeNotifications() -> any NotificationsFlowControlling { NotificationsFlowController(store: store) }
}

/// The tab of the signed-in account's profile.
final class MeFlowController: StatusLinkTab, MeFlowControlling {
    func makeMyProfile() -> any MyProfileFlowControlling { MyProfileFlowController(store: store) }
}

/// The settings tab; it also makes the account settings that a failed translation opens.
final class SettingsFlowController: SessionTab, SettingsFlowControlling {
    func makeSettingsHome() -> any SettingsHomeFlowControlling { SettingsHomeFlowController(store: store) }
    func makeAccountSettings() -> any AccountSettingsFlowControlling { AccountSettingsFlowController() }
}
