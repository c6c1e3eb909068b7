import NavGraphRuntime
import Testing

/// What the user does, simulated on the headless navigator: the state follows, closed screens
/// are released, and the opener is told that its route ended without feedback.
@MainActor
@Suite("Headless navigator: user gestures")
struct HeadlessUserEventsTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the back button pops, tells the opener the route ended, and releases the popped screen")
    func backButton() throws {
        app.list.push("Detail")
        weak let detail = try #require(navigator.topFlowController as? Screen)
        #expect(navigator.userTapsBack())
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: "List"))
        #expect(app.journal.events == ["List heard Detail ended"])
        #expect(detail == nil, "the popped FlowController is released")
        #expect(!navigator.userTapsBack(), "nothing to pop at a stack's root")
    }

    @Test("a screen the user closed no longer finishes or performs routes")
    func closedScreenIsInert() throws {
        app.list.push("Detail")
        let detail = try #require(navigator.topFlowController as? Screen)
        navigator.userTapsBack()
        #expect(detail.navigator == nil)
        detail.finish(with: 1)
        detail.push("More")
        #expect(app.journal.events == ["List heard Detail ended"])
        #expect(detail.made == 0)
    }

    @Test("a completed swipe back pops like the back button; a cancelled one changes nothing")
    func swipeBack() {
        app.list.push("Detail")
        let before = navigator.state
        #expect(!navigator.userSwipesBack(completing: false))
        #expect(navigator.state == before)
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userSwipesBack())
        #expect(app.journal.events == ["List heard Detail ended"])
    }

    @Test("a sheet swiped down is dismissed and its opener told; a sheet that is not dismissible stays")
    func sheetSwipedDown() {
        app.list.present("Compose", NavGraphPresentationOptions(.pageSheet, dismissible: false, detents: [.medium, .large]))
        let presented = navigator.presentation(over: app.list)
        #expect(presented?.dismissible == false && presented?.detents == [.medium, .large])
        #expect(!navigator.userSwipesDownSheet())
        #expect(navigator.presentation(over: app.list) != nil)
        (navigator.topFlowController as? Screen)?.finish()

        app.list.present("Filter")
        #expect(navigator.userSwipesDownSheet())
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(app.journal.events == ["List heard Compose ended", "List heard Filter ended"])
    }

    @Test("a full-screen presentation cannot be swiped down")
    func fullScreenStays() {
        app.list.present("Player", NavGraphPresentationOptions(.fullScreen))
        #expect(!navigator.userSwipesDownSheet())
    }

    @Test("a popover tapped away is dismissed and its opener told")
    func popoverTappedAway() {
        app.list.present("Preview", NavGraphPresentationOptions(.popover))
        #expect(!navigator.userSwipesDownSheet(), "a popover is not a sheet")
        #expect(navigator.userTapsOutsidePopover())
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(app.journal.events == ["List heard Preview ended"])
    }

    @Test("a tab tapped by the user is selected in the state, unless a presentation covers the tab bar")
    func tabTapped() {
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        #expect(navigator.selectedTab(of: app.main) === app.settings)
        app.menu.present("Help")
        #expect(!navigator.userTapsTab(NavGraphNodeName(rawValue: "Feed")))
        #expect(navigator.selectedTab(of: app.main) === app.settings)
    }
}
