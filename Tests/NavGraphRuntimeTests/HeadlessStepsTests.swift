import NavGraphRuntime
import Testing

/// Issue 36's routes, headless: a presented stack flow that ends with a value.
@MainActor
@Suite("Headless navigator: presented flows that end, routes of several steps")
struct HeadlessStepsTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    @Test("a presented stack flow ends from its third screen: the sheet is dismissed in one transition and the value goes to the route that presented it")
    func presentedFlowFinishesWithAValue() throws {
        app.list.presentStack("Report", root: "Reason")
        try #require(top).push("Rules")
        try #require(top).push("Comment")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List", "Report", "Comment"])
        let drawn = navigator.drawnChanges.count
        try #require(top).finishFlow("Report", feedback: 3)
        #expect(navigator.topFlowController === app.list)
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(navigator.drawnChanges.count == drawn + 1, "one dismissal")
        #expect(app.journal.events == ["List got Report 3"], "nobody inside the flow is told: \(app.journal.events)")
    }

    @Test("a presented stack flow ended without a value tells its presenter the route ended; a flow that is not the one presented is not finished")
    func presentedFlowFinishedWithoutAValue() throws {
        app.list.presentStack("Report", root: "Reason")
        try #require(top).finishFlow("Thread")
        #expect(top?.navGraphNode.rawValue == "Reason", "Thread is not shown")
        try #require(top).finishFlow("Report")
        #expect(navigator.topFlowController === app.list)
        #expect(app.journal.events == ["List heard Report ended"])
    }

    @Test("a state inside a presented stack flow restores, and the flow still ends with its value")
    func presentedFlowRestored() throws {
        app.list.presentStack("Report", root: "Reason")
        try #require(top).push("Rules")
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(try RestoreRoundTrip.saved(restored) == state)
        try #require(restored.topFlowController as? Screen).finishFlow("Report", feedback: 5)
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List"])
        #expect(journal.events.last == "List got Report 5")
    }
}
