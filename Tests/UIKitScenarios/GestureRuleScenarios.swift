import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessGestureRulesTests and SwiftUIGestureRulesTests: every gesture
/// while a transition is running, and after a link was kept pending.
extension UIKitScenarios {
    /// Each gesture's two scenarios, by name: `<gesture>DuringTransition`, `<gesture>RetriesKeptLink`.
    static var gestureScenarios: [String: @MainActor (ScenarioRun) -> Void] {
        var scenarios: [String: @MainActor (ScenarioRun) -> Void] = [:]
        for gesture in UserGesture.allCases {
            scenarios["\(gesture.rawValue)DuringTransition"] = { duringTransition(gesture, $0) }
            scenarios["\(gesture.rawValue)RetriesKeptLink"] = { retriesKeptLink(gesture, $0) }
        }
        return scenarios
    }

    /// The gesture, through the double, on the top-most screen (or the tab at `tab` of
    /// `tabBar`); returns whether UIKit let it start. A pop is never asked about.
    private static func perform(_ gesture: UserGesture, _ run: ScenarioRun, tabBar: UITabBarController, tab: Int) -> Bool {
        switch gesture {
        case .backButton, .swipeBack:
            guard let stack = run.top?.navigationController else { return false }
            if gesture == .backButton { UIKitDouble.userTapsBack(stack) } else { UIKitDouble.userSwipesBack(stack, completing: true) }
            return true
        case .sheetSwipedDown, .popoverTappedAway:
            return run.top.map(UIKitDouble.userDismisses) ?? false
        case .tabTapped:
            return UIKitDouble.userTapsTab(tabBar, at: tab)
        }
    }

    /// A pop the user starts is a gesture until its animation ends: Options' finish waits for it,
    /// then runs (List's handler, told the pop ended, pushes Other: taken, not ignored). A
    /// dismissal or a tab tap is asked about first, and refused while the transition runs.
    static func duringTransition(_ gesture: UserGesture, _ run: ScenarioRun) {
        run.connect()
        guard let options = run.app?.optionsBehindFeed(settling: run.settle) else { return run.expect(false, "Options is shown") }
        gesture.prepare(from: run.list)
        run.settle()
        run.list.whenRouteEnds = { $0.push("Other") }
        if gesture.isPop {
            run.expect(perform(gesture, run, tabBar: run.tabBar, tab: 1), "the pop starts")
            options.finish(with: 5)
        } else {
            options.finish(with: 5)
            let before = run.state
            run.expect(!perform(gesture, run, tabBar: run.tabBar, tab: 1), "UIKit is told to refuse")
            run.expect(run.state == before && run.tabBar.selectedIndex == 0, "nothing changed")
            run.settle()
            run.expect(perform(gesture, run, tabBar: run.tabBar, tab: 1), "taken once the transition has finished")
        }
        run.settle()
        // The pop came first, then the finish that waited for it.
        let heard = gesture.isPop ? gesture.heardAfterOptions.reversed() : gesture.heardAfterOptions
        run.expect(run.journal == heard, "\(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == gesture.topAfterOptions, "top: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The gesture, reported by UIKit, tries the kept link again.
    static func retriesKeptLink(_ gesture: UserGesture, _ run: ScenarioRun) {
        run.connect()
        guard let app = run.app, let navigation = run.navigator?.navigation else { return run.expect(false, "connected") }
        let placements = TestPlacements(journal: app.journal)
        let loggedOut = LoggedOut(app)
        run.settle()
        gesture.prepare(from: loggedOut.form)
        run.settle()
        run.expect(loggedOut.keepLinkPending(placements, on: navigation), "the link is kept")
        guard let loginTabs = loggedOut.login.children.first as? UITabBarController else { return run.expect(false, "Login shows tabs") }
        run.expect(perform(gesture, run, tabBar: loginTabs, tab: 1), "UIKit lets the gesture happen")
        run.settle()
        run.expect(!navigation.hasPendingLink, "the link was tried again")
        run.expect(run.state.visibleEntries.compactMap { run.state[$0]?.node?.rawValue } == LoggedOut.linkOpened, "the link opened")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
