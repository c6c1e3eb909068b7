import Foundation
import NavGraphRuntime

/// A graph's windows as generated code declares them, for the headless window tests and their
/// UIKit twins (Tests/UIKitScenarios/WindowScenarios.swift): Timeline's `compose` opens the editor in a window of its own with a draft
/// (`oneWindow: sheet`), `composeOrRefuse` the same without a one-window presentation.
///
/// A destination as generated.
struct TestWindowDestination: NavGraphDestinationValue {
    private(set) var name: NavGraphNodeName
    private(set) var navGraphContext: (any Hashable & Sendable)?

    init(name: NavGraphNodeName, navGraphContext: (any Hashable & Sendable)?) {
        self.name = name
        self.navGraphContext = navGraphContext
    }

    static let navGraphDecoders: [NavGraphNodeName: NavGraphContextDecoder<TestWindowDestination>] = [
        .timeline: { _ in TestWindowDestination(name: .timeline) },
        .editor: { TestWindowDestination(name: .editor, context: try $0.decode(String.self, forKey: .context)) },
    ]
}

/// `NavGraphWindow` as generated.
enum TestWindow: NavGraphWindowValue {
    case editor(String)

    var navGraphDestination: TestWindowDestination {
        switch self {
        case .editor(let draft): TestWindowDestination(name: .editor, context: draft)
        }
    }

    init?(navGraphDestination destination: TestWindowDestination) {
        guard destination.name == .editor, let draft: String = destination.context() else { return nil }
        self = .editor(draft)
    }
}

/// Timeline's routes as generated.
enum TimelineWindowRoute: NavGraphDeclaredRoute {
    case compose(String)
    case composeOrRefuse(String)

    var navGraphDeclaration: NavGraphRouteDeclaration<TestWindowDestination> {
        switch self {
        case .compose(let draft): NavGraphRouteDeclaration("compose", .window(oneWindow: .sheet), TestWindowDestination(name: .editor, context: draft))
        case .composeOrRefuse(let draft):
            NavGraphRouteDeclaration("composeOrRefuse", .window(oneWindow: nil), TestWindowDestination(name: .editor, context: draft))
        }
    }

    var destination: TestWindowDestination { navGraphDeclaration.destination }

    static let navGraphSavedRoutes: [String: NavGraphSavedRoute<Self>] = [
        "compose": .init(to: .editor, Self.compose),
        "composeOrRefuse": .init(to: .editor, Self.composeOrRefuse),
    ]

    /// Performs the route from the top-most screen of `navigator`, Timeline, as generated
    /// `perform(_:)` does: the editor it presents where there is one window is made here, and its
    /// end recorded in `journal`.
    @MainActor
    func perform(from navigator: some NavGraphNavigator, journal: Journal) throws {
        let navigation = navigator.navigation
        guard let timeline = navigation.state.top.flatMap(navigation.flowController(for:)) as? Screen else { throw NotShown() }
        timeline.navGraphPerform(self, opening: { route in
            NavGraphOpening(Screen("Editor", journal: journal), route: route, onEnd: NavGraphFinishHandler(ended: {
                journal.events.append("Timeline heard \(route.navGraphRouteName) ended")
            })) {}
        })
    }

    /// Timeline is not the top-most screen.
    struct NotShown: Error {}
}

/// The placement of the editor's link with `window: new`, as generated: presented over the top
/// where there is one window, handed to the window opener where several show.
@MainActor
func editorLinkPlacement(journal: Journal) -> NavGraphPlacement<TestWindowDestination> {
    NavGraphPlacement(
        screen: .editor, steps: [], arrival: .presented(NavGraphPresentationOptions()),
        make: { _ in Screen("Editor", journal: journal) },
        start: { _, destination in journal.events.append("Editor started with \(destination.context() as String? ?? "")") },
        opensNewWindow: true)
}

/// The generated `start(window:roots:)` and `restore(_:window:roots:)` of a graph whose Timeline
/// is under switch flow Root's child Main (a log-in): the editor's window asks Root's gate first,
/// as a restored state would, `root` making Root's FlowController as `NavGraphWindowRoots` does.
extension NavGraphNavigator {
    /// The ways to the editor's window: Timeline, its window route's source, is under Root's Main.
    private func gates(of window: TestWindow, root: @escaping @MainActor () -> Screen) -> [[NavGraphWindowGate]] {
        switch window {
        case .editor: [[NavGraphWindowGate(.root, child: .main, gate: root)]]
        }
    }

    /// Starts the window's navigator from `window`, or shows nothing and answers `false` when a gate refuses.
    @discardableResult
    func start(window: TestWindow, root: @escaping @MainActor () -> Screen, journal: Journal) -> Bool {
        guard navigation.refusal(ofWindow: window.navGraphDestination.name, ways: gates(of: window, root: root)) == nil else { return false }
        switch window {
        case .editor(let draft):
            let editor = Screen("Editor", journal: journal)
            showRoot(editor)
            journal.events.append("Editor started with \(draft)")
        }
        return true
    }

    /// Restores the window's saved state, or throws, showing nothing, when a gate refuses.
    func restore(_ saved: NavGraphSavedState<TestWindowDestination>, window: TestWindow, root: @escaping @MainActor () -> Screen, journal: Journal) throws {
        if let refusal = navigation.refusal(ofWindow: window.navGraphDestination.name, ways: gates(of: window, root: root)) { throw refusal }
        switch window {
        case .editor: try navigation.restore(saved, entry: Screen("Editor", journal: journal), startEntry: {})
        }
    }
}

extension NavGraphNodeName {
    static let timeline = NavGraphNodeName(rawValue: "Timeline")
    static let editor = NavGraphNodeName(rawValue: "Editor")
    static let root = NavGraphNodeName(rawValue: "Root")
    static let main = NavGraphNodeName(rawValue: "Main")
}
