import NavGraphRuntime
import Testing

/// The test app (`TestApp`) on a fresh navigator, with its placements: what the suites of links,
/// placements and dismissal drive, headless (`HeadlessAppSuite`) or under SwiftUI. Each suite is
/// a final subclass, so that Swift Testing makes a fresh app for every test, as it makes a fresh
/// suite.
@MainActor
class TestAppSuite<Navigator: NavGraphInspectableNavigator & MadeEmpty> {
    let navigator = Navigator()
    let app: TestApp
    let placements: TestPlacements

    init() {
        app = TestApp(on: navigator)
        placements = TestPlacements(journal: app.journal)
    }

    /// The names shown, from the entry down to the top.
    var path: [String] { navigator.visiblePath.map(\.rawValue) }

    /// Shows the overlay `name` (an app lock, a call) from the tabs flow as `options` say; returns
    /// its screen.
    func showOverlay(_ name: String, _ options: NavGraphPresentationOptions) throws -> Screen {
        app.main.present(name, options)
        let screen = try #require(navigator.topFlowController as? Screen)
        try #require(screen.navGraphNode.rawValue == name, "\(path)")
        return screen
    }
}

/// The test app on a headless navigator.
typealias HeadlessAppSuite = TestAppSuite<NavGraphHeadlessNavigator>

/// A navigator a suite makes with nothing shown yet.
@MainActor
protocol MadeEmpty {
    init()
}

extension NavGraphHeadlessNavigator: MadeEmpty {}
extension NavGraphSwiftUINavigator: MadeEmpty {}
