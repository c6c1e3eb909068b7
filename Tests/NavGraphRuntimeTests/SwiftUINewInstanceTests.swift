import NavGraphRuntime
import Testing

/// A link that opens a new tab made from data (`instance: new`), as the SwiftUI `TabView` reads
/// it: one more tab item, the selection the views read on the new tab, its stack's path holding
/// the pushed screen.
@MainActor
@Suite("SwiftUI navigator: links that open a new instance")
struct SwiftUINewInstanceTests {
    let navigator = NavGraphSwiftUINavigator()

    @Test("the TabView gains the new tab, selected, with the linked screen pushed in it; the tab selected before keeps its path")
    func newTabShows() throws {
        let app = TestListsApp(on: navigator, keys: ["a"])
        let lists = try #require(navigator.navigation.entryID(of: app.lists))
        navigator.setSelectedTab(1, of: lists)
        try #require(navigator.topFlowController as? Screen).push("Detail")
        app.journal.newKeys = ["n"]
        let post = NavGraphPlacement<String>(
            screen: NavGraphNodeName(rawValue: "Post"),
            steps: [.init(flow: NavGraphNodeName(rawValue: "Lists"), kind: .tabs, child: NavGraphNodeName(rawValue: "ListTab"))], arrival: .pushed,
            make: { stack in (stack as? Screen).map { Screen("Post", journal: $0.journal) } }, start: { _, _ in }, opensNewInstance: true)
        #expect(navigator.navigation.open("9", placement: post))
        #expect(navigator.navigation.tabBarItems(of: lists).count == 4)
        #expect(navigator.selectedTab(of: lists) == 2, "the views read the new tab selected")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Post"])
        navigator.setSelectedTab(1, of: lists)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"], "a kept its push")
    }
}
