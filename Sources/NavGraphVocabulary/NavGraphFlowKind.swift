/// What kind of container a flow is: the graph's `kind:` (parsed by raw value).
///
/// The questions asked of a flow kind are properties here, each one exhaustive `switch`,
/// starting with the keys its flows take (`rule(for:)`).
public enum NavGraphFlowKind: String, CaseIterable, Hashable, Sendable {
    /// A navigation stack (UINavigationController).
    case stack
    /// A tab bar (UITabBarController).
    case tabs
    /// A root that shows one child at a time and swaps it.
    case `switch`
    /// A navigation stack shown in two or three columns where the width allows
    /// (UISplitViewController, NavigationSplitView), and as one stack where it is compact.
    case split
    /// Children shown at once in a view the app draws (its own container view controller or
    /// SwiftUI view), as an embed segue puts favourites inside a browser's home.
    case container

    /// Whether the flow has exactly one child, its root (`root:`), rather than a list
    /// (`children:`). A split flow lists its `columns:`, the first of which is its root.
    public var hasOneRoot: Bool {
        switch self {
        case .stack: true
        case .tabs, .switch, .split, .container: false
        }
    }

    /// Whether the flow starts with one chosen child (`initial:`, by default the first) and
    /// makes the others only when a route, a link or a restored state switches to them; a stack
    /// starts its root and tabs start every tab.
    public var startsWithInitialChild: Bool {
        switch self {
        case .switch: true
        case .stack, .tabs, .split, .container: false
        }
    }

    /// Whether screens can be pushed inside the flow: its children and what they push are in a
    /// navigation stack.
    public var acceptsPushes: Bool {
        switch self {
        case .stack, .split: true
        case .tabs, .switch, .container: false
        }
    }

    /// Whether the flow shows every child it lists, at once or one tab at a time, unless the app
    /// hides some at run time (`hideable`): a tab bar's tabs, a container's children. A switch
    /// shows one child it swaps, a stack its root.
    public var showsEveryChild: Bool {
        switch self {
        case .tabs, .container: true
        case .stack, .switch, .split: false
        }
    }

    /// Whether the user picks the shown child from a bar of the flow's children (tab bar items).
    public var showsTabBar: Bool {
        switch self {
        case .tabs: true
        case .stack, .switch, .split, .container: false
        }
    }

    /// Whether a navigation stack can hold the flow's container as one of its entries. UIKit
    /// refuses to push a navigation controller ("Pushing a navigation controller is not
    /// supported"), and a tab bar controller "should never be installed as a child of another
    /// view controller" (UITabBarController's documentation); SwiftUI would nest a
    /// `NavigationStack` or a `TabView` inside a `NavigationStack`. A switch is a plain container
    /// that shows one child in its place, and a container is the app's own view controller. A
    /// split view's columns are navigation controllers too.
    public var fitsInNavigationStack: Bool {
        switch self {
        case .switch, .container: true
        case .stack, .tabs, .split: false
        }
    }

    /// Whether a flow of this kind may perform its own routes (`routes:` on the flow) of
    /// `style`: every flow presents over itself and opens a destination where the graph places
    /// it; only a stack flow pushes, onto its own stack above its top screen (a split flow's top
    /// is a column's, whose pushes its screens decide). A replace, a select, an unwind or a
    /// finish acts on the screens and containers around the one screen that performs it; a flow
    /// is many screens. A window is opened by a screen, which the graph's pictures show it from
    /// (flows' own window routes are not built).
    public func performsOwnRoutes(of style: NavGraphRouteStyle) -> Bool {
        switch style {
        case .present, .open: true
        case .push: self == .stack
        case .replace, .select, .unwind, .finish, .window: false
        }
    }

    /// Whether a route of `style` opens a flow of this kind as one whole that a `finish` route of
    /// a screen inside it ends, handing its `feedback` back to that route: a stack pushed (a
    /// sub-flow, popped back to the screen below it) or presented (dismissed), a container
    /// presented (a bookmark editor sheet showing its details and a folder list at once).
    /// Pushed, a container is one entry of the opener's stack, whose children are not screens of
    /// that stack to pop; tabs, switch and split flows are never opened to end with a value.
    public func endsBackToOpener(openedBy style: NavGraphRouteStyle) -> Bool {
        switch (self, style) {
        case (.stack, .push), (.stack, .present), (.container, .present): true
        case (.stack, _), (.container, _), (.tabs, _), (.switch, _), (.split, _): false
        }
    }

    /// Whether a route may open a flow of this kind to end with a value (`endsBackToOpener(openedBy:)`
    /// for some style): the kinds that take `context` and `feedback` and that `finish` ends.
    public var endsBackToOpener: Bool {
        NavGraphRouteStyle.allCases.contains(where: endsBackToOpener(openedBy:))
    }

    /// What a flow of this kind is, in a phrase: the hover text editors show for `kind:` (the
    /// JSON Schema's).
    public var summary: String {
        switch self {
        case .stack: "a navigation stack"
        case .tabs: "a tab bar"
        case .switch: "one child at a time"
        case .split: "a navigation stack shown in two or three columns where the width allows"
        case .container: "children shown at once in the app's own view"
        }
    }

    /// Which keys a flow of this kind must, may and must not write, every key decided for every
    /// kind (a new kind or a new key does not build until it is). Each kind requires one key listing what it shows
    /// (`NavGraphFlowKey.listings`); `initial` goes with `startsWithInitialChild`, `hideable`
    /// with `showsEveryChild` (the app hides some), `order` and `bar` with `showsTabBar` (the
    /// person orders the bar; the app draws it); `context` and `feedback` only on a stack and a container, the flows a route
    /// opens to end with a value (`endsBackToOpener`: a split is a stack too, but the root of a
    /// window).
    public func rule(for key: NavGraphFlowKey) -> NavGraphKeyRule {
        switch self {
        case .stack:
            switch key {
            case .kind, .root: .required
            case .summary, .context, .feedback, .routes, .placement, .formerly: .allowed
            case .children, .columns, .initial, .hideable, .order, .bar: .forbidden
            }
        case .tabs:
            switch key {
            case .kind, .children: .required
            case .summary, .hideable, .order, .bar, .routes, .placement, .formerly: .allowed
            case .root, .columns, .initial, .context, .feedback: .forbidden
            }
        case .switch:
            switch key {
            case .kind, .children: .required
            case .summary, .initial, .routes, .placement, .formerly: .allowed
            case .root, .columns, .context, .feedback, .hideable, .order, .bar: .forbidden
            }
        case .split:
            switch key {
            case .kind, .columns: .required
            case .summary, .routes, .placement, .formerly: .allowed
            case .root, .children, .initial, .context, .feedback, .hideable, .order, .bar: .forbidden
            }
        case .container:
            switch key {
            case .kind, .children: .required
            case .summary, .context, .feedback, .hideable, .routes, .placement, .formerly: .allowed
            case .root, .columns, .initial, .order, .bar: .forbidden
            }
        }
    }

    /// The key that lists what the flow shows: a stack's `root`, a split's `columns`, the
    /// `children` of the others; the one of `NavGraphFlowKey.listings` it requires.
    public var listingKey: NavGraphFlowKey {
        NavGraphFlowKey.allCases.first { NavGraphFlowKey.listings.contains($0) && rule(for: $0) == .required }!
    }
}
