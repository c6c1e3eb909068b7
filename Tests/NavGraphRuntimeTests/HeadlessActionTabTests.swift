import Foundation
import NavGraphRuntime
import Testing

/// A tab item that performs one of the tabs flow's own routes instead of selecting a tab (an
/// action tab): the test app's Main tabs (Feed, Settings) with a "Compose" item between them that
/// presents Compose, as IceCubesApp's "post" item presents the editor.
@MainActor
@Suite("Headless navigator: action tabs")
final class HeadlessActionTabTests: HeadlessAppSuite {
    let compose = NavGraphActionTab(route: "Compose", position: 1, item: NavGraphTabItem(title: "Post", systemImage: "square.and.pencil"))

    override init() {
        super.init()
        app.main.actionTabs = [compose]
    }

    private var main: NavGraphEntryID {
        get throws { try #require(navigator.navigation.entryID(of: app.main)) }
    }

    @Test("the tab bar shows the item where the graph lists it, after the tabs before it that show")
    func itemAmongTheTabs() throws {
        #expect(navigator.navigation.tabBarItems(of: try main) == [.tab(0), .action(compose), .tab(1)])
        app.main.hiddenChildren = ["Feed"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(navigator.navigation.tabBarItems(of: try main) == [.action(compose), .tab(0)], "Feed hidden, the item comes first")
        #expect(NavGraphActionTab.tabBarItems(shown: [], declared: [], actions: [compose]) == [.action(compose)])
    }

    @Test("a tap performs the flow's route over whichever tab shows; the selected tab stays, and nothing else is selected")
    func tapPerformsTheRoute() throws {
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        #expect(navigator.userTapsActionTab("Compose"))
        #expect(path == ["Root", "Main", "Compose"])
        #expect(navigator.navigation.state[try main]?.content == .tabs(try #require(navigator.navigation.state[try main]?.children), selected: 1))
        #expect(!navigator.userTapsActionTab("Compose"), "a sheet covers the tab bar")
        try #require(navigator.topFlowController as? Screen).finish()
        #expect(path == ["Root", "Main", "Settings", "Menu"])
        #expect(app.journal.events.last == "Main heard Compose ended")
        #expect(!navigator.userTapsActionTab("Share"), "no such item")
    }

    @Test("a tap on an item the flow does not have does nothing, with a debug log")
    func unknownItem() throws {
        navigator.navigation.userTappedActionTab("Share", of: try main)
        #expect(path == ["Root", "Main", "Feed", "List"])
        #expect(navigator.ignoredRequests.last?.contains("no action tab") == true)
    }

    @Test("the state never holds the item: a saved state names the tabs alone and restores through JSON with the sheet its tap presented")
    func neverSaved() throws {
        navigator.userTapsActionTab("Compose")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        #expect(!json.contains("Post") && !json.contains("square.and.pencil"))
        guard case .switch(let main) = saved.root.content, case .tabs(let tabs, let selected) = main.content else {
            Issue.record("Main's tabs are saved")
            return
        }
        #expect(tabs.map(\.name.rawValue) == ["Feed", "Settings"] && selected == 0)
        let restored = NavGraphHeadlessNavigator()
        let root = Screen("Root", journal: Journal())
        try restored.navigation.restore(JSONDecoder().decode(NavGraphSavedState<String>.self, from: Data(json.utf8)), entry: root, startEntry: {})
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Compose"])
    }
}
