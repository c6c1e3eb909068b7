import NavGraphRuntime
import Testing

/// Saving the test app's navigation (Root switch → Main tabs → [Feed stack → List, Settings
/// stack → Menu]) and restoring it through the FlowControllers, as generated contracts do.
@MainActor
@Suite("Headless navigator: saving and restoring the navigation")
struct HeadlessRestoreTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    @Test("pushes, tabs and an embedded presentation come back as they were, drawn at once, started in order")
    func roundTrip() throws {
        app.list.push("Detail")
        try #require(navigator.topFlowController as? Screen).present("Compose", NavGraphPresentationOptions(embedInStack: true))
        try #require(navigator.topFlowController as? Screen).push("Step")
        let state = try RestoreRoundTrip.saved(navigator)

        let journal = Journal()
        let restored = try RestoreRoundTrip.relaunch(state, journal: journal)
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(try RestoreRoundTrip.saved(restored) == state, "saving the restored state gives what was saved")
        #expect(restored.drawnChanges.count == 1, "one change, drawn without animation")
        #expect(journal.events == ["List started", "Detail started", "Compose started", "Step started", "Menu started"], "depth first: an opener before what it opened, each made after its opener started")
        let step = try #require(restored.topFlowController as? Screen)
        #expect(restored.stack(containing: step).map(\.navGraphNode.rawValue) == ["Compose", "Step"])

        step.finish(with: 7)
        #expect(journal.events.last == "Compose got Step 7", "the restored opener receives the feedback")
        try #require(restored.topFlowController as? Screen).finish(with: 8)
        #expect(journal.events.last == "Detail got Compose 8")
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"])
    }

    @Test("an alert is never saved: the screen that presented it comes back on top")
    func alertNotRestored() throws {
        app.list.push("Detail")
        try #require(navigator.topFlowController as? Screen).presentAlert()
        #expect(navigator.shownAlert != nil)
        let state = try RestoreRoundTrip.saved(navigator)
        let restored = try RestoreRoundTrip.relaunch(state)
        #expect(restored.visiblePath.last == name("Detail"), "\(restored.visiblePath)")
        #expect(restored.shownAlert == nil)
    }

    @Test("the selected tab and a sheet over it are restored")
    func selectedTabAndSheet() throws {
        app.list.select("Settings")
        try #require(navigator.topFlowController as? Screen).present("Sheet")
        let restored = try RestoreRoundTrip.relaunch(try RestoreRoundTrip.saved(navigator))
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Menu", "Sheet"])
        #expect(restored.userSwipesDownSheet())
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Menu"])
    }

    @Test("a screen a link pushed is made and started by the link's placement")
    func linkedScreen() throws {
        let placements = TestPlacements(journal: app.journal)
        #expect(navigator.navigation.open("42", placement: placements.detail))
        let state = try RestoreRoundTrip.saved(navigator)
        guard case .tabs(let tabs, _) = state.root.content.switchChild?.content, case .stack(let feed) = tabs.first?.content else {
            Issue.record("Root → Main → Feed")
            return
        }
        #expect(feed.last?.opening == .init(route: nil, destination: "42"))

        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        let restoredPlacements = TestPlacements(journal: journal)
        try restored.navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}) {
            $0.rawValue == "Detail" ? restoredPlacements.detail : nil
        }
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"])
        #expect(journal.events.contains("Detail started with 42"))
        #expect(throws: NavGraphRestoreError.notLinked(name("Detail")), "without the link") { try RestoreRoundTrip.relaunch(state) }
    }

    /// Where the test graph's links place each screen.
    private func linkPlacements(_ journal: Journal) -> (NavGraphNodeName) -> NavGraphPlacement<String>? {
        let placements = TestPlacements(journal: journal)
        return { name in
            switch name.rawValue {
            case "Detail": placements.detail
            case "Compose": placements.compose
            default: nil
            }
        }
    }

    @Test("a state the app saved with a screen a link presented is restored")
    func linkPresentedScreen() throws {
        #expect(navigator.navigation.open("draft", placement: TestPlacements(journal: app.journal).compose))
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}, placement: linkPlacements(journal))
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(journal.events.contains("Compose started with draft"))
    }

    @Test("a screen saved as opened by a link with a context no link reads from a URL is refused; nothing is shown")
    func linkEntryWithAContextNoLinkReads() throws {
        #expect(navigator.navigation.open("", placement: TestPlacements(journal: app.journal).detail))
        let state = try RestoreRoundTrip.saved(navigator)
        let journal = Journal()
        // As generated: `NavGraphLinkTable.reads(_:)`, here a link that reads one non-empty segment.
        func restore(on restored: NavGraphHeadlessNavigator, reads: @escaping (String) -> Bool) throws {
            try restored.navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}, placement: linkPlacements(journal), reads: reads)
        }
        let refused = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.notLinkValue(name("Detail"))) { try restore(on: refused) { !$0.isEmpty } }
        #expect(refused.visiblePath.isEmpty)
        #expect(!journal.events.contains("Detail started with "), "refused before the screen starts")
        let restored = NavGraphHeadlessNavigator()
        try restore(on: restored) { _ in true }
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"])
    }

    @Test("a switch flow whose gate refuses the saved child refuses the state; nothing is shown")
    func gateRefuses() throws {
        app.list.push("Detail")
        let state = try RestoreRoundTrip.saved(navigator)
        let root = Screen("Root", journal: Journal())
        root.refusesToRestore = ["Main"]
        let restored = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.refused(name("Main"), by: name("Root"))) {
            try restored.navigation.restore(state, entry: root, startEntry: {})
        }
        #expect(restored.visiblePath.isEmpty)
    }

    @Test("a switch flow whose FlowController is no gate (written without its contract) lets no saved child through")
    func noGateRefuses() throws {
        let state = try RestoreRoundTrip.saved(navigator)
        let restored = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.refused(name("Main"), by: name("Root"))) {
            try restored.navigation.restore(state, entry: UngatedSwitch(Screen("Root", journal: Journal())), startEntry: {})
        }
        #expect(restored.visiblePath.isEmpty)
        // The same flow as a gate that answers `true` restores it.
        try restored.navigation.restore(state, entry: Screen("Root", journal: Journal()), startEntry: {})
        #expect(restored.visiblePath == navigator.visiblePath)
    }

    /// A switch flow's FlowController that makes its children as `flow` does but answers no
    /// `shouldRestore(_:)`: it is no `NavGraphSwitchGate`.
    final class UngatedSwitch: NavGraphFlowController {
        weak var navigator: (any NavGraphNavigator)?
        let flow: Screen
        init(_ flow: Screen) { self.flow = flow }
        var navGraphNode: NavGraphNodeName { flow.navGraphNode }
        var navGraphFlow: NavGraphFlowDeclaration? { flow.navGraphFlow }
        func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? { flow.navGraphChild(child) }
    }

    /// States written by hand, which nothing the graph does produces: each is refused.
    @Test("a hand-written state shows nothing perform, links and restore could not have produced")
    func handWrittenStates() throws {
        let journal = Journal()
        let placement = linkPlacements(journal)
        func restore(_ state: NavGraphSavedState<String>) throws {
            try NavGraphHeadlessNavigator().navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}, placement: placement)
        }
        func feed(_ pushed: [NavGraphSavedState<String>.Entry]) -> NavGraphSavedState<String> {
            let feed = NavGraphSavedState<String>.Entry(name: name("Feed"), content: .stack([.init(name: name("List"))] + pushed))
            let main = NavGraphSavedState<String>.Entry(name: name("Main"), content: .tabs([feed, .init(name: name("Settings"), content: .stack([.init(name: name("Menu"))]))], selected: 0))
            return NavGraphSavedState(root: .init(name: name("Root"), content: .switch(main)))
        }
        let linkedDetail = NavGraphSavedState<String>.Entry(name: name("Detail"), opening: .init(route: nil, destination: "7"))
        try restore(feed([linkedDetail]))

        #expect(throws: NavGraphRestoreError.notLinked(name("Detail")), "a link pushes right above the root, once") {
            try restore(feed([linkedDetail, linkedDetail]))
        }
        #expect(throws: NavGraphRestoreError.notLinked(name("Detail")), "500 entries 'opened by a link'") {
            try restore(feed(Array(repeating: linkedDetail, count: 500)))
        }
        let composeOverLogin = NavGraphSavedState<String>(root: .init(name: name("Root"), content: .switch(
            .init(name: name("Login"), presented: [.init(name: name("Compose"), opening: .init(route: nil, destination: "draft"))]))))
        #expect(throws: NavGraphRestoreError.notLinked(name("Compose")), "a link presents Compose only once Root shows Main") {
            try restore(composeOverLogin)
        }
    }

    @Test("a state larger or deeper than a saved state may be is refused before anything is made")
    func limits() throws {
        let journal = Journal()
        let pushed = NavGraphSavedState<String>.Entry(name: name("Detail"), opening: .init(route: "Detail", destination: "Detail"))
        let feed = NavGraphSavedState<String>.Entry(name: name("Feed"), content: .stack([.init(name: name("List"))] + Array(repeating: pushed, count: 100_000)))
        let wide = NavGraphSavedState<String>(root: .init(name: name("Root"), content: .switch(.init(name: name("Main"), content: .tabs([feed], selected: 0)))))
        #expect(throws: NavGraphRestoreError.tooLarge) {
            try NavGraphHeadlessNavigator().navigation.restore(wide, entry: Screen("Root", journal: journal), startEntry: {})
        }
        var deep = NavGraphSavedState<String>.Entry(name: name("Sheet"))
        for _ in 0..<NavGraphSavedState<String>.maximumDepth {
            deep = .init(name: name("Sheet"), presented: [deep])
        }
        #expect(throws: NavGraphRestoreError.tooLarge) {
            try NavGraphHeadlessNavigator().navigation.restore(NavGraphSavedState(root: .init(name: name("Root"), content: .switch(deep))),
                                                              entry: Screen("Root", journal: journal), startEntry: {})
        }
        #expect(journal.events.isEmpty, "nothing was made or started")
    }

    @Test("a state that does not fit the graph is refused, and the navigator shows what it showed")
    func refused() throws {
        app.list.push("Detail")
        let state = try RestoreRoundTrip.saved(navigator)
        let before = navigator.visiblePath

        var version = state
        version.version = 2
        #expect(throws: NavGraphRestoreError.unsupportedVersion(2)) { try navigator.navigation.restore(version, entry: Screen("Root", journal: Journal()), startEntry: {}) }

        var renamed = state
        renamed.root.name = name("Start")
        #expect(throws: NavGraphRestoreError.differentEntry(saved: name("Start"), graph: name("Root"))) { try RestoreRoundTrip.relaunch(renamed) }

        var route = state
        route.root.content = state.root.content.replacingLastPushed { $0.opening?.route = "Other" }
        #expect(throws: NavGraphRestoreError.unknownRoute("Other", of: name("List"))) {
            try navigator.navigation.restore(route, entry: Screen("Root", journal: Journal()), startEntry: {})
        }

        var screenWithChildren = state
        screenWithChildren.root.content = state.root.content.replacingLastPushed { $0.content = .stack([]) }
        #expect(throws: NavGraphRestoreError.differentContent(name("Detail"))) { try RestoreRoundTrip.relaunch(screenWithChildren) }

        var pushedWithoutOpening = state
        pushedWithoutOpening.root.content = state.root.content.replacingLastPushed { $0.opening = nil }
        #expect(throws: NavGraphRestoreError.differentContent(name("Detail"))) { try RestoreRoundTrip.relaunch(pushedWithoutOpening) }

        var presentedTwice = state
        presentedTwice.root.content = state.root.content.replacingLastPushed {
            $0.presented = [.init(name: name("Sheet"), opening: .init(route: "Sheet", destination: "Sheet")), .init(name: name("Step"))]
        }
        #expect(throws: NavGraphRestoreError.differentContent(name("Sheet")), "a sheet is not embedded in a stack") { try RestoreRoundTrip.relaunch(presentedTwice) }

        #expect(navigator.visiblePath == before)
        #expect(app.list.navigator === navigator, "what was shown still is")
        #expect(app.journal.events.isEmpty)
    }

    @Test("restoring replaces what was shown without telling its openers, and drops routes performed while starting")
    func replacesAndDropsRoutesFromStart() throws {
        app.list.push("Detail")
        let state = try RestoreRoundTrip.saved(navigator)
        let oldDetail = try #require(navigator.topFlowController as? Screen)
        app.journal.whenStarted = { screen in
            if screen.navGraphNode.rawValue == "Detail" { screen.push("Late") }
        }

        try navigator.navigation.restore(state, entry: Screen("Root", journal: app.journal), startEntry: {})
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"])
        #expect(navigator.topFlowController !== oldDetail && oldDetail.navigator == nil, "the old screens are closed")
        #expect(!app.journal.events.contains { $0.contains("heard") }, "closed without callbacks, like a new root")
        #expect(navigator.ignoredRequests.last?.contains("restored") == true, "the push from start was dropped: \(navigator.ignoredRequests)")
    }

    @Test("a state cannot be restored while a transition is drawn, nor saved with a route that is not a NavGraphRoute")
    func transitionRunningAndUnsavable() throws {
        let state = try RestoreRoundTrip.saved(navigator)
        navigator.holdsTransitions = true
        app.list.push("Detail")
        #expect(throws: NavGraphRestoreError.transitionRunning) {
            try navigator.navigation.restore(state, entry: Screen("Root", journal: Journal()), startEntry: {})
        }
        navigator.completeTransitions()

        let other = NavGraphHeadlessNavigator()
        let otherApp = TestApp(on: other)
        other.navigation.push(Screen("Plain", journal: otherApp.journal), from: otherApp.list, route: "plain", onEnd: nil) {}
        #expect(other.navigation.saved(as: String.self) == nil, "a plain String route has no name to save")
    }
}

/// The test app's saved shape, Root switch → Main tabs → Feed stack, read and changed.
extension NavGraphSavedState<String>.Content {
    /// The switch's child, for a switch.
    var switchChild: NavGraphSavedState<String>.Entry? {
        if case .switch(let child) = self { child } else { nil }
    }

    /// The last entry of this switch → tabs → first stack.
    var lastPushed: NavGraphSavedState<String>.Entry? {
        guard case .switch(let main) = self, case .tabs(let tabs, _) = main.content, case .stack(let feed) = tabs[0].content else { return nil }
        return feed.last
    }

    /// This switch → tabs → first stack with its last entry changed.
    func replacingLastPushed(_ change: (inout NavGraphSavedState<String>.Entry) -> Void) -> Self {
        guard case .switch(var main) = self, case .tabs(var tabs, let selected) = main.content,
              case .stack(var feed) = tabs[0].content, !feed.isEmpty else { return self }
        change(&feed[feed.count - 1])
        tabs[0].content = .stack(feed)
        main.content = .tabs(tabs, selected: selected)
        return .switch(main)
    }
}
