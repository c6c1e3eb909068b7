/// The delegate of a split view controller: the column-style methods the runtime relies on. (Its
/// Objective-C protocol, unlike the navigation controller's, does not adopt `NSObject`.)
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// "When the split view controller transitions from a horizontally regular to a horizontally
    /// compact size class, it calls this method and asks you for the column to display when that
    /// transition is complete. Use this method to customize the view controller you're
    /// collapsing to. For example, you might use this opportunity to configure the interface in
    /// the view controller associated with the UISplitViewController.Column.compact column before
    /// returning that column." (Apple)
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column
    /// "When the split view controller transitions from a horizontally compact to a horizontally
    /// regular size class, it calls this method and asks you for the display mode to use when
    /// that transition is complete." (Apple)
    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode
    /// "The split view controller calls this method after its interface has collapsed, meaning
    /// that isCollapsed is true." (Apple)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)
    /// "The split view controller calls this method after its interface has expanded, meaning
    /// that isCollapsed is false." (Apple)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)
}

extension UISplitViewControllerDelegate {
    /// Optional in UIKit: the proposed column.
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column { proposedTopColumn }
    /// Optional in UIKit: the proposed display mode.
    public func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    /// Optional in UIKit: does nothing.
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    /// Optional in UIKit: does nothing.
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
}

/// "A container view controller that implements a hierarchical interface" (UIKit's
/// `UISplitViewController`), column-style (iOS 14+) only.
///
/// What it follows from Apple's documentation:
/// - "The split view controller wraps all of its child view controllers in navigation
///   controllers. If you set a child view controller that's not a navigation controller, the
///   split view controller creates a navigation controller for it. The split view controller
///   returns your original view controller through viewController(for:), but its children
///   property contains the navigation controller it used to wrap your view controller." The
///   compact column takes "Any UIViewController" as it is.
/// - "You can't assign a UITabBarController to the primary or supplementary columns", and
///   `setViewController(_:for:)` "doesn't apply to classic split view controllers": both refused
///   here, logged.
/// - Collapsing "happens when the split view controller transitions from a horizontally regular
///   to a horizontally compact environment" (`isCollapsed`): the window's size class changing
///   (`UIKitDouble.setHorizontalSizeClass`) collapses or expands every split view controller in
///   it, asking the delegate as the column-style delegate methods say, and `isCollapsed` changes
///   before `splitViewControllerDidCollapse` / `DidExpand`. "After it has been collapsed, the
///   split view controller reports having only one child view controller in its
///   viewControllers property ... If a view controller is set for the
///   UISplitViewController.Column.compact column, this property contains that view controller.
///   Otherwise, this property contains the primary view controller."
/// - Apple does not say which column UIKit proposes when collapsing, nor how a column-style split
///   view without a compact column merges its columns' stacks: the double proposes `.secondary`
///   and merges nothing (the runtime gives a compact column of its own and never relies on it).
/// - Expanded, its columns show as its display mode says (`UISplitViewController.h`, and each
///   `DisplayMode` case's documentation): the split behavior allows some modes ("Tile behavior
///   allows SecondaryOnly, OneBesideSecondary, and TwoBesideSecondary display modes / Overlay
///   behavior allows SecondaryOnly, OneOverSecondary, and TwoOverSecondary display modes /
///   Displace behavior allows SecondaryOnly, OneBesideSecondary, and TwoDisplaceSecondary display
///   modes"); the one sidebar of a `one…` mode is "the primary column for doubleColumn interfaces
///   and the supplementary column for tripleColumn interfaces"; in an over or displace mode "the
///   secondary view controller is dimmed out, preventing interaction with its view".
///   `preferredDisplayMode` `.automatic` "on an iPad, corresponds to an overlay mode in portrait
///   and a side-by-side mode in landscape": which one the test chooses (`UIKitDouble.splitLayout`).
/// - `show(_:)` and `hide(_:)`, expanded, as the header says: "ignored for the Secondary column;
///   ignored when the column is already visible [hide: not visible] in the current displayMode;
///   otherwise animates to the nearest displayMode where the column is visible [hide: not
///   visible]", among those the split behavior allows. Collapsed, "if a vc is set for this
///   column [compact], it will be used when the UISVC is collapsed, instead of stacking the vc's
///   for the Primary, Supplementary, and Secondary columns", and the header's rules for a
///   collapsed split view speak of that stack: the double refuses (logs) a show or hide then.
/// - What the person does: taps the display mode button (`UIKitDouble.userShowsSidebar`), and
///   touches the dimmed secondary ("Touching the dimmed view dismisses the overlay and returns the
///   interface to the secondaryOnly display mode", `oneOverSecondary`; "Touching the dimmed view
///   or using a gesture returns the interface to the oneBesideSecondary display mode",
///   `twoDisplaceSecondary`).
@MainActor
open class UISplitViewController: UIViewController {
    /// "Constants that describe the overall layout of a split view interface."
    public enum Style: Int, Sendable {
        case unspecified, doubleColumn, tripleColumn
    }

    /// "Constants that describe the columns within a split view interface."
    public enum Column: Int, Sendable {
        case primary, supplementary, secondary, compact
    }

    /// "Constants describing the possible display modes for a split view controller."
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }

    /// "Constants that describe the possible ways that the child view controllers appear in
    /// relation to each other."
    public enum SplitBehavior: Int, Sendable {
        case automatic, tile, overlay, displace
    }

    /// The style the split view was made with.
    public let style: Style
    /// Asked and told as the interface collapses and expands.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// "A Boolean value that indicates whether only one of the child view controllers is displayed."
    open private(set) var isCollapsed = false
    /// "default Automatic, actual behavior will be determined by width buckets and view aspect
    /// ration" (`UISplitViewController.h`): here, by `UIKitDouble.splitLayout`.
    open var preferredSplitBehavior: SplitBehavior = .automatic
    /// The split behavior in effect: the preferred one, or the layout's.
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? UIKitDouble.splitLayout.behavior : preferredSplitBehavior
    }
    /// "An animatable property that controls how the primary view controller is hidden and
    /// displayed." Setting it changes the display mode to it, or to the nearest the split
    /// behavior allows.
    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { chosenMode = nil }
    }
    /// "The actual current displayMode of the split view controller. This will never return
    /// `UISplitViewControllerDisplayModeAutomatic`."
    open var displayMode: DisplayMode {
        let wanted = chosenMode ?? (preferredDisplayMode == .automatic ? UIKitDouble.splitLayout.automaticMode(for: style) : preferredDisplayMode)
        return allowedModes.contains(wanted) ? wanted : nearest(to: wanted, in: allowedModes)
    }
    /// The mode `show(_:)`, `hide(_:)`, expanding or the person chose last, until the app sets
    /// `preferredDisplayMode` again.
    private var chosenMode: DisplayMode?
    /// The running animation of a `show(_:)` or `hide(_:)`.
    private var columnCoordinator: TransitionCoordinator?
    /// The view controllers given for each column, as given.
    private var assigned: [Column: UIViewController] = [:]
    /// What each column shows: the given view controller, or the navigation controller wrapping it.
    private var shown: [Column: UIViewController] = [:]

    /// "Creates a split view interface with the specified style."
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a split view controller with data in an unarchiver.
    public required init?(coder aDecoder: NSCoder) {
        style = .unspecified
        super.init(coder: aDecoder)
    }

    /// "Presents the provided view controller in the specified column of the split view interface."
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            return UIKitDouble.warn("setViewController(_:for:) doesn't apply to classic split view controllers")
        }
        if vc is UITabBarController, column == .primary || column == .supplementary {
            return UIKitDouble.warn("You can't assign a UITabBarController to the primary or supplementary columns")
        }
        shown[column]?.removeFromParent()
        assigned[column] = vc
        guard let vc else {
            shown[column] = nil
            return
        }
        let wrapped = column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        shown[column] = wrapped
        addChild(wrapped)
    }

    /// "Returns the view controller associated with the specified column of the split view interface."
    open func viewController(for column: Column) -> UIViewController? {
        assigned[column]
    }

    /// "The array of view controllers the split view controller manages."
    open var viewControllers: [UIViewController] {
        if isCollapsed { return [shown[.compact] ?? shown[.primary]].compactMap { $0 } }
        let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        return columns.compactMap { shown[$0] }
    }

    /// Joining a window whose width is compact collapses it: it starts regular, and "collapsing
    /// happens when the split view controller transitions from a horizontally regular to a
    /// horizontally compact environment" (`isCollapsed`).
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil, hostWindow?.horizontalSizeClass == .compact { sizeClassChanged(toCompact: true) }
    }

    /// The window's width class became compact (collapse) or regular (expand): expanding takes
    /// the display mode the delegate returns ("The display mode to expand the interface to").
    func sizeClassChanged(toCompact compact: Bool) {
        guard compact != isCollapsed else { return }
        if compact {
            _ = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            isCollapsed = true
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            let mode = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: .automatic) ?? .automatic
            chosenMode = mode == .automatic ? nil : mode
            isCollapsed = false
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    /// The running transition: a `show(_:)` or `hide(_:)` animating ("If an animation is started
    /// due to -show/hideColumn:, the transitionCoordinator for the UISplitViewController is
    /// available following the -show/hideColumn: message"), or an ancestor's.
    open override var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        columnCoordinator ?? super.transitionCoordinator
    }

    /// "Presents the view controller in the specified column of the split view interface."
    open func show(_ column: Column) {
        guard acceptsColumnChange(of: column, "show") else { return }
        guard !visibleColumns(in: displayMode).contains(column) else { return }
        changeMode(to: nearest(to: displayMode, in: allowedModes.filter { visibleColumns(in: $0).contains(column) }))
    }

    /// "Dismisses the view controller in the specified column of the split view interface."
    open func hide(_ column: Column) {
        guard acceptsColumnChange(of: column, "hide") else { return }
        guard visibleColumns(in: displayMode).contains(column) else { return }
        changeMode(to: nearest(to: displayMode, in: allowedModes.filter { !visibleColumns(in: $0).contains(column) }))
    }

    /// Whether `show(_:)` or `hide(_:)` acts on `column` now: never on the secondary or compact
    /// columns ("-hideColumn: and -showColumn: do not accept the Compact column"; "ignored for the
    /// Secondary column"), nor while collapsed (logged: see the type's documentation).
    private func acceptsColumnChange(of column: Column, _ method: String) -> Bool {
        guard column != .compact else {
            UIKitDouble.warn("-\(method)Column: does not accept the Compact column")
            return false
        }
        guard !isCollapsed else {
            UIKitDouble.warn("-\(method)Column: on a collapsed split view controller with a compact column is not modelled by the double")
            return false
        }
        return column != .secondary
    }

    /// Animates to `mode`.
    private func changeMode(to mode: DisplayMode) {
        chosenMode = mode
        let coordinator = TransitionCoordinator(interactive: false)
        columnCoordinator = coordinator
        UIKitDouble.animate(true) { [weak self] in
            if self?.columnCoordinator === coordinator { self?.columnCoordinator = nil }
            coordinator.end(cancelled: false)
        }
    }

    /// The columns shown in `mode`, dimmed or not: a `one…` mode's one sidebar is "the primary
    /// column for doubleColumn interfaces and the supplementary column for tripleColumn
    /// interfaces"; a `two…` mode (triple column only) shows both.
    public func visibleColumns(in mode: DisplayMode) -> [Column] {
        let sidebar: Column = style == .tripleColumn ? .supplementary : .primary
        switch mode {
        case .automatic, .secondaryOnly: return [.secondary]
        case .oneBesideSecondary, .oneOverSecondary: return [sidebar, .secondary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: return [.primary, .supplementary, .secondary]
        }
    }

    /// The columns the person sees and can act on now, expanded (for tests; not UIKit's): the
    /// secondary drops out when it is dimmed ("The secondary view controller is dimmed out,
    /// preventing interaction with its view").
    public var interactiveColumns: [Column] {
        guard !isCollapsed else { return [.compact] }
        let dimmed = [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(displayMode)
        return visibleColumns(in: displayMode).filter { !(dimmed && $0 == .secondary) }
    }

    /// The person taps the display mode button to show the sidebar (for tests: `UIKitDouble`).
    func userShowsSidebar() {
        guard !isCollapsed else { return }
        show(.primary)
    }

    /// The person touches the dimmed secondary: "Touching the dimmed view dismisses the overlay
    /// and returns the interface to the secondaryOnly display mode" (`oneOverSecondary`); "returns
    /// the interface to the oneBesideSecondary display mode" (`twoDisplaceSecondary`). Returns
    /// whether the secondary was dimmed. (Apple does not say where `twoOverSecondary` returns: the
    /// double hides both sidebars, as for `oneOverSecondary`.)
    func userTouchesDimmedSecondary() -> Bool {
        guard !isCollapsed else { return false }
        switch displayMode {
        case .oneOverSecondary, .twoOverSecondary: changeMode(to: .secondaryOnly)
        case .twoDisplaceSecondary: changeMode(to: .oneBesideSecondary)
        case .automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: return false
        }
        return true
    }

    /// The display modes the split behavior allows, fewest sidebars first; a double-column split
    /// view has no `two…` modes ("For triple-column style only").
    private var allowedModes: [DisplayMode] {
        let modes: [DisplayMode]
        switch splitBehavior {
        case .automatic, .tile: modes = [.secondaryOnly, .oneBesideSecondary, .twoBesideSecondary]
        case .overlay: modes = [.secondaryOnly, .oneOverSecondary, .twoOverSecondary]
        case .displace: modes = [.secondaryOnly, .oneBesideSecondary, .twoDisplaceSecondary]
        }
        return style == .tripleColumn ? modes : Array(modes.prefix(2))
    }

    /// The mode among `candidates` with the number of sidebars nearest `mode`'s (the fewer on a
    /// tie): Apple's "nearest displayMode".
    private func nearest(to mode: DisplayMode, in candidates: [DisplayMode]) -> DisplayMode {
        let sidebars = { (mode: DisplayMode) in self.visibleColumns(in: mode).count }
        return candidates.min { abs(sidebars($0) - sidebars(mode)) < abs(sidebars($1) - sidebars(mode)) } ?? mode
    }
}
