#if canImport(UIKit)
import UIKit

/// The view controllers a split flow is drawn with: its split view controller, a navigation
/// controller per column, and the compact column's, which shows the whole stack collapsed.
struct NavGraphSplitViews {
    let controller: NavGraphSplitViewController
    let columns: [NavGraphNavigationController]
    let compact: NavGraphNavigationController
    /// What each column shows while it is empty, as the app's split view controller gives it.
    let placeholders: [UIViewController?]

    /// Every navigation controller, the compact column's last.
    var navigationControllers: [NavGraphNavigationController] { columns + [compact] }
}

/// Split flows: one stack in the state, drawn in the columns of a column-style
/// `UISplitViewController` where the width is regular (the column of the screen on top brought
/// into view) and in its compact column where it is compact. UIKit does not document how a
/// column-style split view merges its columns' stacks when it collapses without a compact
/// column, so the renderer gives it one and moves the screens itself, where Apple suggests:
/// "you might use this opportunity to configure the interface in the view controller associated
/// with the UISplitViewController.Column.compact column before returning that column"
/// (`topColumnForCollapsingToProposedTopColumn`).
extension NavGraphUIKitRenderer {
    /// Makes the split view controller of the split flow `id`, with its columns and compact
    /// column filled from the state, and embeds it in the flow's view controller.
    func makeSplit(_ id: NavGraphEntryID, in flow: UIViewController) {
        guard let split = navigation.state[id]?.split else { return }
        let style: UISplitViewController.Style = split.columns.count > 2 ? .tripleColumn : .doubleColumn
        let controller = (flow as? any NavGraphSplitViewControllerMaking)?.makeSplitViewController(style: style) ?? NavGraphSplitViewController(style: style)
        controller.forwarder.renderer = self
        controller.delegate = controller.forwarder
        let columns: [UISplitViewController.Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
        let views = NavGraphSplitViews(
            controller: controller, columns: split.columns.indices.map { _ in newNavigationController(for: id) }, compact: newNavigationController(for: id),
            placeholders: columns.map(controller.viewControllerForEmptyColumn))
        for (column, navigationController) in zip(columns, views.columns) {
            controller.setViewController(navigationController, for: column)
        }
        controller.setViewController(views.compact, for: .compact)
        splits[id] = views
        fill(views, of: id, animated: false)
        embed(controller, in: flow)
        showTopColumn(of: id)
    }

    /// The split flow whose stack `change` pushes onto, pops or sets, if it is one.
    func split(changedBy change: NavGraphChange) -> NavGraphEntryID? {
        let stack: NavGraphEntryID
        switch change {
        case .push(_, let onto): stack = onto
        case .pop(let popped, _), .setStack(let popped): stack = popped
        default: return nil
        }
        let shown = navigation.state.shownStack(of: stack)
        return splits[shown] == nil ? nil : shown
    }

    /// Draws the split flow's stack as the state holds it now (after a push, a pop or a new
    /// stack), animated, with the column of the screen on top in view, then calls `completion`;
    /// first dismisses what the app presented over the graph's screens when `dismissingForeign`.
    func redraw(_ id: NavGraphEntryID, dismissingForeign: Bool, _ completion: @escaping @MainActor () -> Void) {
        guard let views = splits[id] else { return completion() }
        settlePresentations(dismissingForeign: dismissingForeign) { [weak self] in
            guard let self else { return completion() }
            afterTransitions(of: views.navigationControllers[...]) { [weak self] in
                guard let self else { return completion() }
                fill(views, of: id, animated: animated)
                showTopColumn(of: id)
                afterTransitions(of: views.navigationControllers[...], completion)
            }
        }
    }

    /// Brings the column of the split flow's screen on top into view while the split view shows
    /// its columns and the flow is on the way to what the person sees: a sidebar or
    /// supplementary column through `show(_:)` ("the split view interface transitions to the
    /// closest display mode available for the current split behavior where the specified column
    /// is fully visible"); the secondary, which `show(_:)` ignores, by hiding the sidebars over
    /// it while they dim it ("The secondary view controller is dimmed out, preventing interaction
    /// with its view"): a selection that lands in the detail closes the overlay it was made in.
    func showTopColumn(of id: NavGraphEntryID) {
        let state = navigation.state
        guard let controller = splits[id]?.controller, !controller.isCollapsed, state[id]?.split?.collapsed == false,
              state.visibleEntries.contains(id) else { return }
        let visible = Set(state.visibleEntries)
        guard let top = state.shownStackEntries(id).last(where: visible.contains),
              let index = state.columns(of: id).firstIndex(where: { $0.contains(top) }) else { return }
        let columns = Self.columns(of: controller.style)
        guard index < columns.count - 1 else {
            for sidebar in columns.dropLast() where Self.dimsSecondary(controller.displayMode) {
                controller.hide(sidebar)
            }
            return
        }
        controller.show(columns[index])
    }

    /// UIKit's columns of a split view of `style`, first to last (the graph's `columns`).
    private static func columns(of style: UISplitViewController.Style) -> [UISplitViewController.Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    /// Whether `mode` shows sidebars over the secondary column or displaces it: "The secondary
    /// view controller is dimmed out, preventing interaction with its view."
    private static func dimsSecondary(_ mode: UISplitViewController.DisplayMode) -> Bool {
        switch mode {
        case .oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary: true
        case .automatic, .secondaryOnly, .oneBesideSecondary, .twoBesideSecondary: false
        @unknown default: false
        }
    }

    /// The split view collapsed or is expanding: the state follows, and the screens move to the
    /// compact column or back to their columns before UIKit shows them.
    func splitViewController(_ controller: UISplitViewController, collapsed: Bool) {
        guard let id = splits.first(where: { $0.value.controller === controller })?.key, let views = splits[id] else { return }
        navigation.userDid(.collapsed(id, collapsed))
        fill(views, of: id, animated: false)
        visibleScreenChanged()
    }

    /// Shows the split flow's stack as the state holds it after a user's pop, at once, with the
    /// column of the screen on top in view.
    func refillSplit(_ id: NavGraphEntryID) {
        guard let views = splits[id] else { return }
        fill(views, of: id, animated: false)
        showTopColumn(of: id)
    }

    /// The split view has expanded into its columns: the one of the screen on top comes into view.
    func splitViewControllerDidExpand(_ controller: UISplitViewController) {
        guard let id = splits.first(where: { $0.value.controller === controller })?.key else { return }
        showTopColumn(of: id)
    }

    /// The stack and the entries a navigation controller of a split flow shows: a column's part
    /// of the stack, or the whole stack in the compact column.
    func splitEntries(shownBy navigationController: UINavigationController) -> (split: NavGraphEntryID, entries: [NavGraphEntryID])? {
        for (id, views) in splits {
            if views.compact === navigationController { return (id, navigation.state.shownStackEntries(id)) }
            if let index = views.columns.firstIndex(where: { $0 === navigationController }) {
                let columns = navigation.state.columns(of: id)
                return (id, columns.indices.contains(index) ? columns[index] : [])
            }
        }
        return nil
    }

    /// Gives each navigation controller of the split view the screens it shows now: the whole
    /// stack to the compact column when collapsed, else each column its part, or its placeholder
    /// while it has none. Those that lose their screens are emptied first: a view controller has
    /// one parent.
    private func fill(_ views: NavGraphSplitViews, of id: NavGraphEntryID, animated: Bool) {
        let collapsed = navigation.state[id]?.split?.collapsed == true
        let columns = navigation.state.columns(of: id).map { $0.compactMap(viewController) }
        let expanded = zip(columns, views.placeholders).map { shown, placeholder in shown.isEmpty ? placeholder.map { [$0] } ?? [] : shown }
        let wanted = collapsed ? views.columns.map { _ in [] } + [columns.flatMap { $0 }] : expanded + [[]]
        let pairs = zip(views.navigationControllers, wanted)
        for (navigationController, shown) in pairs where shown.isEmpty && !navigationController.viewControllers.isEmpty {
            drawing(navigationController) { $0.setViewControllers([], animated: false) }
        }
        for (navigationController, shown) in pairs where !shown.isEmpty && !navigationController.viewControllers.elementsEqual(shown, by: ===) {
            drawing(navigationController) { $0.setViewControllers(shown, animated: animated) }
        }
    }

    /// Calls `completion` once none of the navigation controllers runs a transition.
    private func afterTransitions(of navigationControllers: ArraySlice<NavGraphNavigationController>, _ completion: @escaping @MainActor () -> Void) {
        guard let first = navigationControllers.first else { return completion() }
        afterTransition(of: first) { [weak self] in
            self?.afterTransitions(of: navigationControllers.dropFirst(), completion) ?? completion()
        }
    }
}
#endif
