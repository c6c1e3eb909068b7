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
}
