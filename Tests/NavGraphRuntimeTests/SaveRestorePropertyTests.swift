import Foundation
import NavGraphRuntime
import Testing

/// Every state the app itself reaches restores to the same state: random routes, links and
/// user gestures on the test app, and after each step a save, a round trip through JSON, a
/// restore into a new navigator and a save again; the commands the machine applied, replayed
/// without FlowControllers, come to its state. Seeded (`NAVGRAPH_PROPERTY_SEED` replays a run); the
/// seed is printed, and named in every failure.
@MainActor
@Suite("Save and restore: every state the app reaches comes back")
struct SaveRestorePropertyTests {
    @Test("after each of 40 random steps in 50 runs, the saved state restores to itself")
    func everyReachedStateRestores() throws {
        // The app is kept beside its placements for as long as the run.
        try checkRandomSteps("save and restore", runs: 50, steps: 40) { navigator in
            let app = TestApp(on: navigator)
            return (app, TestPlacements(journal: app.journal))
        } step: { navigator, app, random, _ in
            Self.step(navigator, app.1, &random)
        } check: { navigator, _, context in
            try expectRestores(navigator, context)
        }
    }

    /// One random thing the app or the user does; returns what it was.
    private static func step(_ navigator: NavGraphHeadlessNavigator, _ placements: TestPlacements, _ random: inout SeededGenerator) -> String {
        let top = navigator.topFlowController as? Screen
        switch Int.random(in: 0..<9, using: &random) {
        case 0: top?.push(["Detail", "Other", "Step"].randomElement(using: &random)!); return "push"
        case 1: top?.present("Sheet"); return "present Sheet"
        case 2: top?.present("Compose", NavGraphPresentationOptions(embedInStack: true)); return "present Compose"
        case 3: top?.finish(with: 1); return "finish"
        case 4: _ = navigator.userTapsBack(); return "back"
        case 5: _ = navigator.userSwipesDownSheet(); return "swipe down"
        case 6: _ = navigator.userTapsTab(NavGraphNodeName(rawValue: Bool.random(using: &random) ? "Feed" : "Settings")); return "tab"
        case 7: navigator.navigation.open("7", placement: placements.detail); return "link Detail"
        default: navigator.navigation.open("draft", placement: placements.compose); return "link Compose"
        }
    }

    private func expectRestores(_ navigator: NavGraphHeadlessNavigator, _ context: String) throws {
        let state = try #require(navigator.navigation.saved(as: String.self), "\(context)")
        let decoded = try JSONDecoder().decode(NavGraphSavedState<String>.self, from: JSONEncoder().encode(state))
        let journal = Journal()
        let placements = TestPlacements(journal: journal)
        let restored = NavGraphHeadlessNavigator()
        do {
            try restored.navigation.restore(decoded, entry: Screen("Root", journal: journal), startEntry: {}) { name in
                switch name.rawValue {
                case "Detail": placements.detail
                case "Compose": placements.compose
                default: nil
                }
            }
        } catch {
            Issue.record("\(context): \(error)")
            return
        }
        #expect(restored.navigation.saved(as: String.self) == state, "\(context)")
        #expect(restored.visiblePath == navigator.visiblePath, "\(context)")
    }
}
