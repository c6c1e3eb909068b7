import NavGraphRuntime
import Testing

/// A tab set that changes at run time: the test app's Main tabs (Feed, Settings) with Settings a
/// tab the app hides while no one is logged in (`hideable: [Settings]`).
@MainActor
@Suite("Headless navigator: tabs the app shows or hides")
struct HeadlessTabSetTests {
    let journal = Journal()
    let navigator = NavGraphHeadlessNavigator()
    let main: Screen

    init() {
        main = Screen("Main", journal: journal)
        main.hiddenChildren = ["Settings"]
    }

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    /// Starts Main as generated code does: only the tabs that show are made.
    private func start() {
        navigator.showRoot(main)
        let feed = Screen("Feed", journal: journal)
        navigator.setTabs(of: main, tabs: [feed])
        navigator.setStack(of: feed, root: Screen("List", journal: journal))
    }

    private func updateTabs() {
        TestApp.updateTabs(of: main, on: navigator, journal: journal)
    }

    /// Menu, the root of the Settings tab, as a link or an open route places it.
    private var menu: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: name("Menu"),
            steps: [.init(flow: name("Main"), kind: .tabs, child: name("Settings")), .init(flow: name("Settings"), kind: .stack, child: name("Menu"))],
            arrival: .shown, start: { [journal] _, destination in journal.events.append("Menu opened for \(destination)") })
    }

    private var tabs: [NavGraphNodeName] {
        guard let id = navigator.navigation.state.root, case .tabs(let list, _) = navigator.navigation.state[id]?.content else { return [] }
        return list.compactMap { navigator.navigation.state[$0]?.node }
    }

    private var top: Screen? {
        navigator.navigation.state.top.flatMap { navigator.navigation.flowController(for: $0) as? Screen }
    }

    @Test("a tab that comes is made in its place and started once drawn; the selected tab stays selected")
    func tabComes() {
        start()
        top?.push("Detail")
        main.hiddenChildren = []
        updateTabs()
        #expect(tabs == [name("Feed"), name("Settings")])
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("Detail")])
        #expect(journal.events == ["Settings started"])
        #expect(navigator.drawnChanges.contains(.setTabs(navigator.navigation.state.root!)))
        #expect(navigator.userTapsTab(name("Settings")))
        #expect(navigator.visiblePath == [name("Main"), name("Settings"), name("Menu")])
        // Nothing changed: nothing drawn.
        let drawn = navigator.drawnChanges.count
        updateTabs()
        #expect(navigator.drawnChanges.count == drawn)
    }

    @Test("a select route to a hidden tab does nothing, and the log says the app hides it")
    func selectOfAHiddenTab() {
        start()
        top?.select("Settings")
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
        #expect(navigator.ignoredRequests == ["List selected the tab Settings, which the app hides now"])
    }

    @Test("a selected tab that goes is closed with what it presents, its openers told; the first tab is selected, the flow's own sheet stays")
    func selectedTabGoes() {
        main.hiddenChildren = []
        navigator.showRoot(main)
        let feed = Screen("Feed", journal: journal), settings = Screen("Settings", journal: journal)
        navigator.setTabs(of: main, tabs: [feed, settings])
        navigator.setStack(of: feed, root: Screen("List", journal: journal))
        navigator.setStack(of: settings, root: Screen("Menu", journal: journal))
        #expect(navigator.userTapsTab(name("Settings")))
        top?.push("Detail")
        top?.present("Sheet")
        #expect(navigator.visiblePath.last == name("Sheet"))
        main.hiddenChildren = ["Settings"]
        updateTabs()
        #expect(tabs == [name("Feed")])
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
        // Menu, which pushed Detail, is closed too: no one is left to hear it ended.
        #expect(journal.events.isEmpty)
        // The flow's own presentation is above no tab: it stays when a tab goes.
        main.hiddenChildren = []
        updateTabs()
        main.present("Sheet")
        main.hiddenChildren = ["Settings"]
        updateTabs()
        #expect(tabs == [name("Feed")])
        #expect(navigator.visiblePath == [name("Main"), name("Sheet")])
    }

    @Test("a link to a screen in a hidden tab waits, and opens once the tab shows")
    func linkWaitsForTheTab() {
        start()
        #expect(!navigator.navigation.open("7", placement: menu))
        #expect(navigator.navigation.hasPendingLink)
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
        main.hiddenChildren = []
        updateTabs()
        #expect(navigator.visiblePath == [name("Main"), name("Settings"), name("Menu")])
        #expect(journal.events == ["Settings started", "Menu opened for 7"])
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test("an open route through a hidden tab does nothing, is not kept, and the log says why")
    func openRouteThroughAHiddenTab() {
        start()
        top?.open("7", placement: menu)
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.ignoredRequests == ["List asked to open Menu, which a switch flow on the way refused, or a tab the app hides now holds"])
    }

    @Test("a link opened in the full tab set stays in it: it selects the tab, and the tabs stay")
    func linkStaysInTheTabSet() {
        start()
        main.hiddenChildren = []
        updateTabs()
        #expect(navigator.userTapsTab(name("Settings")))
        let list = NavGraphPlacement<String>(
            screen: name("List"),
            steps: [.init(flow: name("Main"), kind: .tabs, child: name("Feed")), .init(flow: name("Feed"), kind: .stack, child: name("List"))],
            arrival: .shown, start: { _, _ in })
        #expect(navigator.navigation.open("1", placement: list))
        #expect(tabs == [name("Feed"), name("Settings")])
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
    }

    @Test("while a transition is drawn, the tab set changes once it has been")
    func waitsForTheTransition() {
        start()
        navigator.holdsTransitions = true
        top?.push("Detail")
        main.hiddenChildren = []
        updateTabs()
        #expect(tabs == [name("Feed")])
        navigator.completeTransitions()
        #expect(tabs == [name("Feed"), name("Settings")])
    }

    @Test("a saved state that names a tab the app now hides is refused; one that lacks a tab that shows is too")
    func restoreChecksTheTabSet() throws {
        let both = NavGraphSavedState<String>(root: .init(name: name("Main"), content: .tabs([
            .init(name: name("Feed"), content: .stack([.init(name: name("List"))])),
            .init(name: name("Settings"), content: .stack([.init(name: name("Menu"))])),
        ], selected: 1)))
        let feedOnly = NavGraphSavedState<String>(root: .init(name: name("Main"), content: .tabs([
            .init(name: name("Feed"), content: .stack([.init(name: name("List"))])),
        ], selected: 0)))
        #expect(throws: NavGraphRestoreError.refused(name("Settings"), by: name("Main"))) {
            try navigator.navigation.restore(both, entry: main, startEntry: {})
        }
        let shown = Screen("Main", journal: journal)
        #expect(throws: NavGraphRestoreError.differentContent(name("Main"))) {
            try NavGraphHeadlessNavigator().navigation.restore(feedOnly, entry: shown, startEntry: {})
        }
        try navigator.navigation.restore(feedOnly, entry: main, startEntry: {})
        #expect(navigator.visiblePath == [name("Main"), name("Feed"), name("List")])
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(both, entry: Screen("Main", journal: journal), startEntry: {})
        #expect(restored.visiblePath == [name("Main"), name("Settings"), name("Menu")])
    }
}
