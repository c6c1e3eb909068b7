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

    /// The style the split view was made with.
    public let style: Style
    /// Asked and told as the interface collapses and expands.
    open weak var delegate: (any UISplitViewControllerDelegate)?
    /// "A Boolean value that indicates whether only one of the child view controllers is displayed."
    open private(set) var isCollapsed = false
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

    /// The window's width class became compact (collapse) or regular (expand).
    func sizeClassChanged(toCompact compact: Bool) {
        guard compact != isCollapsed else { return }
        if compact {
            _ = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
            isCollapsed = true
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            _ = delegate?.splitViewController(self, displayModeForExpandingToProposedDisplayMode: .automatic)
            isCollapsed = false
            delegate?.splitViewControllerDidExpand(self)
        }
    }
}
