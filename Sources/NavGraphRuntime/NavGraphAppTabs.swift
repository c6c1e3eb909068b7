/// A tabs flow whose bar the app draws (`bar: app`): the app shows one tab at a time in its own
/// view, with a switcher of its own (a browser's tab switcher, a segmented control), while the
/// flow keeps everything a tabs flow has (its selection, `select` routes, links that select a
/// tab, the selected tab saved and restored, `hideable` tabs, `order: app`).
///
/// Under `generate: ui: uikit` its FlowController is the container view controller: the
/// navigator hands it the selected tab's view controller (a stack tab's holds its navigation
/// controller) through the contract's typed `show(_:for:)`, after taking the tab shown before
/// out of it. Its generated contract answers this requirement from `show(_:for:)`.
@MainActor
public protocol NavGraphAppTabsFlow: NavGraphFlowController {
    /// Shows `viewController`, the view controller of the selected tab named `tab`, in this
    /// flow's view (given by its contract, which calls the app's `show(_:for:)`).
    func navGraphShow(_ viewController: NavGraphViewController, tab: NavGraphNodeName)
}

extension NavGraphStateMachine {
    /// The person chose `tab` in the switcher the app draws for the tabs flow `flow` (`bar: app`;
    /// generated `selectTab(_:)`): selects it in one transition, which the renderer draws (UIKit
    /// hands the app the tab's view controller; SwiftUI gives the app's view the tab's view). It
    /// waits for a transition being drawn and a gesture, as `updateTabs` does. It is refused,
    /// with a debug log, for a tab that is not one `flow` shows now (a `hideable` tab the app
    /// hides), and while something is presented over the flow or its tabs: that covers the
    /// switcher, so the person cannot have chosen in it, and selecting would close it.
    public func selectTab(_ tab: NavGraphNodeName, of flow: any NavGraphFlowController) {
        followScreen()
        guard isSettled else {
            queued.append { [weak self] in self?.selectTab(tab, of: flow) }
            return
        }
        guard let id = entryID(of: flow), case .tabs(let tabs, _) = state[id]?.content else {
            ignore("\(flow.navGraphNode) selected \(tab) while it is not shown, or before it started")
            return
        }
        if let covering = state.subtree(of: id).first(where: { state[$0]?.presentation != nil }) {
            ignore("\(flow.navGraphNode) selected \(tab) while \(state[covering]?.node?.rawValue ?? "a presented stack") (\(covering)) covers its switcher")
            return
        }
        guard tabs.contains(where: { state[$0]?.node == tab }) else {
            ignore("\(flow.navGraphNode) selected \(tab), which is not one of the tabs it shows now")
            return
        }
        phase = .applying
        guard let transition = perform(.select(tab, from: id)) else {
            phase = .idle
            return
        }
        commit(transition)
    }
}
