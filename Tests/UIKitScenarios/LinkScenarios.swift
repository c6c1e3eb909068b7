import NavGraphRuntime
import UIKit

/// The UIKit twins of the headless link and unwind tests (HeadlessOpenTests, HeadlessUnwindTests).
extension UIKitScenarios {
    /// Connects the app, pushes Other in the Feed tab and selects the Settings tab: a link or an
    /// open route to Detail then goes back to Feed.
    private static func inSettingsAboveOther(_ run: ScenarioRun) -> TestPlacements {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.push("Other")
        run.settle()
        run.top?.select("Settings")
        run.settle()
        return placements
    }

    static func linkPushedFromAnotherTab(_ run: ScenarioRun) {
        let placements = inSettingsAboveOther(run)
        run.app!.menu.present("Sheet")
        run.settle()
        let opened = run.navigator?.navigation.open("42", placement: placements.detail) == true
        run.settle()
        run.expect(opened, "the link opened")
        run.expect(run.tabBar.selectedIndex == 0, "the Feed tab is selected")
        run.expect(run.feedStack.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "Detail is pushed above List")
        run.expect(run.presented == nil, "the sheet is dismissed")
        run.expect(run.journal == ["Detail started with 42", "Menu heard Sheet ended", "List heard Other ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A chain link (the feed, then the article in it) from the Settings tab: Feed selected, its
    /// navigation controller set to List, Detail, Article at once (UIKit's setViewControllers);
    /// the back button returns to Detail, whose route hears that the article ended.
    static func chainLinkSetsTheStackOnce(_ run: ScenarioRun) {
        let placements = inSettingsAboveOther(run)
        let chain = [NavGraphChainedScreen(destination: "42", route: "Article")]
        let opened = run.navigator?.navigation.open("Article", placement: placements.detail, through: chain) == true
        run.settle()
        run.expect(opened && run.tabBar.selectedIndex == 0, "the link opened in the Feed tab")
        let names = run.feedStack.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue }
        run.expect(names == ["List", "Detail", "Article"], "one stack, the feed below the article: \(names)")
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "Back returns to the feed")
        run.expect(run.journal == ["Detail started with 42", "Article started", "List heard Other ended", "Detail heard Article ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A chain whose first screen is presented in a navigation controller of its own: the
    /// presented navigation controller holds Compose, then Detail.
    static func chainLinkPresentedInOwnStack(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let chain = [NavGraphChainedScreen(destination: "draft", route: "Detail")]
        let opened = run.navigator?.navigation.open("Detail", placement: placements.compose, through: chain) == true
        run.settle()
        let stack = run.presented as? UINavigationController
        let names = stack?.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue }
        run.expect(opened && names == ["Compose", "Detail"], "Compose, then Detail, in the presented stack: \(String(describing: names))")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "Detail is on top")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A link to Compose while Compose shows in its presented navigation controller, with Sync
    /// pushed in it and Help presented over Sync: the same navigation controller stays presented,
    /// Help is dismissed and the stack popped to Compose (the double's `dismiss(animated:)` and
    /// `popToViewController(_:animated:)` follow Apple: "calling this method on a view controller
    /// lower in the stack dismisses its immediate child view controller and all view controllers
    /// above that child on the stack"; "Pops view controllers until the specified view controller
    /// is at the top of the navigation stack"), and Compose starts again with the new context.
    static func linkReopensPresentedStack(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        _ = run.navigator?.navigation.open("general", placement: placements.compose)
        run.settle()
        let stack = run.presented as? UINavigationController
        run.top?.push("Sync")
        run.settle()
        run.top?.present("Help")
        run.settle()
        let opened = run.navigator?.navigation.open("cookies", placement: placements.compose) == true
        run.settle()
        run.expect(opened && stack != nil && run.presented === stack, "the same navigation controller is still presented")
        run.expect(stack?.viewControllers.count == 1 && run.top?.navGraphNode.rawValue == "Compose", "its stack is popped to Compose")
        run.expect(stack?.presentedViewController == nil && stack?.viewControllers.first?.presentedViewController == nil, "Help is dismissed")
        run.expect(run.journal == ["Compose started with general", "Compose started with cookies", "Compose heard Sync ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func linkPresentedInOwnStack(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.push("Other")
        run.settle()
        let opened = run.navigator?.navigation.open("draft", placement: placements.compose) == true
        run.settle()
        run.expect(opened, "the link opened")
        let stack = run.presented as? UINavigationController
        run.expect(stack?.viewControllers.count == 1 && run.top?.navGraphNode.rawValue == "Compose", "Compose is presented in its own stack")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A link to a screen the graph presents only behind the log-in switch asks it, and shows
    /// nothing over the log-in screen while it refuses.
    static func presentedLinkAsksTheGate(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        _ = LoggedOut(run.app!)
        run.settle()
        placements.gate.open = false
        let opened = run.navigator?.navigation.open("draft", placement: placements.compose) == true
        run.settle()
        run.expect(!opened && run.navigator?.navigation.hasPendingLink == true, "the link is kept")
        run.expect(placements.gate.asked == 1, "Root was asked: \(placements.gate.asked)")
        run.expect(run.presented == nil, "nothing is presented over Login")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func unwindThroughPresentations(_ run: ScenarioRun) {
        run.connect()
        run.list.push("A")
        run.settle()
        let a = run.top
        a?.present("B", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        run.top?.push("C")
        run.settle()
        run.top?.present("D")
        run.settle()
        run.top?.unwind(to: "A")
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 2 && run.presented == nil, "everything above A closed")
        run.expect(run.top === a, "A is on top")
        run.expect(run.journal == ["A heard B ended"], "the opener still shown was told: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// The UIKit twins of HeadlessOpenRouteTests: a route that opens its destination where the graph
/// places it is the same transition as a link's.
extension UIKitScenarios {
    static let openRouteScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "openRouteFromAnotherTab": openRouteFromAnotherTab,
        "openRouteBehindClosedGate": openRouteBehindClosedGate,
    ]

    static func openRouteFromAnotherTab(_ run: ScenarioRun) {
        let placements = inSettingsAboveOther(run)
        run.app!.menu.open("42", placement: placements.detail)
        run.settle()
        run.expect(run.tabBar.selectedIndex == 0, "the Feed tab is selected")
        run.expect(run.feedStack.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "Detail is pushed above List")
        run.expect(run.journal == ["Detail started with 42", "List heard Other ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func openRouteBehindClosedGate(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let loggedOut = LoggedOut(run.app!)
        run.settle()
        placements.gate.open = false
        loggedOut.form.open("7", placement: placements.detail)
        run.settle()
        run.expect(placements.gate.asked == 1 && run.navigator?.navigation.hasPendingLink == false, "Root was asked; nothing is kept")
        run.expect(run.top === loggedOut.form, "Form is still on top")
        placements.gate.open = true
        loggedOut.form.open("7", placement: placements.detail)
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Detail" && run.top?.navigationController?.viewControllers.count == 2, "a new Main shows, Detail pushed above List")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
