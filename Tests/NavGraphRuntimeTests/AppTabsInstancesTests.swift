import NavGraphRuntime
import Testing

/// A browser's tabs: a bar the app draws (`bar: app`) beside children made from data. The test
/// app's Lists (Inbox, one ListTab per key, Account), its switcher choosing an instance by key
/// through `selectTab(instance:of:)`, as generated `selectTab(.listTab(key))` does
/// (docs/Language.md, "A browser's tabs").
@MainActor
@Suite("Headless navigator: a browser's tabs, the app's switcher beside tabs made from data")
struct HeadlessAppTabsInstancesTests {
    let navigator = NavGraphHeadlessNavigator()

    private func key(_ text: String) -> NavGraphInstanceKey { NavGraphInstanceKey(text) }

    private var path: [String] { navigator.visiblePath.map(\.rawValue) }

    @Test("the switcher selects an open tab by its key in one drawn transition; a fixed tab by its name; the selected instance is saved and restored")
    func switcherSelectsAnInstance() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        let lists = try #require(navigator.navigation.entryID(of: app.lists))
        navigator.navigation.selectTab(instance: key("b"), of: app.lists)
        #expect(path == ["Lists", "ListTab", "ListTimeline"])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("b"))
        #expect(navigator.drawnChanges.last == .selectTab(of: lists, index: 2), "drawn, for the app's container to show b")
        try #require(navigator.topFlowController as? Screen).push("Detail")
        navigator.navigation.selectTab(NavGraphNodeName(rawValue: "Account"), of: app.lists)
        #expect(path == ["Lists", "Account", "AccountMenu"])
        navigator.navigation.selectTab(instance: key("b"), of: app.lists)
        #expect(path == ["Lists", "ListTab", "Detail"], "b kept what it pushed")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let restored = NavGraphHeadlessNavigator()
        let restoredLists = Screen("Lists", journal: app.journal)
        try restored.navigation.restore(saved, entry: restoredLists, startEntry: {})
        #expect(restored.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"])
        #expect(restored.navigation.selectedInstanceKey(of: restoredLists) == key("b"))
    }

    @Test("refused: a key with no open tab, and any choice while a sheet covers the switcher; closing the selected tab selects the next")
    func refused() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        var ignored: [String] = []
        navigator.navigation.requestIgnored = { ignored.append($0) }
        let drawn = navigator.drawnChanges.count
        navigator.navigation.selectTab(instance: key("z"), of: app.lists)
        #expect(navigator.drawnChanges.count == drawn && path.last == "InboxList")
        #expect(ignored.last?.contains("not one of the tabs it shows now") == true, "\(ignored)")
        navigator.navigation.selectTab(instance: key("a"), of: app.lists)
        try #require(navigator.topFlowController as? Screen).present("Sheet")
        navigator.navigation.selectTab(instance: key("b"), of: app.lists)
        #expect(path.last == "Sheet", "the sheet stays, a selected")
        #expect(ignored.last?.contains("covers its switcher") == true, "\(ignored)")
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("a"))
        navigator.navigation.closeInstance(key("a"), of: app.lists)
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("b"), "closing a closes its sheet; b follows it")
    }

    @Test("a choice made while a transition is drawn waits for it, then selects")
    func waitsForATransition() throws {
        let app = TestListsApp(on: navigator, keys: ["a"])
        navigator.holdsTransitions = true
        try #require(navigator.topFlowController as? Screen).push("Detail")
        navigator.navigation.selectTab(instance: key("a"), of: app.lists)
        #expect(path.last == "Detail", "not yet: the push is being drawn")
        navigator.holdsTransitions = false
        navigator.completeTransitions()
        #expect(path == ["Lists", "ListTab", "ListTimeline"])
    }
}

/// The same, as the SwiftUI view of a tabs flow the app draws reads and writes it
/// (`NavGraphAppTabs.keys`, `.selectedKey`).
@MainActor
@Suite("SwiftUI navigator: a browser's tabs")
struct SwiftUIAppTabsInstancesTests {
    let navigator = NavGraphSwiftUINavigator()

    @Test("the selected key the switcher reads follows the state; a key written selects its tab; nil, a closed key or the instances' flow name changes nothing")
    func selectedKeyBinding() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        let lists = try #require(navigator.navigation.entryID(of: app.lists))
        #expect(navigator.selectedInstanceKey(of: lists) == nil, "Inbox, a fixed tab, is selected")
        navigator.setSelectedInstanceKey(NavGraphInstanceKey("b"), of: lists)
        #expect(navigator.selectedInstanceKey(of: lists) == NavGraphInstanceKey("b"))
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
        navigator.setSelectedInstanceKey(nil, of: lists)
        navigator.setSelectedInstanceKey(NavGraphInstanceKey("z"), of: lists)
        navigator.setSelectedTabName(NavGraphNodeName(rawValue: "ListTab"), of: lists)
        #expect(navigator.selectedInstanceKey(of: lists) == NavGraphInstanceKey("b"), "the instances' flow name names no one tab")
        navigator.setSelectedTabName(NavGraphNodeName(rawValue: "Account"), of: lists)
        #expect(navigator.selectedTabName(of: lists)?.rawValue == "Account" && navigator.selectedInstanceKey(of: lists) == nil)
        navigator.setSelectedInstanceKey(NavGraphInstanceKey("b"), of: lists)
        navigator.navigation.closeInstance(NavGraphInstanceKey("b"), of: app.lists)
        #expect(navigator.selectedInstanceKey(of: lists) == NavGraphInstanceKey("a"), "the last one left")
    }
}
