import Foundation
import NavGraphRuntime
import Testing

/// A split flow (`kind: split`, `columns: [Feeds, Timeline, [Article, WebPage]]`): one navigation
/// stack, shown in columns where the width is regular and as one stack where it is compact.
@MainActor
@Suite("Headless navigator: split views")
struct HeadlessSplitTests {
    let navigator = NavGraphHeadlessNavigator()

    /// The reader shown with the feeds in its sidebar, then a timeline and an article.
    private struct Reading {
        let app: TestReader
        let timeline: Screen
        let article: Screen
    }

    private func startReading() throws -> Reading {
        let app = TestReader(on: navigator)
        var timeline: Screen?
        var article: Screen?
        app.feeds.push("Timeline") { timeline = $0 }
        try #require(timeline).push("Article") { article = $0 }
        return Reading(app: app, timeline: try #require(timeline), article: try #require(article))
    }

    private func columns(_ navigator: NavGraphHeadlessNavigator? = nil) -> [[String]] {
        let navigator = navigator ?? self.navigator
        guard let reader = navigator.navigation.state.root.flatMap(navigator.navigation.flowController(for:)) else { return [] }
        return navigator.columns(of: reader).map { $0.map(\.navGraphNode.rawValue) }
    }

    @Test("each column shows its part of the one stack: a screen of the next column starts it")
    func columnsCutTheStack() throws {
        let reading = try startReading()
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article"]])
        #expect(navigator.stack(containing: reading.app.feeds).map(\.navGraphNode.rawValue) == ["Feeds", "Timeline", "Article"])
    }

    @Test("selecting in the sidebar while the detail shows replaces the later columns, in one change")
    func sidebarSelectionReplacesTheLaterColumns() throws {
        let app = try startReading().app
        let drawn = navigator.drawnChanges.count
        var second: Screen?
        app.feeds.push("Timeline") { second = $0 }
        #expect(second != nil, "the sidebar is on screen beside the detail: its route is taken")
        #expect(columns() == [["Feeds"], ["Timeline"], []])
        #expect(navigator.drawnChanges.dropFirst(drawn).map(Self.kind) == ["push"], "a push, which the split view draws across its columns")
        #expect(app.journal.events.last == "Feeds heard Timeline ended", "the route that showed the old timeline hears that it ended")
        #expect(!app.journal.events.contains("Timeline heard Article ended"), "the article's opener closed with it")
    }

    @Test("a push inside a column stays in it; a push in an earlier column closes the later ones")
    func pushesStayInTheirColumn() throws {
        let reading = try startReading()
        reading.timeline.push("Filter")
        #expect(columns() == [["Feeds"], ["Timeline", "Filter"], []])
        reading.app.feeds.push("Settings")
        #expect(columns() == [["Feeds", "Settings"], [], []])
    }

    @Test("a push from the sidebar of a detail column's screen shows it there, the content column empty")
    func pushSkipsAColumn() throws {
        TestReader(on: navigator).feeds.push("WebPage")
        #expect(columns() == [["Feeds"], [], ["WebPage"]])
    }

    @Test("a replace of the split flow's root starts its one stack again: every column closes")
    func replaceStartsTheSplitAgain() throws {
        let reading = try startReading()
        reading.article.replaceStack(root: "Feeds")
        #expect(columns() == [["Feeds"], [], []])
        let split = try #require(navigator.navigation.entryID(of: reading.app.reader))
        #expect(navigator.navigation.flowController(for: navigator.state.columns(of: split)[0][0]) !== reading.app.feeds)
    }

    @Test("collapsed, only the top of the one stack takes routes; expanded again, the columns are as they were")
    func collapsingKeepsTheState() throws {
        let reading = try startReading()
        let before = navigator.navigation.state
        navigator.userResizesWindow(toCompact: true)
        reading.app.feeds.push("Timeline")
        reading.timeline.push("Filter")
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article"]], "the sidebar and the timeline are under the article")
        #expect(navigator.ignoredRequests.count == 2)
        reading.article.push("WebPage")
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article", "WebPage"]])
        #expect(navigator.userTapsBack())
        navigator.userResizesWindow(toCompact: false)
        #expect(navigator.navigation.state == before)
    }

    @Test("Back in the collapsed stack leaves a column's first screen; expanded, a column's first screen has no Back")
    func backInTheCollapsedStack() throws {
        let journal = try startReading().app.journal
        #expect(!navigator.userTapsBack(), "the article is the first screen of the detail column")
        navigator.userResizesWindow(toCompact: true)
        #expect(navigator.userTapsBack())
        #expect(columns() == [["Feeds"], ["Timeline"], []])
        #expect(journal.events.last == "Timeline heard Article ended")
        #expect(navigator.userTapsBack())
        #expect(columns() == [["Feeds"], [], []])
        #expect(journal.events.last == "Feeds heard Timeline ended")
    }

    @Test("a split view starts collapsed where the width is compact")
    func startsCollapsedWhenCompact() throws {
        navigator.isCompactWidth = true
        _ = try startReading()
        let split = try #require(navigator.navigation.state.root.flatMap { navigator.navigation.state[$0]?.split })
        #expect(split.collapsed)
        #expect(split.columns.map { $0.map(\.rawValue) } == [["Feeds"], ["Timeline"], ["Article", "WebPage"]])
    }

    @Test("something presented over the detail covers the sidebar too: its routes wait")
    func presentationCoversTheColumns() throws {
        let reading = try startReading()
        reading.article.present("Sheet")
        reading.app.feeds.push("Timeline")
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article"]])
        #expect(navigator.ignoredRequests.count == 1)
    }

    @Test("the sidebar presents over the whole split view: the sheet is on top, the detail waits, and a swipe dismisses it")
    func sidebarPresentsOverTheColumns() throws {
        let reading = try startReading()
        reading.app.feeds.present("Sheet")
        #expect(navigator.presentation(over: reading.app.feeds)?.flowController.navGraphNode.rawValue == "Sheet")
        #expect(navigator.topFlowController?.navGraphNode.rawValue == "Sheet")
        reading.article.push("WebPage")
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article"]], "the detail is under the sheet")
        #expect(navigator.userSwipesDownSheet())
        #expect(reading.app.journal.events.last == "Feeds heard Sheet ended")
        reading.article.push("WebPage")
        #expect(columns() == [["Feeds"], ["Timeline"], ["Article", "WebPage"]])
    }

    @Test("a split view is saved as its stack and restored in columns, collapsed where the width is compact now")
    func splitIsRestored() throws {
        _ = try startReading()
        let state = try #require(navigator.navigation.saved(as: String.self))
        let data = try JSONEncoder().encode(state)
        let restored = NavGraphHeadlessNavigator()
        restored.isCompactWidth = true
        try restored.navigation.restore(
            JSONDecoder().decode(NavGraphSavedState<String>.self, from: data), entry: Screen("Reader", journal: Journal()), startEntry: {})
        #expect(columns(restored) == [["Feeds"], ["Timeline"], ["Article"]])
        #expect(restored.navigation.state.root.flatMap { restored.navigation.state[$0]?.split?.collapsed } == true)
    }

    private static func kind(_ change: NavGraphChange) -> String {
        switch change {
        case .setStack: "set stack"
        case .push: "push"
        default: "other"
        }
    }
}
