import NavGraphRuntime
import Testing

/// Issue 36's routes, headless: a presented stack flow that ends with a value; routes of several
/// steps (`then:`), unwinds that go on, a stack flow's own push, and back to the tab selected
/// before.
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

    @Test("a container presented in a navigation stack with a context ends from a child: the whole presentation is dismissed in one transition and the value goes to the route that presented it")
    func presentedContainerFinishesWithAValue() throws {
        app.list.presentEditor(context: "bookmark 7")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List", "BookmarkEditor", "Details"])
        let folders = try #require(Self.shown("Folders", on: navigator))
        #expect(app.journal.events == ["BookmarkEditor started with bookmark 7", "Details started with bookmark 7", "Folders started with bookmark 7"])
        let drawn = navigator.drawnChanges.count
        folders.finishFlow("BookmarkEditor", feedback: 4)
        #expect(navigator.topFlowController === app.list)
        #expect(navigator.presentation(over: app.list) == nil, "the navigation stack the editor was presented in is dismissed too")
        #expect(navigator.drawnChanges.count == drawn + 1, "one dismissal")
        #expect(app.journal.events.last == "List got BookmarkEditor 4")
    }

    @Test("a state with a presented container restores, and the container still ends, telling its presenter")
    func presentedContainerRestored() throws {
        app.list.presentEditor(context: "bookmark 7")
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(try RestoreRoundTrip.saved(restored) == state)
        try #require(Self.shown("Details", on: restored)).finishFlow("BookmarkEditor")
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List"])
        #expect(journal.events.last == "List heard BookmarkEditor ended")
    }

    /// The test FlowController shown for the node `name` (a container's child is shown beside
    /// the others, not on top).
    private static func shown(_ name: String, on navigator: NavGraphHeadlessNavigator) -> Screen? {
        let id = navigator.navigation.state.entries.values.first { $0.node?.rawValue == name }?.id
        return id.flatMap { navigator.navigation.flowController(for: $0) } as? Screen
    }

    /// What the openers heard of their routes, in order (the test screens also log their starts).
    private func heard(_ journal: Journal) -> [String] {
        journal.events.filter { $0.contains(" heard ") || $0.contains(" got ") }
    }

    @Test("a presentation in its own stack, then a push onto that stack: one transition, each route's opener told how it ends, restored through JSON")
    func presentThenPush() throws {
        let drawn = navigator.drawnChanges.count
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true), steps: ["Detail"])
        let compose = try #require(navigator.presentation(over: app.list)?.flowController)
        #expect(navigator.stack(containing: compose).map(\.navGraphNode.rawValue) == ["Compose", "Detail"])
        #expect(navigator.drawnChanges.count == drawn + 2, "the presentation, and the stack drawn once with its push: \(navigator.drawnChanges.suffix(2))")
        #expect(app.journal.events == ["Compose made Detail before it started", "Detail started"], "the step made by Compose's route: \(app.journal.events)")
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(try restored.visiblePath == navigator.visiblePath && RestoreRoundTrip.saved(restored) == state)
        #expect(restored.userTapsBack() && heard(journal) == ["Compose heard Detail ended"])
        #expect(navigator.userTapsBack() && navigator.userSwipesDownSheet())
        #expect(heard(app.journal) == ["Compose heard Detail ended", "List heard Compose ended"])
    }

    @Test("a presentation, then another presented over it")
    func presentThenPresent() throws {
        app.list.present("Sheet", steps: ["Sheet"])
        let first = try #require(navigator.presentation(over: app.list)?.flowController)
        let second = try #require(navigator.presentation(over: first)?.flowController)
        #expect(second.navGraphNode.rawValue == "Sheet" && navigator.topFlowController === second)
    }

    @Test("a step that is no route of the screen before it ends the steps there, logged; what the route showed stays")
    func unknownStepEndsTheSteps() throws {
        let step = NavGraphRouteStep("Sheet", to: "Detail")
        navigator.navigation.push(Screen("Detail", journal: app.journal), from: app.list, route: TestRoute("Detail", .push), onEnd: nil, then: [step]) {}
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail"])
        #expect(navigator.ignoredRequests.count == 1, "\(navigator.ignoredRequests)")
    }

    @Test("an unwind that goes on: the sheet and Detail close, then List presents, in one transition; the closed routes' openers still shown are told")
    func unwindThenPresent() throws {
        app.list.push("Detail")
        try #require(top).present("Sheet")
        try #require(top).unwind(to: "List", steps: ["Compose"])
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List"])
        #expect(navigator.presentation(over: app.list)?.flowController.navGraphNode.rawValue == "Compose")
        #expect(heard(app.journal) == ["List heard Detail ended"], "Detail closed too: \(app.journal.events)")
    }

    @Test("an unwind to the screen itself is taken while a sheet covers it: the sheet closes, then the screen goes on")
    func unwindToItselfFromBelow() throws {
        app.list.present("Sheet")
        app.list.push("Detail")
        #expect(navigator.ignoredRequests.count == 1, "a push from below is ignored")
        app.list.unwind(to: "List", steps: ["Detail"])
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail"])
        #expect(heard(app.journal) == ["List heard Sheet ended"], "\(app.journal.events)")
    }

    @Test("a stack flow's own push goes above its top screen; the flow hears how it ends, also once restored")
    func flowPushesOntoItsStack() throws {
        app.list.push("Detail")
        app.feed.push("More")
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail", "More"])
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(try restored.visiblePath == navigator.visiblePath && RestoreRoundTrip.saved(restored) == state)
        #expect(restored.userTapsBack() && heard(journal) == ["Feed heard More ended"], "the flow's route, not Detail's: \(journal.events)")
        #expect(navigator.userTapsBack() && heard(app.journal) == ["Feed heard More ended"])
    }

    @Test("a select of the tabs flow itself goes back to the tab selected before, by a route or by the person; with none before, it is ignored")
    func backToThePreviousTab() throws {
        app.list.select("Main")
        #expect(navigator.ignoredRequests.count == 1 && navigator.selectedTab(of: app.main) === app.feed)
        app.list.select("Settings")
        app.menu.select("Main")
        #expect(navigator.selectedTab(of: app.main) === app.feed)
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        app.menu.select("Main")
        #expect(navigator.selectedTab(of: app.main) === app.feed)
        app.list.select("Main")
        #expect(navigator.selectedTab(of: app.main) === app.settings, "back and forth")
    }
}
