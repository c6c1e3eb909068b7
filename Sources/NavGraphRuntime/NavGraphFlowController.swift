#if canImport(UIKit)
import UIKit

/// What every FlowController is: a view controller where UIKit exists.
///
/// A FlowController of a screen may also be a `UIHostingController` around a SwiftUI view.
public typealias NavGraphViewController = UIViewController
#else
/// What every FlowController is where UIKit does not exist (headless tests on macOS and Linux):
/// a plain main-actor class.
@MainActor
open class NavGraphViewController {
    /// Creates a FlowController.
    public init() {}
}
#endif

/// A FlowController: the object that owns one screen's or flow's transitions.
///
/// The generated contracts (`<Name>FlowControlling`) refine this protocol; the app's
/// FlowControllers conform to those. Views only report events to their FlowController.
/// With `generate: ui: uikit` the contracts also require a `NavGraphViewController`; with
/// `ui: swiftui` FlowControllers are plain objects (`NavGraphSwiftUIFlowController`).
@MainActor
public protocol NavGraphFlowController: AnyObject {
    /// The navigator that shows this FlowController: set when it is shown, cleared when it is
    /// closed. Declare it `weak`: the navigator lives as long as its window shows it.
    var navigator: (any NavGraphNavigator)? { get set }
    /// The screen's or flow's name in the graph (given by its contract).
    var navGraphNode: NavGraphNodeName { get }
    /// For a flow, its kind and children as the graph declares them (given by its contract);
    /// `nil` for a screen.
    var navGraphFlow: NavGraphFlowDeclaration? { get }

    /// For a flow, makes the child named `child` through the flow's contract, to restore a saved
    /// state (given by its contract); `nil` when the flow has no such child.
    func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild?
    /// For a screen, makes what its route named `route` opens towards `destination` as
    /// `perform(_:)` would, without showing it, to restore a saved state (given by its contract);
    /// `nil` when the screen has no such route, or it leads elsewhere or takes another context.
    func navGraphReopening(_ route: String, to destination: any Hashable & Sendable) -> NavGraphOpening?
    /// For a tabs or container flow, the tabs or children it shows now, in the graph's order (the
    /// app's for a tabs flow with `order: app`), given by its contract: every child, less the
    /// `hideable` ones the app's `isShown(_:)` hides. Starting the flow, `updateTabs()`,
    /// `updateChildren()` and restoring read it; a link to a hidden tab or child waits until it
    /// shows.
    var navGraphShownChildren: [NavGraphNodeName] { get }
    /// For a screen, the names of its routes that push (given by its contract): a link tapped on
    /// it whose screen one of them pushes opens by that route, above it (`open(url:from:)`).
    var navGraphPushingRoutes: [String] { get }
    /// For a tabs flow, its action tabs: the tab items that perform one of its own routes
    /// instead of selecting a tab, with what each shows (given by its contract).
    var navGraphActionTabs: [NavGraphActionTab] { get }
    /// For a tabs flow, performs the route of its action tab `route`, which the person tapped
    /// (given by its contract).
    func navGraphPerformActionTab(_ route: String)
    /// For a tabs flow with children made from data, makes the instance for `key` through the
    /// flow's contract (`make<Flow>(_:)`), to start once it is in the tab bar; `nil` when the flow
    /// has none or `key` is not of its key type.
    func navGraphMakeInstance(_ key: NavGraphInstanceKey) -> NavGraphMadeChild?
    /// For a tabs flow with children made from data that a link or an `open` route opens a new
    /// instance of (`instance: new`), the key of that new instance (the contract's `newKey()`);
    /// `nil` for every other flow.
    func navGraphNewInstanceKey() -> NavGraphInstanceKey?
    /// For a tabs flow with children made from data, reads a saved key (its JSON form) back and
    /// asks the app's `shouldRestore(_:)` for it (given by its contract).
    func navGraphRestoredKey(_ saved: String) -> NavGraphRestoredKey
}

/// What a tabs flow's contract says of one key a saved state holds for its children made from
/// data.
public enum NavGraphRestoredKey: Hashable, Sendable {
    /// The key, which the app lets restore.
    case restored(NavGraphInstanceKey)
    /// The app no longer has it (`shouldRestore(_:)` answered `false`): its instance is left out.
    case refusedByApp
    /// The saved text is no key of the flow's key type: the saved state is refused.
    case unreadable
}

extension NavGraphFlowController {
    /// A screen: no flow.
    public var navGraphFlow: NavGraphFlowDeclaration? { nil }

    /// A screen: no children.
    public func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? { nil }

    /// No routes that push or present.
    public func navGraphReopening(_ route: String, to destination: any Hashable & Sendable) -> NavGraphOpening? { nil }

    /// No routes that push.
    public var navGraphPushingRoutes: [String] { [] }

    /// No action tabs.
    public var navGraphActionTabs: [NavGraphActionTab] { [] }

    /// No action tabs: nothing to perform.
    public func navGraphPerformActionTab(_ route: String) {}

    /// No children made from data.
    public func navGraphMakeInstance(_ key: NavGraphInstanceKey) -> NavGraphMadeChild? { nil }

    /// No link or route opens a new instance of its children.
    public func navGraphNewInstanceKey() -> NavGraphInstanceKey? { nil }

    /// No children made from data: no saved key reads.
    public func navGraphRestoredKey(_ saved: String) -> NavGraphRestoredKey { .unreadable }

    /// Every tab or container child shows: the graph lets the app hide none.
    public var navGraphShownChildren: [NavGraphNodeName] {
        navGraphFlow.map { $0.kind.showsEveryChild ? $0.children : [] } ?? []
    }
}

extension NavGraphFlowController {
    /// The navigator, when it takes a route from this FlowController now; `nil` (with a debug
    /// log) when this FlowController is not shown, not on top (unless the route closes what is
    /// above it, `reach: .fromBelow`, or shows an overlay, `.aboveEverything`), or a transition is
    /// running. Generated `perform(_:)` asks this before making a destination.
    public func navigatorAccepting(_ route: some Hashable & Sendable, reach: NavGraphRouteReach = .front) -> (any NavGraphNavigator)? {
        guard let navigator else {
            NavGraphLog.ignored("\(navGraphNode) performed \(route) while it is not shown")
            return nil
        }
        return navigator.navigation.accepts(route, from: self, reach: reach) ? navigator : nil
    }
}

extension NavGraphFlowController {
    /// The nearest flow this FlowController is shown inside (or presented from, further out)
    /// whose FlowController is a `Flow`: how a screen reaches the flow that owns a route, as the
    /// timeline's compose button reaches the session's `compose` route
    /// (`enclosing((any SessionFlowControlling).self)?.perform(.compose(.new))`). `nil` while this
    /// FlowController is not shown, or no such flow holds it.
    public func enclosing<Flow>(_ type: Flow.Type) -> Flow? {
        guard let navigation = navigator?.navigation, let id = navigation.entryID(of: self) else { return nil }
        for entry in navigation.state.lineage(of: id).dropFirst() {
            if let flow = navigation.flowController(for: entry) as? Flow { return flow }
        }
        return nil
    }
}
