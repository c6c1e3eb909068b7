// Drives container.navgraph.yaml (issue 36's second graph) on the UIKit double: A, a child of
// the container C that is S's root, pushes D onto S; the link x://d pushes D at the same place,
// above C (before, it presented D over the top), from the other tab too, and the state
// restores. Exits non-zero at the first expectation that fails.

import Foundation
import UIKit

@MainActor
func drive() {
    let window = UIWindow(windowScene: UIWindowScene())
    let tabs = TabsFlowController()
    let navigator = NavGraphUIKitNavigator.start(entry: tabs, in: window)
    UIKitDouble.finishAnimations()
    func path() -> [NavGraphNodeName] { navigator.state.visibleEntries.compactMap { navigator.state[$0]?.node } }
    guard let c = CFlowController.shown, let a = c.a, let s = c.navigationController,
          let tabBar = tabs.children.first as? UITabBarController else {
        return expect(false, "S shows C in a navigation controller, in a tab bar: \(path())")
    }

    // The route: A pushes D onto S.
    a.perform(.d)
    UIKitDouble.finishAnimations()
    let byRoute = s.viewControllers.map { String(describing: type(of: $0)) }
    expect(byRoute == ["CFlowController", "DFlowController"], "the route pushes D above C: \(byRoute)")
    expect(path() == [.tabs, .s, .d], "D on top: \(path())")
    (s.topViewController as? DFlowController)?.finish()
    UIKitDouble.finishAnimations()

    // The link, from the other tab: selects S, pushes D where the route does.
    expect(UIKitDouble.userTapsTab(tabBar, at: 1), "the person taps the other tab")
    expect(path() == [.tabs, .o, .other], "the other tab shows: \(path())")
    expect(navigator.open(url: URL(string: "x://d")!), "the link opens")
    UIKitDouble.finishAnimations()
    let byLink = s.viewControllers.map { String(describing: type(of: $0)) }
    expect(byLink == byRoute, "the link pushes D above C, as the route does: \(byLink)")
    expect(path() == [.tabs, .s, .d], "S selected, D on top, nothing presented: \(path())")
    expect(window.rootViewController?.presentedViewController == nil, "nothing presented")

    // Saved and restored: the linked D comes back above C.
    guard let saved = navigator.savedState else { return expect(false, "a state to save") }
    // The navigator holds its window weakly, as a window scene does: the app keeps it.
    let relaunchedWindow = UIWindow(windowScene: UIWindowScene())
    let relaunched = NavGraphUIKitNavigator(window: relaunchedWindow, animated: false)
    do {
        try relaunched.restore(throughJSON(saved), entry: TabsFlowController())
    } catch {
        return expect(false, "the linked D restores: \(error)")
    }
    expect(relaunched.state.visibleEntries.compactMap { relaunched.state[$0]?.node } == path() && relaunched.savedState == saved, "restored as it was")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}

MainActor.assumeIsolated { drive() }
print("OK")
