import NavGraphRuntime
import Testing

/// A tabs flow's children made from data, as the SwiftUI `TabView` reads and writes them: one
/// tab item per tab, instances included, the selection an index the views read and the person
/// writes.
@MainActor
@Suite("SwiftUI navigator: tabs made from data")
struct SwiftUIFlowInstancesTests {
    let navigator = NavGraphSwiftUINavigator()

    @Test("the TabView's items follow the keys; a tab written into the selection selects its instance; a closed one moves the selection the views read")
    func tabViewFollowsTheKeys() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        let lists = try #require(navigator.navigation.entryID(of: app.lists))
        #expect(navigator.navigation.tabBarItems(of: lists).count == 4)
        navigator.setSelectedTab(2, of: lists)
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == NavGraphInstanceKey("b"))
        try #require(navigator.topFlowController as? Screen).push("Detail")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"])
        navigator.navigation.addInstance(NavGraphInstanceKey("c"), of: app.lists)
        #expect(navigator.navigation.tabBarItems(of: lists).count == 5)
        #expect(navigator.selectedTab(of: lists) == 3, "the views read c selected")
        navigator.navigation.closeInstance(NavGraphInstanceKey("c"), of: app.lists)
        #expect(navigator.selectedTab(of: lists) == 2, "the last one left, b, with what it pushed")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Lists", "ListTab", "Detail"])
        navigator.setSelectedTab(0, of: lists)
        #expect(navigator.navigation.selectedInstanceKey(of: app.lists) == nil && navigator.visiblePath.last?.rawValue == "InboxList")
    }
}
