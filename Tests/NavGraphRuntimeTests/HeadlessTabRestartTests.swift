import Foundation
import NavGraphRuntime
import Testing

/// Every tab started again in place, as a client does when the person switches account
/// (IceCubesApp's `.id(client.id)` on each tab and `path = []`): generated `restartTabs()` on the
/// test app's Main tabs (Feed → List, Settings → Menu).
@MainActor
@Suite("Headless navigator: tabs restarted in place")
final class HeadlessTabRestartTests: HeadlessAppSuite {
    private func restartTabs() {
        TestApp.restartTabs(of: app.main, on: navigator, journal: app.journal)
    }

    /// Main's tabs and their FlowControllers, in the tab bar's order.
    private var tabs: [Screen] {
        guard let main = navigator.navigation.entryID(of: app.main) else { return [] }
        return navigator.navigation.state[main]?.children.compactMap { navigator.navigation.flowController(for: $0) as? Screen } ?? []
    }

    @Test("every tab closes with what it pushed and presented and starts anew from its root; the selected tab stays selected; nobody closed hears of it")
    func everyTabStartsAgain() throws {
        app.list.push("Detail")
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        app.menu.push("Profile")
        try #require(navigator.topFlowController as? Screen).present("Sheet")
        restartTabs()
        #expect(path == ["Root", "Main", "Settings", "Menu"])
        #expect(tabs.map(\.navGraphNode.rawValue) == ["Feed", "Settings"])
        #expect(!tabs.contains { $0 === app.feed || $0 === app.settings }, "each tab is made anew")
        #expect(navigator.topFlowController !== app.menu)
        #expect(app.journal.events == ["Feed started", "Settings started"], "\(app.journal.events)")
        #expect(navigator.drawnChanges.contains(.setTabs(try #require(navigator.navigation.entryID(of: app.main)))))
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Feed")))
        #expect(path == ["Root", "Main", "Feed", "List"], "Detail went with the old Feed")
    }

    @Test("what the tabs flow itself presents stays, over the restarted tabs")
    func theFlowsOwnSheetStays() {
        app.main.present("Accounts")
        restartTabs()
        #expect(path == ["Root", "Main", "Accounts"])
        #expect(tabs.map(\.navGraphNode.rawValue) == ["Feed", "Settings"] && !tabs.contains { $0 === app.feed })
    }

    @Test("while a sheet the person writes in refuses to close, the restart waits, and a newer one replaces it; it runs once the sheet closes, before the link that waited")
    func waitsForWhatThePersonWrites() throws {
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true, appDecidesDismissal: true))
        let compose = try #require(navigator.topFlowController as? Screen)
        compose.holdsDraft = true
        restartTabs()
        restartTabs()
        #expect(path == ["Root", "Main", "Feed", "List", "Compose"])
        #expect(tabs.first === app.feed)
        let list = try #require(navigator.navigation.entryID(of: app.list))
        let sheet = try #require(navigator.navigation.state[list]?.presented)
        #expect(navigator.ignoredRequests.last == "Main waits to restart its tabs below a presented stack (\(sheet)), which refuses to close: nothing may close what the person is writing in")
        #expect(!navigator.navigation.open("settings", placement: placements.menu))
        compose.finish()
        #expect(app.journal.events.filter { $0.hasSuffix("started") } == ["Feed started", "Settings started"], "one restart ran: \(app.journal.events)")
        #expect(tabs.first !== app.feed)
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the link opened in the restarted tabs")
        #expect(navigator.topFlowController !== app.menu)
    }

    @Test("the app's own presentation that refuses to close holds the restart back until the app dismisses it")
    func waitsForTheAppsOwnPresentation() {
        let composer = navigator.appPresents(refusingDismissal: true)
        restartTabs()
        #expect(tabs.first === app.feed && composer.isShown)
        navigator.appDismisses(composer)
        #expect(tabs.first !== app.feed)
        #expect(path == ["Root", "Main", "Feed", "List"])
    }

    @Test("while a transition is drawn, the tabs restart once it has been")
    func waitsForTheTransition() {
        navigator.holdsTransitions = true
        app.list.push("Detail")
        restartTabs()
        #expect(tabs.first === app.feed)
        navigator.completeTransitions()
        #expect(tabs.first !== app.feed)
        #expect(path == ["Root", "Main", "Feed", "List"])
    }

    @Test("the restarted tabs are saved and restored through JSON as any tabs are")
    func restartedTabsAreRestored() throws {
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        restartTabs()
        try #require(navigator.topFlowController as? Screen).push("Detail")
        let data = try JSONEncoder().encode(try #require(navigator.navigation.saved(as: String.self)))
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(
            JSONDecoder().decode(NavGraphSavedState<String>.self, from: data), entry: Screen("Root", journal: Journal()), startEntry: {})
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Detail"])
    }
}
