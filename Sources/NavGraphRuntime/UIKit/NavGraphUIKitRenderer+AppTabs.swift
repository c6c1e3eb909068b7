#if canImport(UIKit)
import UIKit

/// A tabs flow whose bar the app draws (`bar: app`): no tab bar controller; the flow's own view
/// controller is the container, and it shows one tab at a time, the selected one.
extension NavGraphUIKitRenderer {
    /// Hands the tabs flow `id` its selected tab's view controller (`show(_:for:)`, through the
    /// flow's contract) when it does not hold it yet, after taking the tab shown before out of its
    /// view. A stack tab's view controller is its flow's, which holds the stack's navigation
    /// controller as its own child. The app adds the one it is handed ("If the new child view
    /// controller is already the child of a container view controller, it is removed from that
    /// container before being added", UIViewController's `addChild(_:)`, so the tab shown before
    /// must go first: the app does not know it); the renderer removes the one that goes, as
    /// UIViewController.h says a container removes a child: "removeFromParentViewController does
    /// not call [self willMoveToParentViewController:nil] before removing the child. This is also
    /// the responsibility of the container subclass", its view removed in between.
    ///
    /// An instance made from data (a browser's tab) is handed over with its key. When no tab is
    /// left to select (the last of a browser's tabs closed, beside no fixed tab), the one shown
    /// before is taken out and the app is handed nothing: its view shows what it draws for none.
    func showSelectedTab(of id: NavGraphEntryID) {
        guard let flow = viewController(id) as? any NavGraphAppTabsFlow, case .tabs(let tabs, let selected) = navigation.state[id]?.content else { return }
        let tab = tabs.indices.contains(selected) ? tabs[selected] : nil
        var held = contained[id] ?? [:]
        guard tab.map({ held[$0] == nil }) ?? !held.isEmpty else { return }
        for (_, previous) in held { unembed(previous) }
        held = [:]
        if let tab, let shown = viewController(tab), let entry = navigation.state[tab], let name = entry.node {
            if let key = entry.instanceKey {
                flow.navGraphShow(shown, instance: key)
            } else {
                flow.navGraphShow(shown, tab: name)
            }
            held[tab] = shown
        }
        contained[id] = held
    }
}
#endif
