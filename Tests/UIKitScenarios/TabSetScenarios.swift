import NavGraphRuntime
import UIKit

/// A tab set that changes at run time, drawn by the UIKit navigator on the double's
/// `UITabBarController` (Main's Settings tab hideable: shown only to someone logged in).
extension UIKitScenarios {
    static let tabSetScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "tabSetChangesAtLogIn": tabSetChangesAtLogIn,
        "closedContainersAreReleased": closedContainersAreReleased,
        "tabsRestartAfterTheSheetTheScreenHolds": tabsRestartAfterTheSheetTheScreenHolds,
        "actionTabPerformsItsRoute": actionTabPerformsItsRoute,
        "tabsInThePersonsOrder": tabsInThePersonsOrder,
    ]

    /// Main's tabs in the order the person chose (`order: app`): the app gives Settings first and
    /// calls `updateTabs()`. The tab bar holds the same navigation controllers in the new order
    /// (`setViewControllers(_:animated:)`), Feed still selected with what it pushed, and a tap on
    /// the first item shows Settings.
    static func tabsInThePersonsOrder(_ run: ScenarioRun) {
        run.connect()
        guard let app = run.app, let navigator = run.navigator else { return run.expect(false, "connected") }
        app.list.push("Detail")
        run.settle()
        let feedStack = run.feedStack
        let settingsStack = run.tabBar.viewControllers?.last
        app.journal.tabOrder = ["Settings", "Feed"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        run.expect(run.tabBar.viewControllers?.first === settingsStack && run.tabBar.viewControllers?.last === feedStack, "the same tabs, Settings first")
        run.expect(run.tabBar.selectedViewController === feedStack && run.top?.navGraphNode.rawValue == "Detail", "Feed stays selected with what it pushed")
        UIKitDouble.userTapsTab(run.tabBar, at: 0)
        run.expect(run.top?.navGraphNode.rawValue == "Menu", "the first item shows Settings")
        run.expect(app.journal.events.isEmpty, "no tab was made again: \(app.journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The Settings tab, selected with a screen pushed and a sheet over it, goes at a log-out:
    /// the sheet is dismissed, the tab bar holds Feed alone and selects it. It comes back at a
    /// log-in as a new navigation controller in its place, Feed still selected, and a tap shows
    /// it; a link then opened stays in that tab set.
    static func tabSetChangesAtLogIn(_ run: ScenarioRun) {
        guard let (app, navigator) = presentOverProfileInSettings("Sheet", run) else { return }
        let feedStack = run.feedStack
        app.main.hiddenChildren = ["Settings"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        run.expect(run.presented == nil, "the sheet over the hidden tab was dismissed")
        run.expect(run.tabBar.viewControllers?.count == 1 && run.tabBar.viewControllers?.first === feedStack, "the tab bar holds Feed alone")
        run.expect(run.tabBar.selectedIndex == 0 && run.top === app.list, "Feed is selected")
        app.main.hiddenChildren = []
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        let settingsStack = run.tabBar.viewControllers?.last as? UINavigationController
        run.expect(run.tabBar.viewControllers?.count == 2 && run.tabBar.viewControllers?.first === feedStack, "Settings comes back after Feed")
        run.expect((settingsStack?.viewControllers.first as? Screen)?.navGraphNode.rawValue == "Menu", "the new tab is its navigation controller, Menu at its root")
        run.expect(run.tabBar.selectedIndex == 0 && run.top === app.list, "Feed stays selected")
        UIKitDouble.userTapsTab(run.tabBar, at: 1)
        run.expect(run.top?.navGraphNode.rawValue == "Menu" && run.tabBar.selectedIndex == 1, "a tap shows the new tab")
        run.expect(app.journal.events == ["Settings started"], "the new tab started once: \(app.journal.events)")
        // A link opened in the full tab set stays in it: Feed selected, Detail pushed, both tabs kept.
        let placements = TestPlacements(journal: app.journal)
        navigator.navigation.open("3", placement: placements.detail)
        run.settle()
        run.expect(run.tabBar.viewControllers?.count == 2 && run.tabBar.selectedIndex == 0, "the link stays in the tab set it was opened in")
        run.expect(feedStack.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "Detail pushed onto Feed")
    }

    /// What closes goes as soon as it is drawn gone, not at the next change: a presented stack's
    /// navigation controller and its screens once the sheet is swiped down, a hidden tab's
    /// navigation controller once the tab goes. The renderer keeps nothing of a closed entry.
    static func closedContainersAreReleased(_ run: ScenarioRun) {
        run.connect()
        guard let app = run.app, let navigator = run.navigator else { return run.expect(false, "connected") }
        run.list.present("Compose", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        weak let compose = run.top
        weak let composeStack = run.presented
        run.expect(compose != nil && composeStack is UINavigationController, "Compose is presented in a stack of its own")
        run.expect(UIKitDouble.userDismisses(composeStack!), "the sheet is swiped down")
        run.settle()
        run.expect(compose == nil && composeStack == nil, "the presented stack and its screen are released")
        weak let settingsStack = run.tabBar.viewControllers?.last
        run.expect(settingsStack is UINavigationController, "the Settings tab is its navigation controller")
        app.main.hiddenChildren = ["Settings"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        run.expect(settingsStack == nil, "the hidden tab's navigation controller is released")
    }

    /// The person switches account while writing in a sheet over the Settings tab whose screen
    /// set `isModalInPresentation` once its text became dirty: UIKit's flag "prevents the
    /// interactive dismissal of the view controller while it is onscreen" (Apple,
    /// `isModalInPresentation`) but not the app's own `dismiss`, so the runtime holds the restart
    /// back: the sheet stays and the tab bar keeps its navigation controllers. Once the screen
    /// lets the person swipe the sheet away, the tabs restart: the tab bar is handed new
    /// navigation controllers, each with its root alone ("If you change the value of this property
    /// at runtime, the tab bar controller removes all of the old view controllers before
    /// installing the new ones", Apple, `viewControllers`), and Settings stays selected.
    static func tabsRestartAfterTheSheetTheScreenHolds(_ run: ScenarioRun) {
        guard let (app, navigator) = presentOverProfileInSettings("Note", run) else { return }
        guard let note = run.top, let sheet = run.presented, note.navGraphNode.rawValue == "Note" else { return run.expect(false, "Note is presented") }
        note.isModalInPresentation = true
        let stacks = run.tabBar.viewControllers ?? []
        TestApp.restartTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        run.expect(sheet.presentingViewController != nil && !sheet.isBeingDismissed, "the sheet the person writes in stays")
        run.expect((run.tabBar.viewControllers ?? []).elementsEqual(stacks, by: ===), "the tabs wait")
        run.expect(!UIKitDouble.userDismisses(sheet), "UIKit refuses the person's swipe")
        note.isModalInPresentation = false
        run.expect(UIKitDouble.userDismisses(sheet), "once the text is saved, the person swipes the sheet away")
        run.settle()
        let restarted = (run.tabBar.viewControllers ?? []).compactMap { $0 as? UINavigationController }
        run.expect(restarted.count == 2 && !restarted.contains { stack in stacks.contains { $0 === stack } }, "each tab is a new navigation controller")
        run.expect(restarted.map { $0.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue } } == [["List"], ["Menu"]],
                   "each starts from its root alone")
        run.expect(run.tabBar.selectedIndex == 1 && run.top === restarted.last?.viewControllers.first, "Settings stays selected, anew")
        run.expect(run.presented == nil && UIKitDouble.log.isEmpty, "nothing is left presented, UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A "Post" item between Feed and Settings that presents Compose (an action tab). The tab
    /// bar asks its delegate first: `tabBarController(_:shouldSelect:)` answers "true if the view
    /// controller's tab should be selected or false if the current tab should remain active"
    /// (Apple). The renderer answers `false` for the item, so UIKit never selects it, and the
    /// flow presents Compose over whichever tab shows. The state counts the tabs alone: Settings,
    /// the state's second tab, is the tab bar's third view controller, selected by tap, by a link
    /// and when the tabs restart.
    static func actionTabPerformsItsRoute(_ run: ScenarioRun) {
        let post = NavGraphActionTab(route: "Compose", position: 1, item: NavGraphTabItem(title: "Post", systemImage: "square.and.pencil"))
        run.connect(actionTabs: [post])
        guard let app = run.app, let navigator = run.navigator, let items = run.tabBar.viewControllers, items.count == 3 else {
            return run.expect(false, "connected with three tab bar items")
        }
        run.expect(items[0] === run.feedStack && items[1].tabBarItem.title == "Post" && items[1].tabBarItem.image?.systemName == "square.and.pencil",
                   "the item sits between Feed and Settings, as the flow's contract labels it")
        run.expect(!UIKitDouble.userTapsTab(run.tabBar, at: 1), "UIKit does not select the item")
        run.settle()
        run.expect(run.tabBar.selectedIndex == 0, "Feed stays selected")
        guard let compose = run.presented as? Screen, compose.navGraphNode.rawValue == "Compose" else {
            return run.expect(false, "Main presented Compose: \(String(describing: run.presented))")
        }
        compose.finish()
        run.settle()
        run.expect(UIKitDouble.userTapsTab(run.tabBar, at: 2) && run.top === app.menu, "a tap on the third item shows Settings")
        run.expect(run.journal.last == "Main heard Compose ended", "Main heard its route end")
        UIKitDouble.userTapsTab(run.tabBar, at: 0)
        navigator.navigation.open("settings", placement: TestPlacements(journal: app.journal).menu)
        run.settle()
        run.expect(run.tabBar.selectedIndex == 2 && run.top === app.menu, "a link to Menu selects Settings, never the item")
        TestApp.restartTabs(of: app.main, on: navigator, journal: app.journal)
        run.settle()
        let restarted = run.tabBar.viewControllers ?? []
        run.expect(restarted.count == 3 && restarted[1] === items[1] && run.tabBar.selectedIndex == 2, "restarted, the item stays in its place and Settings selected")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Connects, selects the Settings tab, pushes Profile onto Menu and presents `sheet` over it.
    private static func presentOverProfileInSettings(_ sheet: String, _ run: ScenarioRun) -> (TestApp, NavGraphUIKitNavigator)? {
        run.connect()
        guard let app = run.app, let navigator = run.navigator else {
            run.expect(false, "connected")
            return nil
        }
        UIKitDouble.userTapsTab(run.tabBar, at: 1)
        app.menu.push("Profile")
        run.settle()
        run.top?.present(sheet)
        run.settle()
        return (app, navigator)
    }
}
