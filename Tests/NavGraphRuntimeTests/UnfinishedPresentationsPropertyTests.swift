import NavGraphRuntime
import Testing

/// The property of UnfinishedPresentationsProperty.swift on the headless navigator: the app's own
/// presentations are `NavGraphAppPresentation`s, a screen "marks itself modal" by holding a draft.
@MainActor
@Suite("Presentations that refuse to close: property")
struct UnfinishedPresentationsPropertyTests {
    @Test("random links, notifications and routes beside presentations that refuse or allow dismissal close nothing that refuses and lose no link")
    func nothingRefusingIsClosed() {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        var random = SeededGenerator(seed: seed)
        for run in 0..<60 {
            var property = UnfinishedPresentationsProperty(HeadlessWorld())
            property.run(steps: 40, context: "seed \(seed), run \(run)", &random)
            #expect(property.failures.isEmpty, "\(property.failures)")
            if !property.failures.isEmpty { return }
        }
    }
}

/// The test app on a headless navigator.
@MainActor
private final class HeadlessWorld: UnfinishedPresentationsWorld {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp
    let placements: TestPlacements
    private var shown: [NavGraphAppPresentation] { navigator.appPresentationsShown }

    init() {
        app = TestApp(on: navigator)
        placements = TestPlacements(journal: app.journal)
    }

    var navigation: NavGraphStateMachine { navigator.navigation }
    var journal: Journal { app.journal }
    var appPresentations: [(id: ObjectIdentifier, refuses: Bool)] { shown.map { (ObjectIdentifier($0), $0.refusesDismissal) } }

    func appPresents(refusing: Bool) { navigator.appPresents(refusingDismissal: refusing) }
    func appPresentationRefuses(_ refusing: Bool) { shown.last?.refusesDismissal = refusing }
    func appDismissesItsPresentation() { shown.last.map(navigator.appDismisses) }
    // The person cannot reach the graph's sheet under the app's own presentation.
    func userSwipesDown() { if shown.isEmpty { navigator.userSwipesDownSheet() } }
    func markModal(_ screen: Screen, _ modal: Bool) { screen.holdsDraft = modal }
    func settle() {}
    func mismatch() -> String? { nil }
}
