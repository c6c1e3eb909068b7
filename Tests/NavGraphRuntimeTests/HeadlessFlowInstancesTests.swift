import Foundation
import NavGraphRuntime
import Testing

/// A tabs flow's children made from data (`{ each: ListTab, key: ListID }`): Lists shows Inbox,
/// one ListTab per list key in the app's order, then Account (docs/Language.md, "Flows made from
/// data").
@MainActor
@Suite("Headless navigator: tabs made from data")
struct HeadlessFlowInstancesTests {
    let navigator = NavGraphHeadlessNavigator()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    /// Each tab's node, and its key for an instance: "Inbox", "ListTab a", "Account".
    private func tabs(_ navigator: NavGraphHeadlessNavigator) -> [String] {
        guard let id = navigator.navigation.state.root, case .tabs(let list, _) = navigator.navigation.state[id]?.content else { return [] }
        return list.map { tab in
            navigator.navigation.state[tab].map { entry in [entry.node?.rawValue, entry.instanceKey?.description].compactMap { $0 }.joined(separator: " ") } ?? "closed \(tab)"
        }
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    private func key(_ text: String) -> NavGraphInstanceKey { NavGraphInstanceKey(text) }

    /// ListTimeline, the root of the instance flow ListTab, as a link places it.
    private var listTimeline: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: name("ListTimeline"),
            steps: [.init(flow: name("Lists"), kind: .tabs, child: name("ListTab")), .init(flow: name("ListTab"), kind: .stack, child: name("ListTimeline"))],
            arrival: .shown, start: { screen, destination in (screen as? Screen)?.journal.events.append("ListTimeline opened for \(destination)") })
    }

    @Test("the first keys are made in their place, in the app's order, each started once drawn; the first tab stays selected")
    func firstTabs() {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab b", "Account"])
        #expect(app.journal.events == ["ListTab a started", "ListTab b started"])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "Inbox", "InboxList"])
        #expect(navigator.drawnChanges.contains(.setTabs(navigator.navigation.state.root!)))
        #expect(navigator.navigation.instanceKeys(of: app.lists) == [key("a"), key("b")])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == nil)
    }

    @Test("openTab makes a tab after the others and selects it; a route inside it stays in its stack; an open key is selected")
    func openTab() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        navigator.navigation.addInstance(key("c"), of: app.lists)
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab c", "Account"])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("c"))
        top?.push("Detail")
        let selectedTab = navigator.navigation.state.visibleEntries[1]
        #expect(navigator.navigation.state[selectedTab]?.instanceKey == key("c"))
        #expect(navigator.navigation.state.stackEntries(selectedTab).count == 2, "the push went onto c's own stack")
        // Opening a key that is open selects it, and makes nothing.
        navigator.navigation.addInstance(key("a"), of: app.lists)
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab c", "Account"])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("a"))
        navigator.navigation.selectInstance(key("c"), of: app.lists)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"], "c kept its stack")
    }

    @Test("closeTab closes the selected tab with what it pushed and presented, each opener inside told nothing; the next tab is selected, the flow's own sheet stays")
    func closeSelectedTab() {
        let app = TestListsApp(on: navigator, keys: ["a", "b", "c"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        top?.push("Detail")
        top?.present("Sheet")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail", "Sheet"])
        navigator.navigation.closeInstance(key("b"), of: app.lists)
        #expect(navigator.ignoredRequests == [])
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab c", "Account"])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("c"), "the next one")
        #expect(navigator.drawnChanges.suffix(2).contains { if case .dismiss = $0 { true } else { false } }, "the sheet over it was dismissed")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
        navigator.navigation.closeInstance(key("c"), of: app.lists)
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("a"), "none follows: the last one left")
        navigator.navigation.closeInstance(key("a"), of: app.lists)
        #expect(tabs(navigator) == ["Inbox", "Account"])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "Inbox", "InboxList"], "none left: the first tab")
    }

    @Test("a route that a screen outside the tab opened into it is told it ended when the tab closes")
    func openerOutsideIsTold() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        app.lists.present("Sheet")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "Sheet"])
        navigator.navigation.closeInstance(key("a"), of: app.lists)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "Sheet"], "what the tabs flow itself presents stays")
        #expect(tabs(navigator) == ["Inbox", "Account"])
    }

    @Test("setTabs keeps the tabs whose keys stay with what they show, in the new order; closes the others; makes the new ones")
    func setTabs() {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        top?.push("Detail")
        let before = app.journal.events
        navigator.navigation.setInstances([key("d"), key("b")], of: app.lists)
        #expect(tabs(navigator) == ["Inbox", "ListTab d", "ListTab b", "Account"])
        #expect(app.journal.events == before + ["ListTab d started"])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"], "b is still selected, with its push")
        let drawn = navigator.drawnChanges.count
        navigator.navigation.setInstances([key("d"), key("b")], of: app.lists)
        #expect(navigator.drawnChanges.count == drawn, "nothing changed: nothing drawn")
    }

    @Test("the same key twice, a select of a key not open, and a flow without children made from data are refused with a log")
    func refusals() throws {
        let app = TestListsApp(on: navigator, keys: ["a"])
        navigator.navigation.setInstances([key("x"), key("x")], of: app.lists)
        navigator.navigation.selectInstance(key("zz"), of: app.lists)
        let inbox = try #require(navigator.navigation.flowController(for: navigator.navigation.state.visibleEntries[1]) as? Screen)
        navigator.navigation.addInstance(key("q"), of: inbox)
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "Account"])
        #expect(navigator.ignoredRequests == [
            "Lists was given the same key twice among [x, x]: one tab per key",
            "Lists has no tab for the key zz",
            "Inbox opened the tab for q, but the graph makes none of its children from data",
        ])
    }

    @Test("updateTabs and restartTabs keep the tabs made from data in their place; a restart makes them anew for their keys")
    func updateAndRestart() {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        top?.push("Detail")
        app.lists.hiddenChildren = ["Inbox"]
        TestApp.updateTabs(of: app.lists, on: navigator, journal: app.journal)
        #expect(tabs(navigator) == ["ListTab a", "ListTab b", "Account"])
        app.lists.hiddenChildren = []
        TestApp.updateTabs(of: app.lists, on: navigator, journal: app.journal)
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab b", "Account"], "after Inbox, as the graph writes it")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"])
        TestApp.restartTabs(of: app.lists, on: navigator, journal: app.journal)
        #expect(tabs(navigator) == ["Inbox", "ListTab a", "ListTab b", "Account"])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"], "b restarted from its root, still selected")
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("b"))
    }

    @Test("a link into the flow made from data goes to the selected tab; to the first when a fixed tab is selected")
    func linkGoesToTheSelectedTab() {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        top?.push("Detail")
        #expect(navigator.navigation.open("7", placement: listTimeline))
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("b"))
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
        #expect(app.journal.events.suffix(2) == ["ListTimeline opened for 7", "ListTimeline heard Detail ended"], "the link popped b's stack to its root")
        #expect(navigator.userTapsTab(name("Inbox")))
        #expect(navigator.navigation.open("8", placement: listTimeline))
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("a"), "the first")
    }

    @Test("a link into the flow made from data waits while no tab of it is open, and opens in the first one opened")
    func linkWaitsForATab() {
        let app = TestListsApp(on: navigator, keys: [])
        #expect(!navigator.navigation.open("7", placement: listTimeline))
        #expect(navigator.navigation.hasPendingLink)
        navigator.navigation.addInstance(key("a"), of: app.lists)
        #expect(!navigator.navigation.hasPendingLink)
        #expect(app.journal.events.last == "ListTimeline opened for 7")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
    }

    @Test("an open route into the flow made from data with no tab of it open does nothing and is not kept")
    func openRouteWithNoTab() {
        _ = TestListsApp(on: navigator, keys: [])
        top?.open("7", placement: listTimeline)
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "Inbox", "InboxList"])
    }
}
