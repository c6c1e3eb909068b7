import NavGraphRuntime
import Testing

/// Sub-flows: a stack flow pushed onto the stack of the screen that opens it, its screens
/// pushed within it, ended with a result from deep inside, or gone back from screen by screen.
@MainActor
@Suite("Headless navigator: sub-flows")
struct HeadlessSubflowTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    private func screens(beside screen: Screen) -> [String] {
        navigator.stack(containing: screen).map(\.navGraphNode.rawValue)
    }

    @Test("a sub-flow's screens join the opener's stack; a finish from its third screen closes them all in one pop and hands the result to the route that pushed it")
    func finishedFromDeepInside() throws {
        app.list.pushSubflow()
        try #require(top).push("Replies")
        try #require(top).push("Reply")
        #expect(screens(beside: app.list) == ["List", "Post", "Replies", "Reply"], "one stack on screen")
        let drawn = navigator.drawnChanges.count
        try #require(top).finishFlow("Thread", feedback: 7)
        #expect(screens(beside: app.list) == ["List"])
        #expect(navigator.topFlowController === app.list)
        #expect(navigator.drawnChanges.count == drawn + 1, "one pop")
        #expect(app.journal.events.last == "List got Thread 7")
        #expect(!app.journal.events.contains { $0.contains("heard") }, "the routes inside the sub-flow closed with it: nobody else is told")
    }

    @Test("opened from a second stack, the sub-flow joins that stack; the user goes back screen by screen, and the opener is told once, when the sub-flow's first screen goes")
    func swipedBackScreenByScreen() throws {
        app.list.select("Settings")
        app.menu.pushSubflow()
        try #require(top).push("Replies")
        #expect(screens(beside: app.menu) == ["Menu", "Post", "Replies"])
        #expect(screens(beside: app.list) == ["List"], "the first tab's stack is untouched")
        #expect(navigator.userSwipesBack())
        #expect(screens(beside: app.menu) == ["Menu", "Post"])
        #expect(app.journal.events.last == "Post heard Replies ended")
        #expect(navigator.userTapsBack())
        #expect(screens(beside: app.menu) == ["Menu"])
        #expect(navigator.topFlowController === app.menu)
        #expect(app.journal.events.filter { $0.hasPrefix("Menu") } == ["Menu heard Thread ended"])
        #expect(!navigator.userTapsBack(), "nothing is left to pop")
    }

    @Test("a finish from a screen outside the sub-flow, or naming another flow, is ignored")
    func finishOutsideIgnored() throws {
        app.list.finishFlow("Thread")
        app.list.pushSubflow()
        try #require(top).finishFlow("Feed")
        #expect(screens(beside: app.list) == ["List", "Post"], "Feed is a stack flow, but no sub-flow")
        try #require(top).finishFlow("Thread")
        #expect(screens(beside: app.list) == ["List"])
        #expect(app.journal.events.last == "List heard Thread ended", "finished without a result")
    }

    @Test("a state inside a sub-flow is saved and restored, and Back still leaves the sub-flow to its opener")
    func restoredInsideSubflow() throws {
        app.list.pushSubflow()
        try #require(top).push("Replies")
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(try RestoreRoundTrip.saved(restored) == state, "saving the restored state gives what was saved")
        let shownTop = try #require(restored.topFlowController)
        let list = try #require(restored.stack(containing: shownTop).first)
        #expect(restored.stack(containing: list).map(\.navGraphNode.rawValue) == ["List", "Post", "Replies"])
        #expect(restored.userTapsBack())
        #expect(restored.userTapsBack())
        #expect(journal.events.suffix(2) == ["Post heard Replies ended", "List heard Thread ended"])
    }
}
