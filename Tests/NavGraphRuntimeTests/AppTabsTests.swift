import NavGraphRuntime
import Testing

/// A tabs flow whose bar the app draws (`bar: app`): the test app's Main tabs (Feed, Settings),
/// the app's switcher selecting through `selectTab(_:of:)`, as generated `selectTab(_:)` does.
/// The state is a tabs flow's, whoever draws the bar: a `select` route, a link and a saved state
/// work as on a tab bar.
@MainActor
@Suite("Headless navigator: tabs whose bar the app draws")
struct HeadlessAppTabsTests {
    let navigator = NavGraphHeadlessNavigator()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    @Test("the app's switcher selects a tab in one drawn transition; a select route and a saved state work as for any tabs")
    func switcherSelects() throws {
        let app = TestApp(on: navigator)
        let main = try #require(navigator.navigation.entryID(of: app.main))
        app.list.push("Detail")
        navigator.navigation.selectTab(name("Settings"), of: app.main)
        #expect(navigator.visiblePath.suffix(2) == [name("Settings"), name("Menu")])
        #expect(navigator.drawnChanges.last == .selectTab(of: main, index: 1), "drawn, for the app's container to show Settings")
        app.menu.select("Feed")
        #expect(navigator.visiblePath.suffix(2) == [name("Feed"), name("Detail")], "a select route comes back to Feed with what it pushed")
        navigator.navigation.selectTab(name("Settings"), of: app.main)
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        #expect(restored.visiblePath.suffix(2) == [name("Settings"), name("Menu")], "the selected tab is saved and restored")
    }

    @Test("a choice refused: a tab the app hides, one the flow does not have, and any while a sheet covers the switcher")
    func refused() throws {
        let app = TestApp(on: navigator)
        var ignored: [String] = []
        navigator.navigation.requestIgnored = { ignored.append($0) }
        app.main.hiddenChildren = ["Settings"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        let drawn = navigator.drawnChanges.count
        navigator.navigation.selectTab(name("Settings"), of: app.main)
        navigator.navigation.selectTab(name("Compose"), of: app.main)
        #expect(navigator.drawnChanges.count == drawn && navigator.visiblePath.last == name("List"))
        #expect(ignored.count == 2 && ignored.allSatisfy { $0.contains("not one of the tabs it shows now") }, "\(ignored)")
        app.main.hiddenChildren = []
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        app.list.present("Sheet")
        navigator.navigation.selectTab(name("Settings"), of: app.main)
        #expect(navigator.visiblePath.last == name("Sheet"), "the sheet stays, Feed selected")
        #expect(ignored.last?.contains("covers its switcher") == true, "\(ignored)")
    }

    @Test("a choice made while a transition is drawn waits for it, then selects")
    func waitsForATransition() throws {
        let app = TestApp(on: navigator)
        navigator.holdsTransitions = true
        app.list.push("Detail")
        navigator.navigation.selectTab(name("Settings"), of: app.main)
        #expect(navigator.visiblePath.last == name("Detail"), "not yet: the push is being drawn")
        navigator.holdsTransitions = false
        navigator.completeTransitions()
        #expect(navigator.visiblePath.suffix(2) == [name("Settings"), name("Menu")])
    }
}

/// The same through the SwiftUI navigator's bindings: the selection the app's `tabsView(_:)`
/// reads and writes is the selected tab's name.
@MainActor
@Suite("SwiftUI navigator: tabs whose bar the app draws")
struct SwiftUIAppTabsTests {
    let navigator = NavGraphSwiftUINavigator()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    @Test("the switcher's selection reads the selected tab's name and selects the tab written; a name the flow does not show changes nothing")
    func selectionBinding() throws {
        let app = TestApp(on: navigator)
        let main = try #require(navigator.navigation.entryID(of: app.main))
        #expect(navigator.selectedTabName(of: main) == name("Feed"))
        navigator.setSelectedTabName(name("Settings"), of: main)
        #expect(navigator.selectedTabName(of: main) == name("Settings") && navigator.selectedTab(of: main) == 1)
        navigator.setSelectedTabName(name("Compose"), of: main)
        #expect(navigator.selectedTabName(of: main) == name("Settings"))
        app.menu.select("Feed")
        #expect(navigator.selectedTabName(of: main) == name("Feed"), "a select route moves the switcher's selection")
        #expect(navigator.selectedTabName(of: try #require(navigator.navigation.entryID(of: app.list))) == nil, "a screen has no selection")
    }
}
