import NavGraphRuntime
import Testing

/// Tabs in the order the person chose: the test app's Main tabs (Feed, Settings) with `order: app`,
/// the app giving the order at run time (`tabOrder()`) and calling `updateTabs()` when it changes.
@MainActor
@Suite("Headless navigator: tabs in the order the person chose")
struct HeadlessTabOrderTests {
    let navigator = NavGraphHeadlessNavigator()

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    /// Main's tabs, by name, in the order the state holds them.
    private func tabs(of app: TestApp) -> [String] {
        guard let id = navigator.navigation.entryID(of: app.main), case .tabs(let list, _) = navigator.navigation.state[id]?.content else { return [] }
        return list.compactMap { navigator.navigation.state[$0]?.node?.rawValue }
    }

    @Test("a new order moves the tabs in one transition: each keeps what it shows, the selected tab stays selected, nothing is made")
    func reorder() throws {
        let app = TestApp(on: navigator)
        app.list.push("Detail")
        #expect(navigator.userTapsTab(name("Settings")))
        app.journal.tabOrder = ["Settings", "Feed"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(tabs(of: app) == ["Settings", "Feed"])
        #expect(navigator.visiblePath.suffix(2) == [name("Settings"), name("Menu")], "Settings stays selected, now first")
        #expect(navigator.drawnChanges.contains(.setTabs(try #require(navigator.navigation.entryID(of: app.main)))))
        #expect(app.journal.events.isEmpty, "no tab was made or closed")
        #expect(navigator.userTapsTab(name("Feed")))
        #expect(navigator.visiblePath.suffix(2) == [name("Feed"), name("Detail")], "the feed kept what it pushed")
        // The same order again: nothing drawn.
        let drawn = navigator.drawnChanges.count
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(navigator.drawnChanges.count == drawn)
    }

    @Test("a saved state restores when its order is the app's order now, and is refused as different content otherwise")
    func restoreChecksTheOrder() throws {
        let app = TestApp(on: navigator)
        app.journal.tabOrder = ["Settings", "Feed"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let sameOrder = NavGraphHeadlessNavigator()
        let kept = Journal()
        kept.tabOrder = ["Settings", "Feed"]
        try sameOrder.navigation.restore(saved, entry: Screen("Root", journal: kept), startEntry: {})
        #expect(sameOrder.visiblePath.suffix(2) == [name("Feed"), name("List")], "the selected tab, Feed, is restored")
        #expect(throws: NavGraphRestoreError.differentContent(name("Main"))) {
            try NavGraphHeadlessNavigator().navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        }
    }
}
