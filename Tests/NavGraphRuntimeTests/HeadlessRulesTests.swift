import NavGraphRuntime
import Testing

/// The state machine's rules, on the headless navigator: the presenter chain comes from the
/// state, closing closes everything above, transitions are serialized, callbacks come last.
@MainActor
@Suite("Headless navigator: rules")
struct HeadlessRulesTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }
    private var top: Screen? { navigator.topFlowController as? Screen }

    @Test("a double tap pushes once while the push animates, and the second tap says why it was ignored")
    func doubleTapPushesOnce() {
        navigator.holdsTransitions = true
        app.list.push("Detail")
        app.list.push("Detail")
        navigator.completeTransitions()
        #expect(navigator.stack(containing: app.list).count == 2)
        #expect(app.list.made == 1)
        #expect(navigator.ignoredRequests.count == 1)
        app.list.push("Detail")
        #expect(navigator.stack(containing: app.list).count == 2, "List is no longer on top")
    }

    @Test("a double present never crashes: the second is ignored")
    func doublePresent() {
        app.list.present("Sheet")
        app.list.present("Sheet")
        #expect(app.list.made == 1)
        #expect(navigator.visiblePath.last == name("Sheet"))
    }

    @Test("feedback is handed over after the dismissal completes, and a handler may present at once")
    func feedbackAfterDismissal() throws {
        navigator.holdsTransitions = true
        app.list.present("Picker")
        navigator.completeTransitions()
        app.list.whenRouteEnds = { $0.present("Confirm") }
        try #require(top).finish(with: 42)
        #expect(app.journal.events.isEmpty, "not while the dismissal animates")
        navigator.completeTransitions()
        #expect(app.journal.events == ["List got Picker 42"])
        #expect(navigator.visiblePath.last == name("Confirm"), "the handler's presentation was taken")
    }

    @Test("a route performed while a destination starts runs once its transition has completed")
    func routesFromStartAreChained() {
        navigator.holdsTransitions = true
        app.list.push("Detail") { $0.push("More") }
        #expect(navigator.visiblePath.last == name("Detail"))
        navigator.completeTransitions()
        #expect(navigator.visiblePath.last == name("More"))
    }

    @Test("replace from inside two stacked presentations dismisses them once, from the bottom, then swaps")
    func replaceFromStackedPresentations() throws {
        app.list.select("Settings")
        app.menu.present("Account")
        try #require(top).present("Confirm")
        let account = try #require(navigator.state[navigator.state.visibleEntries[navigator.state.visibleEntries.count - 2]])
        let login = Screen("Login", journal: app.journal)
        let drawnBefore = navigator.drawnChanges.count
        try #require(top).replace(with: login)
        #expect(navigator.visiblePath == [name("Root"), name("Login")])
        let menu = try #require(navigator.navigation.entryID(of: app.menu) ?? account.parent)
        let drawn = Array(navigator.drawnChanges[drawnBefore...])
        #expect(drawn.count == 2)
        #expect(drawn.first == .dismiss(account.id, over: menu), "one dismissal, of the lowest presentation")
    }

    @Test("select from inside a presentation dismisses it, tells its opener, then selects the tab")
    func selectFromPresentation() throws {
        app.list.present("Sheet")
        try #require(top).select("Settings")
        #expect(navigator.visiblePath == [name("Root"), name("Main"), name("Settings"), name("Menu")])
        #expect(app.journal.events == ["List heard Sheet ended"])
    }

    @Test("finishing a screen below the top closes everything above it and tells the openers still shown")
    func finishBelowTop() throws {
        app.list.push("A")
        let a = try #require(top)
        a.push("B")
        try #require(top).present("C", NavGraphPresentationOptions(embedInStack: true))
        a.finish(with: 7)
        #expect(navigator.visiblePath.last == name("List"))
        #expect(app.journal.events == ["List got A 7"])
        #expect(navigator.state.entries.count == 6, "only the app's own six entries remain")
    }

    @Test("finishing the root of an embedded stack dismisses the presentation and hands over feedback")
    func finishEmbedded() throws {
        app.list.present("Form", NavGraphPresentationOptions(.formSheet, embedInStack: true))
        let form = try #require(top)
        #expect(navigator.stack(containing: form).count == 1)
        form.push("Step")
        form.finish(with: 3)
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(app.journal.events == ["List got Form 3"])
    }

    @Test("unwind closes everything above the nearest destination below and tells the openers still shown")
    func unwind() throws {
        app.list.push("A")
        try #require(top).present("B")
        try #require(top).push("C")
        try #require(top).unwind(to: "List")
        #expect(navigator.visiblePath.last == name("List"))
        #expect(app.journal.events == ["List heard A ended"])
        try #require(top).unwind(to: "Nowhere")
        #expect(navigator.ignoredRequests.last?.contains("Nowhere") == true)
    }

    @Test("a navigator is kept by its owner only: FlowControllers hold it weakly")
    func noRetainCycle() {
        weak var released: NavGraphHeadlessNavigator?
        let root = Screen("Root", journal: Journal())
        do {
            let local = NavGraphHeadlessNavigator()
            local.showRoot(root)
            released = local
        }
        #expect(released == nil)
        #expect(root.navigator == nil)
    }

    @Test("the navigation is one value that changes with every command and tells its observers")
    func oneState() {
        var seen: [NavGraphState] = []
        navigator.navigation.stateDidChange = { seen.append($0) }
        app.list.push("Detail")
        #expect(seen.last == navigator.state)
        let stack = navigator.state.stack(containing: navigator.state.top!)!
        #expect(navigator.state.stackEntries(stack).count == 2)
        #expect(navigator.state[navigator.state.top!]?.opening?.route == NavGraphRouteValue(TestRoute("Detail", .push)))
    }

    @Test("a presented stack flow is what is presented; an embedding stack shows its root")
    func presentedFlowOrEmbeddedRoot() throws {
        app.list.presentStack("Compose", root: "Draft")
        #expect(navigator.presentation(over: app.list)?.flowController.navGraphNode == name("Compose"))
        #expect(navigator.visiblePath.suffix(2) == [name("Compose"), name("Draft")])
        try #require(top).finish()
        #expect(app.journal.events == ["List heard Compose ended"], "finishing the flow's root dismisses the flow")
        app.list.present("Form", NavGraphPresentationOptions(embedInStack: true))
        #expect(navigator.presentation(over: app.list)?.flowController.navGraphNode == name("Form"))
    }
}
