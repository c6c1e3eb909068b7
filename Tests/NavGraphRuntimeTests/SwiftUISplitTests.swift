import NavGraphRuntime
import Testing

/// A split flow through the SwiftUI navigator's bindings: `NavigationSplitView`'s columns, each a
/// `NavigationStack` path, while the width is regular; one `NavigationStack` path while compact.
@MainActor
@Suite("SwiftUI navigator: split views")
struct SwiftUISplitTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestReader

    init() {
        app = TestReader(on: navigator)
    }

    private var split: NavGraphEntryID { navigator.navigation.entryID(of: app.reader)! }

    private func names(_ ids: [NavGraphEntryID]) -> [String] {
        ids.compactMap { navigator.state[$0]?.node?.rawValue }
    }

    /// Feeds → Timeline → Filter in the content column → Article in the detail.
    private func read() {
        app.feeds.push("Timeline") { $0.push("Filter") { $0.push("Article") } }
    }

    @Test("selecting in the sidebar shows the next column: each column's path is its part of the stack")
    func sidebarSelectionShowsTheDetail() {
        read()
        #expect((0..<3).map { names(navigator.column($0, of: split)) } == [["Feeds"], ["Timeline", "Filter"], ["Article"]])
        #expect(names(navigator.columnPath(1, of: split)) == ["Filter"])
        #expect(navigator.columnPath(2, of: split).isEmpty, "the article is the detail's root")
    }

    @Test("the back button in the content column writes a shorter path: the filter and the detail close")
    func backInAColumn() {
        read()
        navigator.setColumnPath([], 1, of: split)
        #expect((0..<3).map { names(navigator.column($0, of: split)) } == [["Feeds"], ["Timeline"], []])
        #expect(app.journal.events == ["Timeline heard Filter ended"])
        navigator.setColumnPath([], 0, of: split)
        #expect(names(navigator.column(1, of: split)) == ["Timeline"], "a path that is not shorter changes nothing")
    }

    @Test("a split view as a tab (the NavigationSplitView a TabView tab shows): its columns survive selecting another tab and back, and it collapses into one stack with the width")
    func splitAsATab() throws {
        let navigator = NavGraphSwiftUINavigator()
        let journal = Journal()
        let library = Screen("Library", journal: journal), reader = Screen("Reader", journal: journal)
        let settings = Screen("Settings", journal: journal), feeds = Screen("Feeds", journal: journal)
        navigator.showRoot(library)
        navigator.setTabs(of: library, tabs: [reader, settings])
        navigator.setStack(of: reader, root: feeds)
        navigator.setStack(of: settings, root: Screen("Menu", journal: journal))
        feeds.push("Timeline") { $0.push("Article") }
        let split = try #require(navigator.navigation.entryID(of: reader))
        let tabs = try #require(navigator.navigation.entryID(of: library))
        #expect((0..<3).map { names(navigator.column($0, of: split), in: navigator) } == [["Feeds"], ["Timeline"], ["Article"]])
        navigator.setSelectedTab(1, of: tabs)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Library", "Settings", "Menu"])
        navigator.setSelectedTab(0, of: tabs)
        #expect((0..<3).map { names(navigator.column($0, of: split), in: navigator) } == [["Feeds"], ["Timeline"], ["Article"]], "the columns as they were")
        navigator.userResizesWindow(toCompact: true)
        #expect(names(navigator.path(of: split), in: navigator) == ["Timeline", "Article"], "one NavigationStack's path, the tab bar kept")
    }

    private func names(_ ids: [NavGraphEntryID], in navigator: NavGraphSwiftUINavigator) -> [String] {
        ids.compactMap { navigator.state[$0]?.node?.rawValue }
    }

    @Test("collapsed, the split view is one NavigationStack whose path holds every column; expanded again, the columns are as they were")
    func collapsedIsOnePath() {
        read()
        navigator.userResizesWindow(toCompact: true)
        #expect(navigator.isCompactWidth)
        #expect(names(navigator.path(of: split)) == ["Timeline", "Filter", "Article"])
        navigator.setPath(Array(navigator.path(of: split).prefix(1)), of: split)
        #expect(names(navigator.path(of: split)) == ["Timeline"], "Back twice: out of the detail column, then the filter")
        navigator.userResizesWindow(toCompact: false)
        #expect((0..<3).map { names(navigator.column($0, of: split)) } == [["Feeds"], ["Timeline"], []])
    }

    @Test("collapsed, the split view is the same NavigationSplitView: each column keeps its path, and the column on top is the screen on top's")
    func collapsedKeepsTheColumns() {
        read()
        let paths = (0..<3).map { navigator.columnPath($0, of: split) }
        navigator.setTopColumn(0, of: split)
        #expect(names(navigator.column(2, of: split)) == ["Article"], "the columns shown side by side: the column on top is SwiftUI's to say only collapsed")
        navigator.userResizesWindow(toCompact: true)
        #expect((0..<3).map { navigator.columnPath($0, of: split) } == paths, "the same views, at the same places")
        #expect(navigator.topColumn(of: split) == 2, "the detail on top")
        navigator.setTopColumn(2, of: split)
        #expect(names(navigator.column(2, of: split)) == ["Article"], "the same column changes nothing")
        navigator.setTopColumn(1, of: split)
        #expect((0..<3).map { names(navigator.column($0, of: split)) } == [["Feeds"], ["Timeline", "Filter"], []], "back out of the detail")
        #expect(navigator.topColumn(of: split) == 1)
        #expect(app.journal.events == ["Filter heard Article ended"])
        navigator.setTopColumn(0, of: split)
        #expect(names(navigator.column(1, of: split)).isEmpty && navigator.topColumn(of: split) == 0, "back out of the content column too")
    }

    @Test("a resize that rebuilds views, new before old or old before new, then a finish: the finish completes once the closed screen's view has gone", arguments: [true, false])
    func resizeThenFinishWaitsForTheView(newViewFirst: Bool) throws {
        read()
        let entries = navigator.state.shownStackEntries(split)
        for entry in [split] + entries { navigator.viewAppeared(entry) }
        navigator.userResizesWindow(toCompact: true)
        for entry in entries {
            if newViewFirst {
                navigator.viewAppeared(entry)
                navigator.viewDisappeared(entry)
            } else {
                navigator.viewDisappeared(entry)
                navigator.viewAppeared(entry)
            }
        }
        let article = try #require(navigator.topFlowController as? Screen)
        let articleID = try #require(navigator.navigation.entryID(of: article))
        article.finish()
        #expect(app.journal.events.isEmpty, "the article's view is still on screen")
        #expect(navigator.navigation.isTransitioning)
        navigator.viewDisappeared(articleID)
        #expect(app.journal.events == ["Filter heard Article ended"])
        #expect(!navigator.navigation.isTransitioning)
    }

    @Test("the columns shown follow the screen on top: every column for the sidebar's, the last two for the content column's, the device's default for the detail's")
    func columnVisibilityFollowsTheTop() {
        #expect(navigator.columnVisibility(of: split) == .all, "the feeds on top")
        app.feeds.push("Timeline")
        #expect(navigator.columnVisibility(of: split) == .doubleColumn)
        navigator.setColumnVisibility(.all, of: split)
        #expect(navigator.columnVisibility(of: split) == .all, "the person showed the sidebar: it stays while the timeline is on top")
        (navigator.topFlowController as? Screen)?.push("Article")
        #expect(navigator.columnVisibility(of: split) == .automatic, "the pick landed in the detail: the sidebars shown over it close (portrait)")
        navigator.setColumnVisibility(.detailOnly, of: split)
        #expect(navigator.columnVisibility(of: split) == .detailOnly, "the person's full-width reading")
        app.feeds.push("Timeline")
        #expect(navigator.columnVisibility(of: split) == .doubleColumn, "a new timeline on top comes into view")
    }
}
