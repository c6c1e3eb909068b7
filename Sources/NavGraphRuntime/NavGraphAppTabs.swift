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
    /// Shows `viewController`, the view controller of the selected tab made from data for `key`
    /// (`{ each: BrowserTab, key: TabID }`), in this flow's view (given by its contract, which
    /// calls the app's `show(_:for:)` with the key's case of the tabs' enum).
    func navGraphShow(_ viewController: NavGraphViewController, instance key: NavGraphInstanceKey)
}

/// Under UIKit, the instance of a flow made from data the app's switcher shows.
extension NavGraphAppTabsFlow {
    /// Shows `viewController`, the view controller of the selected instance made from data for
    /// `key`, in this flow's view. A flow without children made from data has none to show;
    /// the generated contract of one with them answers it from `show(_:for:)`.
    public func navGraphShow(_ viewController: NavGraphViewController, instance key: NavGraphInstanceKey) {}
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
        switcherSelects(tab.rawValue, of: flow, { $0.node == tab }) { .select(tab, from: $0) }
    }

    /// The person chose the tab made from data for `key` in the switcher the app draws for the
    /// tabs flow `flow` (a browser's tab switcher; generated `selectTab(_:)` with the key's
    /// case): selects it in one transition, refused as `selectTab(_:of:)` is, and for a key
    /// that has no open tab.
    public func selectTab(instance key: NavGraphInstanceKey, of flow: any NavGraphFlowController) {
        switcherSelects("the tab for \(key)", of: flow, { $0.instanceKey == key }) { .selectInstance(key, of: $0) }
    }

    /// Selects the tab `shows` picks out of `flow`'s tabs through `command`, once settled, as the
    /// person chose it in the app's switcher: refused while `flow` does not show, while
    /// something presented covers the switcher, and for a tab `flow` does not show now.
    private func switcherSelects(
        _ tab: String, of flow: any NavGraphFlowController, _ shows: @escaping @MainActor (NavGraphEntry) -> Bool,
        _ command: @escaping @MainActor (NavGraphEntryID) -> NavGraphCommand
    ) {
        followScreen()
        guard isSettled else {
            queued.append { [weak self] in self?.switcherSelects(tab, of: flow, shows, command) }
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
        guard tabs.contains(where: { state[$0].map(shows) == true }) else {
            ignore("\(flow.navGraphNode) selected \(tab), which is not one of the tabs it shows now")
            return
        }
        phase = .applying
        guard let transition = perform(command(id)) else {
            phase = .idle
            return
        }
        commit(transition)
    }
}
