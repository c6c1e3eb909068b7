import Foundation
import NavGraphRuntime
import Testing

/// A link that opens a chain of screens (`through:` in the graph): on the test app, a link to an
/// article in a feed shows Detail (the feed, pushed onto Feed above List, as Detail's own link
/// places it), then Detail's route `Article` pushes the article.
@MainActor
@Suite("Headless navigator: links that open a chain of screens")
final class HeadlessChainLinkTests: HeadlessAppSuite {
    /// The article, after Detail with the context "42", as a URL's chain hands them over.
    private func openArticle(on navigator: NavGraphHeadlessNavigator? = nil, placements: TestPlacements? = nil) -> Bool {
        (navigator ?? self.navigator).navigation.open(
            "Article", placement: (placements ?? self.placements).detail, through: [NavGraphChainedScreen(destination: "42", route: "Article")])
    }

    @Test("the first screen opens where its link places it, then its route pushes the next, in one transition")
    func chainOpens() throws {
        app.list.push("Other")
        let drawn = navigator.drawnChanges.count
        navigator.holdsTransitions = true
        #expect(openArticle())
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail", "Article"])
        #expect(app.journal.events == ["Detail started with 42", "Article started"])
        navigator.completeTransitions()
        #expect(navigator.drawnChanges.dropFirst(drawn).map(Self.kind) == ["set stack"], "the pop to the root and both pushes are one change of the stack")
    }

    @Test("Back from the last screen returns to the one before it, whose route hears that it ended")
    func backReturnsToTheChain() throws {
        #expect(openArticle())
        let stack = try #require(navigator.navigation.entryID(of: app.list).flatMap { navigator.navigation.state.stack(containing: $0) })
        let entries = navigator.navigation.state.stackEntries(stack)
        navigator.navigation.userDid(.popped(stack, to: entries[1]))
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail"])
        #expect(app.journal.events.last == "Detail heard Article ended")
    }

    @Test("a saved chain is restored as its first screen's link and the routes after it")
    func chainIsRestored() throws {
        #expect(openArticle())
        let state = try RestoreRoundTrip.saved(navigator)
        guard case .tabs(let tabs, _) = state.root.content.switchChild?.content, case .stack(let feed) = tabs.first?.content else {
            Issue.record("Root → Main → Feed")
            return
        }
        #expect(feed.map(\.opening) == [nil, .init(route: nil, destination: "42"), .init(route: "Article", destination: "Article")])

        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        let restoredPlacements = TestPlacements(journal: journal)
        try restored.navigation.restore(state, entry: Screen("Root", journal: journal), startEntry: {}) {
            $0.rawValue == "Detail" ? restoredPlacements.detail : nil
        }
        #expect(restored.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Article"])
        #expect(journal.events.contains("Detail started with 42"))
    }

    @Test("a chain a switch flow refuses waits, and opens whole once it may")
    func refusedChainWaits() throws {
        let login = Screen("Login", journal: app.journal)
        app.list.replace(with: login)
        placements.gate.open = false
        #expect(!openArticle())
        #expect(navigator.navigation.hasPendingLink)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Login"])

        placements.gate.open = true
        login.replace(with: Screen("Login", journal: app.journal))
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Article"])
        #expect(app.journal.events.suffix(2) == ["Detail started with 42", "Article started"])
    }

    @Test("a chain from a stack's root pops the stack to it and pushes the rest: one change of the stack")
    func chainFromRoot() throws {
        app.list.select("Settings")
        app.menu.push("Options")
        let drawn = navigator.drawnChanges.count
        #expect(navigator.navigation.open("Options", placement: placements.menu, through: [NavGraphChainedScreen(destination: "dark mode", route: "Options")]))
        #expect(navigator.stack(containing: app.menu).map(\.navGraphNode.rawValue) == ["Menu", "Options"])
        #expect(navigator.topFlowController !== app.menu && navigator.stack(containing: app.menu).last?.navGraphNode.rawValue == "Options")
        #expect(navigator.drawnChanges.dropFirst(drawn).map(Self.kind) == ["set stack"])
        #expect(app.journal.events == ["Menu started with dark mode", "Options started", "Menu heard Options ended"])
    }

    @Test("a chain whose first screen is presented in a stack of its own pushes the rest onto that stack")
    func presentedChain() throws {
        #expect(navigator.navigation.open("Detail", placement: placements.compose, through: [NavGraphChainedScreen(destination: "draft", route: "Detail")]))
        let compose = try #require(navigator.presentation(over: app.list)?.flowController)
        #expect(navigator.stack(containing: compose).map(\.navGraphNode.rawValue) == ["Compose", "Detail"])
        #expect(navigator.visiblePath.map(\.rawValue).suffix(2) == ["List", "Detail"], "the presented stack shows Detail, over List")
        #expect(navigator.userTapsBack() && navigator.topFlowController === compose)
        #expect(app.journal.events == ["Compose started with draft", "Detail started", "Compose heard Detail ended"])
    }

    @Test("a route of the screen below that does not push ends the chain there, with a debug log")
    func unknownRouteStopsTheChain() {
        #expect(navigator.navigation.open("Sheet", placement: placements.detail, through: [NavGraphChainedScreen(destination: "42", route: "Sheet")]))
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "Detail"])
        #expect(navigator.ignoredRequests.count == 1)
    }

    private static func kind(_ change: NavGraphChange) -> String {
        switch change {
        case .setStack: "set stack"
        default: "other"
        }
    }
}
