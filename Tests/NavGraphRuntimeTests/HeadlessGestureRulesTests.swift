import NavGraphRuntime
import Testing

/// Every gesture of the headless navigator goes through the state machine's rules: refused
/// while a transition is running, and followed by what follows every transition (a kept link is
/// tried again).
@MainActor
@Suite("Headless navigator: the machine's rules for gestures")
struct HeadlessGestureRulesTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    /// Acts as the user; returns whether the gesture was taken.
    private func perform(_ gesture: UserGesture, tab: String) -> Bool {
        switch gesture {
        case .backButton: navigator.userTapsBack()
        case .swipeBack: navigator.userSwipesBack(completing: true)
        case .sheetSwipedDown: navigator.userSwipesDownSheet()
        case .popoverTappedAway: navigator.userTapsOutsidePopover()
        case .tabTapped: navigator.userTapsTab(NavGraphNodeName(rawValue: tab))
        }
    }

    @Test("a gesture while a transition is running is refused and says why; once it has finished the gesture is taken", arguments: UserGesture.allCases)
    func gestureDuringATransition(_ gesture: UserGesture) throws {
        let options = try #require(app.optionsBehindFeed())
        gesture.prepare(from: app.list)
        app.list.whenRouteEnds = { $0.push("Other") }
        navigator.holdsTransitions = true
        options.finish(with: 5)
        let before = navigator.state

        #expect(!perform(gesture, tab: "Settings"))
        #expect(navigator.state == before)
        #expect(navigator.ignoredRequests.last?.contains("while a transition is running") == true)

        navigator.completeTransitions()
        navigator.holdsTransitions = false
        #expect(perform(gesture, tab: "Settings"))
        #expect(app.journal.events == gesture.heardAfterOptions)
        #expect(navigator.visiblePath.last?.rawValue == gesture.topAfterOptions)
    }

    @Test("a gesture tries a kept link again: it opens once the switch agrees", arguments: UserGesture.allCases)
    func gestureRetriesAKeptLink(_ gesture: UserGesture) {
        let placements = TestPlacements(journal: app.journal)
        let loggedOut = LoggedOut(app)
        gesture.prepare(from: loggedOut.form)
        #expect(loggedOut.keepLinkPending(placements, on: navigator.navigation))

        #expect(perform(gesture, tab: "SignUp"))
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.visiblePath.map(\.rawValue) == LoggedOut.linkOpened)
        #expect(app.journal.events.last == "Detail started with 7")
    }

    @Test("an event about an entry the state does not show (a late delegate call) changes nothing and is no refusal")
    func eventThatDoesNotFit() {
        let before = navigator.state
        let gone = NavGraphEntryID(rawValue: 999)
        for event in [NavGraphUserEvent.popped(gone, to: gone), .dismissed(gone), .selectedTab(of: gone, index: 0)] {
            #expect(navigator.navigation.userAsks(event) == .doesNotApply)
            #expect(navigator.navigation.userMay(event))
            navigator.navigation.userDid(event)
        }
        #expect(navigator.state == before)
        #expect(navigator.ignoredRequests.isEmpty)
    }
}
