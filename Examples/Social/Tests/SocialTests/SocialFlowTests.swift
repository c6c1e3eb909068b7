import Foundation
import Testing
@testable import Social

/// The client driven the way its views drive it, and the person's gestures made the way SwiftUI
/// reports them, through the SwiftUI navigator's bindings, headless.
@MainActor
struct SocialFlowTests {
    let store = Store()
    let navigator: NavGraphSwiftUINavigator

    init() {
        navigator = NavGraphSwiftUINavigator.start(entry: RootFlowController(store: store))
    }

    func top<T>(_ type: T.Type) throws -> T {
        try #require(navigator.topFlowController as? T, "the top is \(navigator.visiblePath)")
    }

    /// Signs in through the server picker; returns the home timeline.
    func signIn() throws -> TimelineFlowController {
        try signInThroughTheServerPicker()
        return try top(TimelineFlowController.self)
    }

    /// Pushes signing in, picks a server in the sheet, and signs in.
    func signInThroughTheServerPicker() throws {
        try top(WelcomeFlowController.self).perform(.signIn)
        try top(SignInFlowController.self).signIn()
        #expect(navigator.presentation(over: try top(ServerPickerFlowController.self)) == nil)
        try top(ServerPickerFlowController.self).finish(with: "social.example")
        try top(SignInFlowController.self).signIn()
    }

    /// The screens of the home tab's stack, bottom first.
    func homeStack() -> [NavGraphNodeName] {
        stack(.home)
    }

    /// The screens of the stack flow `tab`'s stack, bottom first.
    func stack(_ tab: NavGraphNodeName) -> [NavGraphNodeName] {
        guard let flow = navigator.state.entries.values.first(where: { $0.node == tab }) else { return [] }
        return navigator.state.stackEntries(flow.id).compactMap { navigator.state[$0]?.node }
    }

    /// The session's FlowController.
    func session() throws -> SessionFlowController {
        let entry = try #require(navigator.state.visibleEntries.first { navigator.state[$0]?.node == .session })
        return try #require(navigator.navigation.flowController(for: entry) as? SessionFlowController)
    }

    @Test func signingInPicksAServerInASheetThenShowsTheHomeTab() throws {
        _ = try signIn()
        #expect(navigator.visiblePath == [.root, .session, .home, .timeline])
        #expect(store.server == "social.example")
    }

    @Test func theStatusRowPerformsItsRoutesFromTwoScreensThroughOneAPI() throws {
        let timeline = try signIn()
        let ferry = try #require(store.status(3))
        StatusRowActions(status: ferry, routing: timeline).openAuthor()
        let profile = try top(ProfileFlowController.self)
        #expect(profile.account == "kenji" && homeStack() == [.timeline, .profile])
        // The same row, shown by the profile: the same API, another screen performing it.
        StatusRowActions(status: ferry, routing: profile).openTag("travel")
        #expect(try top(HashtagTimelineFlowController.self).tag == "travel")
        #expect(homeStack() == [.timeline, .profile, .hashtagTimeline])
        #expect(navigator.userTapsBack())
        StatusRowActions(status: ferry, routing: profile).openThread()
        #expect(try top(StatusDetailFlowController.self).statusID == 3)
    }

    @Test func theEditorOpensAsAReplyOrAQuoteAndItsOpenerHearsThePost() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(3)), routing: timeline).reply()
        let editor = try top(EditorFlowController.self)
        #expect(editor.mode == .reply(3) && editor.title == "Reply to @kenji")
        editor.text = "Lovely"
        editor.post()
        #expect(store.events.last == "Timeline heard the reply posted")
        #expect(store.statuses.first?.text == "Lovely" && navigator.topFlowController === timeline)
        StatusRowActions(status: try #require(store.status(2)), routing: timeline).quote()
        #expect(try top(EditorFlowController.self).mode == .quote(2))
    }

    @Test func theComposeButtonBesideTheTabBarIsTheSessionsOwnRoute() throws {
        _ = try signIn()
        #expect(navigator.userTapsTab(.activity))
        try session().compose()
        let editor = try top(EditorFlowController.self)
        #expect(editor.mode == .new && navigator.visiblePath.suffix(2) == [.session, .editor])
        editor.text = "Draft"
        editor.cancel()
        #expect(navigator.shownAlert?.kind == .confirmationDialog)
        #expect(navigator.userTapsAlertButton("Save Draft"))
        #expect(store.events.last == "Session heard compose savedAsDraft")
        #expect(navigator.visiblePath.last == .notifications)
    }

    @Test func anEmptyDraftIsSwipedAwayButOneWithTextAsksFirst() throws {
        let timeline = try signIn()
        timeline.compose()
        #expect(navigator.userSwipesDownSheet(), "nothing typed: the swipe closes the editor")
        #expect(navigator.topFlowController === timeline)

        timeline.compose()
        let editor = try top(EditorFlowController.self)
        editor.text = "Half a thought"
        #expect(!navigator.userSwipesDownSheet(), "the draft holds text: the sheet stays")
        #expect(navigator.shownAlert?.kind == .confirmationDialog, "and asks, as Cancel does")
        #expect(navigator.userTapsAlertButton("Discard"))
        #expect(navigator.topFlowController === timeline && store.statuses.first?.text != "Half a thought")
    }

    @Test func aLinkWaitsBehindADraftWithTextAndOpensOnceItIsPosted() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(3)), routing: timeline).reply()
        let editor = try top(EditorFlowController.self)
        editor.text = "On my way"
        #expect(!navigator.open(url: URL(string: "https://social.example/users/mira")!), "the editor is not closed for a link")
        #expect(navigator.topFlowController === editor && navigator.navigation.hasPendingLink)
        editor.post()
        #expect(store.statuses.first?.text == "On my way", "nothing written was lost")
        let profile = try top(ProfileFlowController.self)
        #expect(profile.account == "mira" && homeStack() == [.timeline, .profile], "the link opened once the editor closed")
    }

    @Test func aLinkWaitsBehindTheSessionsComposeSheetWithTextToo() throws {
        let timeline = try signIn()
        timeline.compose()
        let editor = try top(EditorFlowController.self)
        editor.text = "Draft"
        #expect(!navigator.open(url: URL(string: "https://social.example/users/mira")!))
        #expect(navigator.topFlowController === editor && homeStack() == [.timeline], "nothing pushed under the sheet")
        editor.cancel()
        #expect(navigator.userTapsAlertButton("Save Draft"))
        #expect(try top(ProfileFlowController.self).account == "mira" && homeStack() == [.timeline, .profile])
    }

    /// The compose sheet is the session's own presentation, over every tab: a link into the tab
    /// that shows closes it too, rather than pushing the profile under it.
    @Test func aLinkClosesAnEmptyEditorAtOnce() throws {
        let timeline = try signIn()
        timeline.compose()
        #expect(navigator.open(url: URL(string: "https://social.example/users/mira")!))
        #expect(try top(ProfileFlowController.self).account == "mira", "nothing to lose: the editor closed for the link")
    }

    @Test func theTimelinesComposeButtonReachesTheSessionsRoute() throws {
        let timeline = try signIn()
        timeline.compose()
        #expect(try top(EditorFlowController.self).mode == .new)
        #expect(navigator.visiblePath.suffix(2) == [.session, .editor], "presented over the tabs: \(navigator.visiblePath)")
    }

    @Test func aFailedTranslationsAlertOpensSettingsAfterItIsGone() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(1)), routing: timeline).openThread()
        try top(StatusDetailFlowController.self).translate()
        #expect(navigator.shownAlert?.title == "Translation failed")
        #expect(navigator.userTapsAlertButton("Open Settings"))
        #expect(navigator.shownAlert == nil)
        #expect(navigator.visiblePath == [.root, .session, .settings, .accountSettings], "the languages, opened where they live")
        #expect(navigator.userTapsBack())
        #expect(navigator.visiblePath == [.root, .session, .settings, .settingsHome])
    }

    @Test func theMediaViewerCoversTheFullScreenAndTheTimelineStaysBelow() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(3)), routing: timeline).openMedia()
        let timelineEntry = try #require(navigator.navigation.entryID(of: timeline))
        #expect(navigator.state[try #require(navigator.state[timelineEntry]?.presented)]?.presentation?.presentation == .overFullScreen)
        #expect(try top(MediaViewerFlowController.self).media == 30)
        try top(MediaViewerFlowController.self).finish()
        #expect(navigator.topFlowController === timeline)
    }

    @Test func aBookmarkPickedTwoScreensDeepClosesTheSheetAndOpensOnTheProfile() throws {
        _ = try signIn()
        #expect(navigator.userTapsTab(.me))
        let profile = try top(MyProfileFlowController.self)
        profile.perform(.bookmarks)
        try top(BookmarksFlowController.self).perform(.folder(1))
        try top(BookmarkFolderFlowController.self).pick(3)
        let detail = try top(StatusDetailFlowController.self)
        #expect(detail.statusID == 3 && navigator.stack(containing: detail).map(\.navGraphNode) == [.myProfile, .statusDetail])
        #expect(navigator.presentation(over: profile) == nil, "the whole sheet closed")
    }

    @Test func followersAndFollowingShareTheAccountRow() throws {
        let timeline = try signIn()
        timeline.perform(.account("mira"))
        try top(ProfileFlowController.self).perform(.followers("mira"))
        let followers = try top(FollowersFlowController.self)
        #expect(followers.account == "mira")
        followers.perform(.account("kenji"))
        #expect(try top(ProfileFlowController.self).account == "kenji")
        #expect(homeStack() == [.timeline, .profile, .followers, .profile])
    }

    @Test func theFollowersToggleShowsFollowingInItsPlace() throws {
        let timeline = try signIn()
        timeline.perform(.account("mira"))
        try top(ProfileFlowController.self).perform(.followers("mira"))
        try top(FollowersFlowController.self).perform(.following("mira"))
        try top(FollowingFlowController.self).perform(.followers("mira"))
        #expect(try top(FollowersFlowController.self).account == "mira")
        #expect(homeStack() == [.timeline, .profile, .followers], "toggled twice, the stack did not grow")
        #expect(navigator.userTapsBack())
        #expect(homeStack() == [.timeline, .profile])
    }

    @Test func blockingFromTheDialogLeavesTheProfile() throws {
        let timeline = try signIn()
        timeline.perform(.account("mira"))
        try top(ProfileFlowController.self).perform(.block("mira"), anchor: .source)
        #expect(navigator.userTapsAlertButton("Block"))
        #expect(store.events.last == "block mira" && navigator.topFlowController === timeline)
    }

    @Test func aLinkWaitsForSignInThenOpensOnTheHomeStack() throws {
        #expect(!navigator.open(url: URL(string: "https://social.example/users/mira")!))
        #expect(navigator.visiblePath == [.root, .onboarding, .welcome], "signed out: the session is behind sign-in")
        #expect(navigator.navigation.hasPendingLink)
        try signInThroughTheServerPicker()
        let profile = try top(ProfileFlowController.self)
        #expect(profile.account == "mira" && homeStack() == [.timeline, .profile], "opened once signed in: \(navigator.visiblePath)")
        #expect(navigator.userTapsTab(.settings))
        #expect(navigator.open(url: URL(string: "social://statuses/2")!))
        #expect(navigator.visiblePath.last == .statusDetail && homeStack() == [.timeline, .statusDetail], "from Settings, pushed right above the timeline: \(homeStack())")
        #expect(!navigator.open(url: URL(string: "https://other.example/users/mira")!), "another host opens nothing")
    }

    /// Every tab but Settings pushes profiles and statuses (their status rows do): a link pushes
    /// onto the stack of the tab the person sees, popped to its root, and leaves the other tabs as
    /// they were.
    @Test func aLinkPushesOntoTheTabThatShows() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(3)), routing: timeline).openAuthor()
        #expect(navigator.userTapsTab(.activity))
        #expect(navigator.open(url: URL(string: "https://social.example/users/mira")!))
        #expect(navigator.visiblePath.suffix(2) == [.activity, .profile] && stack(.activity) == [.notifications, .profile], "on the tab that shows: \(navigator.visiblePath)")
        #expect(try top(ProfileFlowController.self).account == "mira")
        #expect(homeStack() == [.timeline, .profile], "the home tab keeps what it showed")
        #expect(navigator.userTapsTab(.me))
        #expect(navigator.open(url: URL(string: "social://statuses/2")!))
        #expect(stack(.me) == [.myProfile, .statusDetail] && stack(.activity) == [.notifications, .profile])
        #expect(navigator.userTapsBack())
        #expect(navigator.topFlowController is MyProfileFlowController, "Back returns to the tab's root")
    }

    @Test func aStatusURLShowsTheProfileThenTheStatusAndBackReturnsToTheProfile() throws {
        _ = try signIn()
        #expect(navigator.userTapsTab(.search))
        #expect(navigator.open(url: URL(string: "https://social.example/users/mira/statuses/2")!))
        #expect(stack(.search) == [.explore, .profile, .statusDetail], "the profile, then the status, on the tab that shows: \(stack(.search))")
        #expect(homeStack() == [.timeline])
        #expect((navigator.topFlowController as? StatusDetailFlowController)?.statusID == 2)
        #expect(navigator.userTapsBack())
        #expect((navigator.topFlowController as? ProfileFlowController)?.account == "mira", "Back returns to the profile")
    }

    @Test func signingOutAsksThenSwapsBackToOnboarding() throws {
        _ = try signIn()
        #expect(navigator.userTapsTab(.settings))
        try top(SettingsHomeFlowController.self).perform(.confirmSignOut)
        #expect(navigator.userTapsAlertButton("Sign Out"))
        #expect(navigator.visiblePath == [.root, .onboarding, .welcome] && store.server == nil)
    }

    @Test func aSavedStateComesBackWithTheScreensSharedRoutesOpened() throws {
        let timeline = try signIn()
        StatusRowActions(status: try #require(store.status(3)), routing: timeline).openAuthor()
        StatusRowActions(status: try #require(store.status(3)), routing: try top(ProfileFlowController.self)).openThread()
        let saved = try JSONEncoder().encode(try #require(navigator.savedState))
        let relaunched = NavGraphSwiftUINavigator()
        try relaunched.restore(try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: saved), entry: RootFlowController(store: store))
        #expect(relaunched.visiblePath == navigator.visiblePath)
        #expect((relaunched.topFlowController as? StatusDetailFlowController)?.statusID == 3)
    }

    /// Saved in the session, restored once nobody is signed in (signed out, or another install):
    /// the root's gate refuses it, and the app starts at the welcome screen.
    @Test func theSessionIsNotRestoredWhileSignedOut() throws {
        _ = try signIn()
        let saved = try #require(navigator.savedState)
        #expect(throws: NavGraphRestoreError.refused(.session, by: .root)) {
            try NavGraphSwiftUINavigator().restore(saved, entry: RootFlowController(store: Store()))
        }
    }
}
