import NavGraphRuntime
import Testing

/// `replace` on a navigation stack: a screen put in the source's place on top of the stack, and
/// the stack started again from a root; both one transition, both saved and restored.
@MainActor
@Suite("Headless navigator: replacing in a stack")
struct HeadlessReplaceTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    private func path(_ navigator: NavGraphHeadlessNavigator) -> [String] { navigator.visiblePath.map(\.rawValue) }

    @Test("a replace puts its destination in the source's place in one transition; the source's opener hears its route ended; back goes below")
    func replaceTop() throws {
        app.list.push("Detail")
        let detail = try #require(top)
        try #require(top).present("Sheet")
        let sheet = try #require(top)
        let drawn = navigator.drawnChanges.count
        detail.replaceTop(with: "Profile")
        #expect(path(navigator) == ["Root", "Main", "Feed", "Detail", "Sheet"], "only the top acts: a screen under a sheet is refused")
        sheet.finish()
        detail.replaceTop(with: "Profile")
        #expect(path(navigator) == ["Root", "Main", "Feed", "Profile"])
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Profile"])
        #expect(navigator.drawnChanges.count == drawn + 2, "the sheet's dismissal, then one change for the stack")
        #expect(app.journal.events == ["Detail heard Sheet ended", "Profile started", "List heard Detail ended"], "the source's opener is told its route ended")
        #expect(navigator.userTapsBack())
        #expect(path(navigator) == ["Root", "Main", "Feed", "List"])
        #expect(app.journal.events.last == "List heard Detail ended", "no route waited for Profile: nobody is told it went")
    }

    @Test("a replace on a presentation's own stack replaces its root and keeps the presentation; starting a stack again from a root closes every entry")
    func replaceEmbeddedRootAndWholeStack() throws {
        app.list.push("Detail")
        try #require(top).present("Compose", NavGraphPresentationOptions(embedInStack: true))
        let compose = try #require(top)
        compose.replaceTop(with: "Profile")
        #expect(path(navigator) == ["Root", "Main", "Feed", "Detail", "Profile"])
        #expect(navigator.stack(containing: try #require(top)).map(\.navGraphNode.rawValue) == ["Profile"], "the presentation's own stack")
        #expect(app.journal.events.suffix(2) == ["Profile started", "Detail heard Compose ended"])
        try #require(top).finish()
        #expect(path(navigator) == ["Root", "Main", "Feed", "Detail"], "finishing the root of the presentation's stack dismisses it")

        try #require(top).push("Step")
        try #require(top).replaceStack(root: "List")
        #expect(path(navigator) == ["Root", "Main", "Feed", "List"])
        #expect(navigator.topFlowController !== app.list, "the stack flow made a new root")
        #expect(app.journal.events.last == "List started with replace")
        try #require(top).replaceStack(root: "Nowhere")
        #expect(path(navigator) == ["Root", "Main", "Feed", "List"], "a root the stack flow does not list is ignored")
    }

    @Test("a saved state holds the routes that replaced a screen, and restoring makes each again through the one before")
    func replacedScreensRestored() throws {
        app.list.push("Detail")
        try #require(top).replaceTop(with: "Profile")
        try #require(top).replaceTop(with: "Room")
        let state = try RestoreRoundTrip.saved(navigator)
        #expect(state.root.content.lastPushed?.opening == .init(route: "Detail", destination: "Detail", replacements: [
            .init(route: "Profile", destination: "Profile"), .init(route: "Room", destination: "Room"),
        ]))

        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(path(restored) == ["Root", "Main", "Feed", "Room"])
        #expect(journal.events.prefix(4) == ["List started", "Detail started", "Profile started", "Room started"], "each screen on the way starts before it makes the next")
        #expect(try RestoreRoundTrip.saved(restored) == state, "saving the restored state gives what was saved")
        #expect(restored.userTapsBack())
        #expect(path(restored) == ["Root", "Main", "Feed", "List"])
    }

    @Test("the root of a presentation's own stack, replaced, comes back inside the presentation")
    func replacedPresentedRootRestored() throws {
        app.list.push("Detail")
        try #require(top).present("Compose", NavGraphPresentationOptions(embedInStack: true))
        try #require(top).replaceTop(with: "Profile")
        try #require(top).push("Step")
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(path(restored) == ["Root", "Main", "Feed", "Detail", "Step"])
        #expect(restored.stack(containing: try #require(restored.topFlowController)).map(\.navGraphNode.rawValue) == ["Profile", "Step"])
        #expect(try RestoreRoundTrip.saved(restored) == state)
        try #require(restored.topFlowController as? Screen).finish(with: 3)
        #expect(journal.events.last == "Profile got Step 3", "what the replacing screen pushed still hands its feedback back")
        #expect(restored.userSwipesDownSheet())
        #expect(path(restored) == ["Root", "Main", "Feed", "Detail"])
        #expect(journal.events.last == "Profile got Step 3", "no route of Detail waits for Profile")
    }

    @Test("a screen put in the place of one a link pushed is saved with the link and the replacement; only a destination that names its screen says which link")
    func replacedLinkedScreenSaved() throws {
        #expect(navigator.navigation.open("42", placement: TestPlacements(journal: app.journal).detail))
        try #require(top).replaceTop(with: "Profile")
        let state = try RestoreRoundTrip.saved(navigator)
        #expect(state.root.content.lastPushed?.opening == .init(route: nil, destination: "42", replacements: [.init(route: "Profile", destination: "Profile")]))
        let placements = TestPlacements(journal: Journal())
        #expect(throws: NavGraphRestoreError.notLinked(NavGraphNodeName(rawValue: "Profile")), "a String names no screen: the link is unknown") {
            try NavGraphHeadlessNavigator().navigation.restore(state, entry: Screen("Root", journal: Journal()), startEntry: {}) {
                $0.rawValue == "Detail" ? placements.detail : nil
            }
        }
    }

    @Test("a saved replacement that names a route the screen does not have is refused")
    func unknownReplacementRefused() throws {
        app.list.push("Detail")
        try #require(top).replaceTop(with: "Profile")
        var state = try RestoreRoundTrip.saved(navigator)
        state.root.content = state.root.content.replacingLastPushed { $0.opening?.replacements = [.init(route: "Detail", destination: "Detail")] }
        #expect(throws: NavGraphRestoreError.unknownRoute("Detail", of: NavGraphNodeName(rawValue: "Detail"))) {
            try RestoreRoundTrip.relaunch(state, journal: Journal())
        }
    }
}
