#if canImport(UIKit)
import UIKit

/// The split view controller a split flow is shown in: column-style (iOS 14+), two or three
/// columns as the graph's `columns`, each column a `NavGraphNavigationController`, and a compact
/// column that shows the whole stack where the width is compact. Its delegate is always the
/// navigator's forwarder; a delegate the app sets becomes the forwarder's app delegate.
///
/// Subclass it for the app's own split view controller (`preferredDisplayMode`,
/// `preferredSplitBehavior`, column widths) and return the subclass from the split flow's
/// `NavGraphSplitViewControllerMaking.makeSplitViewController(style:)`.
@MainActor
open class NavGraphSplitViewController: UISplitViewController {
    /// UIKit's delegate, which the renderer hears first.
    let forwarder = NavGraphSplitDelegate()

    /// The app's delegate, behind the navigator's forwarder (final: the forwarder must stay UIKit's).
    public final override var delegate: (any UISplitViewControllerDelegate)? {
        get { super.delegate }
        set {
            if newValue !== forwarder { forwarder.app = newValue }
            super.delegate = forwarder
        }
    }

    /// What `column` shows while no screen is in it, where the width is regular ("No article
    /// selected"): asked once per column as the split view is made; `nil`, the default, leaves
    /// the column empty. It is not a screen of the graph: no route opens it, and a selection
    /// takes its place.
    open func viewControllerForEmptyColumn(_ column: UISplitViewController.Column) -> UIViewController? {
        nil
    }
}

/// A split flow's FlowController that supplies the split view controller its columns are shown
/// in: the app's own `NavGraphSplitViewController` subclass, made with the style the graph's
/// columns ask for (`.doubleColumn` or `.tripleColumn`). A split flow that does not adopt it gets
/// a plain `NavGraphSplitViewController`.
@MainActor
public protocol NavGraphSplitViewControllerMaking: NavGraphFlowController {
    /// A new split view controller of `style`, with no view controllers; the navigator fills it.
    func makeSplitViewController(style: UISplitViewController.Style) -> NavGraphSplitViewController
}

/// Forwards a split view controller's delegate calls: the renderer moves the screens between the
/// columns and the compact column as the interface collapses or expands, then the app hears it.
/// The column to show collapsed is always the compact one, which holds the whole stack.
@MainActor
final class NavGraphSplitDelegate: NavGraphDelegateForwarder, UISplitViewControllerDelegate {
    weak var renderer: NavGraphUIKitRenderer?
    /// The app's own delegate, if it set one.
    var app: (any UISplitViewControllerDelegate)? {
        get { appDelegate as? any UISplitViewControllerDelegate }
        // Its protocol does not adopt NSObject, but the app's delegate is an object UIKit can ask.
        set { appDelegate = newValue as? any NSObjectProtocol }
    }

    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        renderer?.splitViewController(svc, collapsed: true)
        return .compact
    }

    func splitViewController(
        _ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode
    ) -> UISplitViewController.DisplayMode {
        renderer?.splitViewController(svc, collapsed: false)
        #if canImport(ObjectiveC)
        return app?.splitViewController?(svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode) ?? proposedDisplayMode
        #else
        return app?.splitViewController(svc, displayModeForExpandingToProposedDisplayMode: proposedDisplayMode) ?? proposedDisplayMode
        #endif
    }

    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
        #if canImport(ObjectiveC)
        app?.splitViewControllerDidCollapse?(svc)
        #else
        app?.splitViewControllerDidCollapse(svc)
        #endif
    }

    func splitViewControllerDidExpand(_ svc: UISplitViewController) {
        renderer?.splitViewControllerDidExpand(svc)
        #if canImport(ObjectiveC)
        app?.splitViewControllerDidExpand?(svc)
        #else
        app?.splitViewControllerDidExpand(svc)
        #endif
    }
}
#endif
