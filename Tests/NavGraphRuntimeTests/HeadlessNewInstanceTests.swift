import Foundation
import NavGraphRuntime
import Testing

/// Links and `open` routes with `instance: new` (a browser's "open in new tab"): the tabs flow
/// opens an instance for the app's `newKey()` after the others, selects it and places the screen
/// in it, in one transition (docs/Language.md, "Flows made from data").
@MainActor
@Suite("Headless navigator: links and routes that open a new instance")
struct HeadlessNewInstanceTests {
    let navigator = NavGraphHeadlessNavigator()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    private func key(_ text: String) -> NavGraphInstanceKey { NavGraphInstanceKey(text) }

    private var top: Screen? { navigator.topFlowController as? Screen }

    /// The keys of the open tabs made from data, in order.
    private func keys(_ app: TestListsApp) -> [NavGraphInstanceKey] { navigator.navigation.instanceKeys(of: app.lists) }

    private static let steps: [NavGraphPlacement<String>.Step] = [
        .init(flow: NavGraphNodeName(rawValue: "Lists"), kind: .tabs, child: NavGraphNodeName(rawValue: "ListTab")),
    ]

    /// ListTimeline, the root of the instance flow ListTab, placed in a new instance.
    private var listTimeline: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: name("ListTimeline"), steps: Self.steps + [.init(flow: name("ListTab"), kind: .stack, child: name("ListTimeline"))],
            arrival: .shown, start: { screen, destination in (screen as? Screen)?.journal.events.append("ListTimeline opened for \(destination)") },
            opensNewInstance: true)
    }

    /// Post, pushed onto the instance flow ListTab above its root, in a new instance.
    private var post: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: name("Post"), steps: Self.steps, arrival: .pushed,
            make: { stack in (stack as? Screen).map { Screen("Post", journal: $0.journal) } },
            start: { screen, destination in (screen as? Screen)?.journal.events.append("Post opened for \(destination)") },
            opensNewInstance: true)
    }

    @Test("a link opens a new tab for the app's key after the others, selected, the screen started in it; one transition, the new tab's stack started in it")
    func linkOpensANewTab() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        app.journal.newKeys = ["n"]
        let drawn = navigator.drawnChanges.count
        #expect(navigator.navigation.open("7", placement: listTimeline))
        #expect(keys(app) == [key("a"), key("n")])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("n"))
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
        #expect(app.journal.events.suffix(2) == ["ListTab n started", "ListTimeline opened for 7"])
        let changes = navigator.drawnChanges[drawn...]
        #expect(changes.contains(.setTabs(navigator.navigation.state.root!)))
        #expect(navigator.ignoredRequests == [])
    }

    @Test("a link that pushes its screen pushes it onto the new tab's stack, above its root; the tab selected before keeps its stack")
    func linkPushesInTheNewTab() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        navigator.navigation.selectInstance(key("a"), of: app.lists)
        top?.push("Detail")
        app.journal.newKeys = ["n"]
        #expect(navigator.navigation.open("9", placement: post))
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Post"])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("n"))
        navigator.navigation.selectInstance(key("a"), of: app.lists)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"], "a kept its push")
        #expect(!app.journal.events.contains("ListTimeline heard Detail ended"))
    }

    @Test("newKey() giving a key open already selects that tab and places the screen there, making none")
    func openKeyIsSelected() {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        navigator.navigation.selectInstance(key("a"), of: app.lists)
        top?.push("Detail")
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        app.journal.newKeys = ["a"]
        #expect(navigator.navigation.open("9", placement: post))
        #expect(keys(app) == [key("a"), key("b")], "no tab made")
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("a"))
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Post"])
        #expect(app.journal.events.contains("ListTimeline heard Detail ended"), "popped to the root, as a link to that tab does")
    }

    @Test("an open route opens its destination in a new tab; the screen it was performed on stays in its own tab")
    func routeOpensANewTab() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        navigator.navigation.selectInstance(key("a"), of: app.lists)
        app.journal.newKeys = ["n"]
        top?.open("7", placement: listTimeline)
        #expect(keys(app) == [key("a"), key("n")])
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == key("n"))
        #expect(app.journal.events.last == "ListTimeline opened for 7")
        navigator.navigation.selectInstance(key("a"), of: app.lists)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
    }

    @Test("a link opens a new tab even where no tab made from data is open; one tapped on a screen that pushes its screen opens it in a new tab too")
    func noTabOpenAndTapped() {
        let app = TestListsApp(on: navigator, keys: [])
        app.journal.newKeys = ["n", "m"]
        #expect(navigator.navigation.open("7", placement: listTimeline))
        #expect(keys(app) == [key("n")])
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.navigation.open("8", placement: listTimeline, tappedOn: top))
        #expect(keys(app) == [key("n"), key("m")])
    }

    @Test("without a key from the app nothing opens, with a log, and the link is not kept")
    func noKey() {
        let app = TestListsApp(on: navigator, keys: ["a"])
        #expect(!navigator.navigation.open("7", placement: listTimeline))
        #expect(keys(app) == [key("a")])
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.ignoredRequests == ["Lists gave no key for a new tab of ListTab: its contract's newKey() gives one where the graph opens a new instance"])
    }

    @Test("a state saved after a link opened a new tab restores it through JSON: its key, in its place, selected")
    func restored() throws {
        let app = TestListsApp(on: navigator, keys: ["a"])
        app.journal.newKeys = ["n"]
        #expect(navigator.navigation.open("7", placement: listTimeline))
        let state = try #require(navigator.navigation.saved(as: String.self))
        let saved = try JSONDecoder().decode(NavGraphSavedState<String>.self, from: JSONEncoder().encode(state))
        let relaunched = NavGraphHeadlessNavigator()
        let lists = Screen("Lists", journal: Journal())
        try relaunched.navigation.restore(saved, entry: lists, startEntry: {})
        #expect(relaunched.navigation.instanceKeys(of: lists) == [key("a"), key("n")])
        #expect(relaunched.navigation.selectedInstanceKey(of: lists) == key("n"))
        #expect(relaunched.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "ListTimeline"])
    }
}
