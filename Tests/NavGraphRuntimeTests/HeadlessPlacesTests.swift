import NavGraphRuntime
import Testing

/// A link whose `in:` lists several stacks pushes onto the one whose tab shows, else onto the
/// first (selecting its tab); a restored state keeps the place it was in. A link tapped inside
/// the app on a screen that pushes the linked screen opens by that route, above it.
@MainActor
@Suite("Headless navigator: links placed on the tab that shows, and by where they are tapped")
final class HeadlessPlacesTests: HeadlessAppSuite {
    @Test("the stack of the tab that shows takes the link; otherwise the first listed, whose tab is selected")
    func tabThatShows() throws {
        app.list.select("Settings")
        #expect(navigator.navigation.open("7", placement: placements.detailOnEitherTab))
        #expect(path == ["Root", "Main", "Settings", "Detail"], "pushed on the Settings tab it was on: \(path)")
        #expect(navigator.stack(containing: app.menu).map(\.navGraphNode.rawValue) == ["Menu", "Detail"])
        try #require(navigator.topFlowController as? Screen).select("Feed")
        #expect(navigator.navigation.open("8", placement: placements.detailOnEitherTab))
        #expect(path == ["Root", "Main", "Feed", "Detail"], "\(path)")
        #expect(navigator.stack(containing: app.menu).map(\.navGraphNode.rawValue) == ["Menu", "Detail"], "the other tab's stack stays")
    }

    @Test("where no listed place shows (the log-in shows), the first listed is taken, through the gate")
    func firstListedThroughTheGate() {
        app.list.replace(with: Screen("Login", journal: app.journal))
        #expect(navigator.navigation.open("7", placement: placements.detailOnEitherTab))
        #expect(path == ["Root", "Main", "Feed", "Detail"], "\(path)")
        #expect(placements.gate.asked == 1)
    }

    @Test("a linked screen pushed onto a listed stack other than the first is restored where it was")
    func restoredInItsPlace() throws {
        app.list.select("Settings")
        navigator.navigation.open("7", placement: placements.detailOnEitherTab)
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        let restoredPlacements = TestPlacements(journal: journal)
        try restored.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {}) {
            $0.rawValue == "Detail" ? restoredPlacements.detailOnEitherTab : nil
        }
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Detail"])
        let onlyFeed = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.self, "a place the link does not list is refused") {
            try onlyFeed.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {}) { _ in restoredPlacements.detail }
        }
    }

    @Test("a link tapped on a screen that pushes its screen opens by that route, above it; the route's opener hears it end")
    func tappedInside() throws {
        app.list.push("Other")
        let other = try #require(navigator.topFlowController as? Screen)
        other.pushingRoutes = ["Detail"]
        #expect(navigator.navigation.open("Detail", placement: placements.detail, tappedOn: other))
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Other", "Detail"], "pushed above the screen it was tapped on")
        #expect(navigator.userTapsBack())
        #expect(app.journal.events.last == "Other heard Detail ended")
    }

    @Test("a link tapped on a screen that does not push its screen opens as from outside")
    func tappedElsewhere() throws {
        app.list.push("Other")
        let other = try #require(navigator.topFlowController as? Screen)
        #expect(navigator.navigation.open("7", placement: placements.detail, tappedOn: other))
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail"], "placed as a link from outside")
    }
}
