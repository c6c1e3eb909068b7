import Foundation
import NavGraphRuntime
import Testing

/// Flows that show several screens at once, a container and a split view, under random routes
/// from any screen shown, gestures, links and window resizes. After every step: the saved state
/// restores to itself, the screen on top is at the front, and a link that opened left its
/// screen at the front (not under a sheet another child presented), and the commands the machine
/// applied, replayed without FlowControllers, come to its state. Seeded like
/// `SaveRestorePropertyTests`: `NAVGRAPH_PROPERTY_SEED` replays a run, and every failure names it.
@MainActor
@Suite("Containers and split views: random steps keep the state whole")
struct SideBySidePropertyTests {
    @Test("a container, after each of 30 random steps in 40 runs")
    func container() throws {
        try checkRandomSteps("containers", runs: 40, steps: 30) { TestHome(on: $0) } step: { navigator, app, random, context in
            Self.step(navigator, app, &random, context)
        } check: { navigator, app, context in
            try expectWhole(navigator, entry: "Home", context) { name in
                name.rawValue == "Folder" ? app.folderLink : nil
            }
        }
    }

    @Test("a split view, after each of 30 random steps in 40 runs")
    func split() throws {
        try checkRandomSteps("split views", runs: 40, steps: 30) { TestReader(on: $0) } step: { navigator, app, random, _ in
            Self.step(navigator, app, &random)
        } check: { navigator, app, context in
            try expectWhole(navigator, entry: "Reader", context) { _ in nil }
            let columns = navigator.columns(of: app.reader)
            #expect(columns.flatMap { $0 }.map(\.navGraphNode) == navigator.stack(containing: app.feeds).map(\.navGraphNode), "\(context)")
        }
    }

    /// One random thing a shown screen of the container or the person does; returns what it was.
    private static func step(
        _ navigator: NavGraphHeadlessNavigator, _ app: TestHome<Screen>, _ random: inout SeededGenerator, _ context: String
    ) -> String {
        // A screen shown somewhere: at the front or not (what is not is refused, and must change nothing).
        let actors = [app.omnibar, navigator.stack(containing: app.favouriteList).last as? Screen, navigator.topFlowController as? Screen]
        guard let actor = actors.randomElement(using: &random) ?? nil else { return "nothing shown" }
        let name = actor.navGraphNode.rawValue
        switch Int.random(in: 0..<7, using: &random) {
        case 0: actor.push("Folder"); return "\(name) pushes Folder"
        case 1: actor.present("Sheet"); return "\(name) presents Sheet"
        case 2: actor.finish(); return "\(name) finishes"
        case 3: _ = navigator.userTapsBack(); return "back"
        case 4: _ = navigator.userSwipesDownSheet(); return "swipe down"
        default:
            let opened = navigator.navigation.open("7", placement: app.folderLink)
            let folder = navigator.stack(containing: app.favouriteList).last
            let atFront = folder.flatMap { navigator.navigation.entryID(of: $0) }.map(navigator.navigation.state.isFrontmost) ?? false
            #expect(!opened || (folder?.navGraphNode.rawValue == "Folder" && atFront), "\(context): the linked Folder is at the front")
            return "link Folder (opened: \(opened))"
        }
    }

    /// One random thing a column's screen or the person does in the split view; returns what it was.
    private static func step(_ navigator: NavGraphHeadlessNavigator, _ app: TestReader, _ random: inout SeededGenerator) -> String {
        let actors = navigator.columns(of: app.reader).compactMap { $0.last as? Screen } + [navigator.topFlowController as? Screen].compactMap { $0 }
        guard let actor = actors.randomElement(using: &random) else { return "nothing shown" }
        let name = actor.navGraphNode.rawValue
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            let pushed = ["Timeline", "Article", "WebPage"].randomElement(using: &random)!
            actor.push(pushed)
            return "\(name) pushes \(pushed)"
        case 1: actor.present("Sheet"); return "\(name) presents Sheet"
        case 2: actor.finish(); return "\(name) finishes"
        case 3: _ = navigator.userTapsBack(); return "back"
        case 4: _ = navigator.userSwipesDownSheet(); return "swipe down"
        default:
            let compact = Bool.random(using: &random)
            navigator.userResizesWindow(toCompact: compact)
            return compact ? "compact width" : "regular width"
        }
    }

    /// The saved state, through JSON, restores in a navigator of the same width to the same state
    /// and the same screens seen; the top screen is at the front.
    private func expectWhole(
        _ navigator: NavGraphHeadlessNavigator, entry: String, _ context: String,
        placement: @escaping (NavGraphNodeName) -> NavGraphPlacement<String>?
    ) throws {
        if let top = navigator.topFlowController.flatMap(navigator.navigation.entryID(of:)) {
            #expect(navigator.navigation.state.isFrontmost(top), "\(context): the top screen is at the front")
        }
        let state = try #require(navigator.navigation.saved(as: String.self), "\(context)")
        let decoded = try JSONDecoder().decode(NavGraphSavedState<String>.self, from: JSONEncoder().encode(state))
        let restored = NavGraphHeadlessNavigator()
        restored.isCompactWidth = navigator.isCompactWidth
        do {
            try restored.navigation.restore(decoded, entry: Screen(entry, journal: Journal()), startEntry: {}, placement: placement)
        } catch {
            Issue.record("\(context): \(error)")
            return
        }
        #expect(restored.navigation.saved(as: String.self) == state, "\(context)")
        #expect(restored.visiblePath == navigator.visiblePath, "\(context)")
    }
}
