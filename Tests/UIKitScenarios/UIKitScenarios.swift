import NavGraphRuntime
import UIKit

/// The UIKit navigator's scenarios, each the twin of a headless test, by name.
@MainActor
enum UIKitScenarios {
    /// Every scenario, by the name the tests pass on the command line.
    static let all: [String: @MainActor (ScenarioRun) -> Void] = [
        "localNavigatorLivesWithItsWindow": localNavigatorLivesWithItsWindow,
        "backButton": backButton,
        "swipeBackCompleted": swipeBackCompleted,
        "swipeBackCancelled": swipeBackCancelled,
        "sheetSwipedDown": sheetSwipedDown,
        "sheetNotDismissible": sheetNotDismissible,
        "linkWaitsForUnfinishedSheet": linkWaitsForUnfinishedSheet,
        "popoverTappedAway": popoverTappedAway,
        "tabTapped": tabTapped,
        "selectFromPresentation": selectFromPresentation,
        "logOutFromTwoModals": logOutFromTwoModals,
        "feedbackAfterDismissal": feedbackAfterDismissal,
        "doubleTap": doubleTap,
        "finishBelowTop": finishBelowTop,
        "unwind": unwind,
        "routesFromStartAreChained": routesFromStartAreChained,
        "doubleFollowsUIKit": doubleFollowsUIKit,
        "linkPushedFromAnotherTab": linkPushedFromAnotherTab,
        "chainLinkSetsTheStackOnce": chainLinkSetsTheStackOnce,
        "chainLinkPresentedInOwnStack": chainLinkPresentedInOwnStack,
        "linkPresentedInOwnStack": linkPresentedInOwnStack,
        "linkReopensPresentedStack": linkReopensPresentedStack,
        "unwindThroughPresentations": unwindThroughPresentations,
        "presentedLinkAsksTheGate": presentedLinkAsksTheGate,
        "restoredState": restoredState,
        "saveRestoreProperty": saveRestoreProperty,
        "screenFollowsTheState": screenFollowsTheState,
    ].merging(gestureScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(appPresentationScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(overlayScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(windowScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(delegateScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(alertScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(documentPickerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(safariScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(openURLScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(mailComposerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(messageComposerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(shareScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(photoPickerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(webAuthenticationScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(transitionScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(replaceScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(openRouteScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(subflowScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(tabSetScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(flowInstancesScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(newInstanceScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(splitScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(containerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(appTabsScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(appTabsInstancesScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(dismissalScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(placesScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(answerScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(stepsScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(gestureInProgressScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(resizeScenarios) { _, _ in preconditionFailure("two scenarios of one name") }
        .merging(gesturePropertyScenarios) { _, _ in preconditionFailure("two scenarios of one name") }

    /// The scenarios that await something the app answers asynchronously, run by awaiting them.
    static let awaited: [String: @MainActor (ScenarioRun) async -> Void] = awaitedAnswerScenarios

    /// Every scenario's name, sorted.
    static var names: [String] { (Array(all.keys) + Array(awaited.keys)).sorted() }

    static func localNavigatorLivesWithItsWindow(_ run: ScenarioRun) {
        run.connect()
        run.expect(run.navigator != nil, "the window keeps the navigator")
        run.expect(run.window?.isKeyWindow == true && run.window?.isHidden == false, "the window is key and visible")
        run.list.push("Detail")
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 2, "the first tap pushes")
        weak let list = run.app?.list
        run.app = nil
        run.window = nil
        run.expect(run.navigator == nil, "the navigator goes with its window")
        run.expect(list == nil, "the FlowControllers go with their navigator")
    }

    static func backButton(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        weak let detail = run.top
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(run.journal == ["List heard Detail ended"], "opener told: \(run.journal)")
        run.expect(run.state.stackEntries(run.state.stack(containing: run.state.top!)!).count == 1, "the state popped")
        run.expect(detail == nil, "the popped FlowController is released")
    }

    static func swipeBackCompleted(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        UIKitDouble.userSwipesBack(run.feedStack, completing: true)
        run.settle()
        run.expect(run.journal == ["List heard Detail ended"], "opener told: \(run.journal)")
        run.expect(run.top === run.list, "the list is on top again")
    }

    static func swipeBackCancelled(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        let before = run.state
        UIKitDouble.userSwipesBack(run.feedStack, completing: false)
        run.settle()
        run.expect(run.state == before && run.journal.isEmpty, "nothing changed")
        run.top?.push("More")
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 3, "the detail still performs routes")
    }

    static func sheetSwipedDown(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Filter")
        run.settle()
        guard let sheet = run.presented else { return run.expect(false, "the sheet is presented") }
        run.expect(UIKitDouble.userDismisses(sheet), "the user can swipe it down")
        run.settle()
        run.expect(run.journal == ["List heard Filter ended"], "opener told: \(run.journal)")
        run.expect(run.state[run.state.top!]?.node == NavGraphNodeName(rawValue: "List"), "the state has no presentation")
    }

    static func sheetNotDismissible(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Compose", NavGraphPresentationOptions(.pageSheet, dismissible: false, detents: [.medium, .large]))
        run.settle()
        guard let sheet = run.presented else { return run.expect(false, "the sheet is presented") }
        run.expect(sheet.isModalInPresentation, "modal in presentation")
        run.expect(sheet.modalPresentationStyle == .pageSheet, "a page sheet")
        run.expect(sheet.sheetPresentationController?.detentNames == ["medium", "large"], "its detents")
        run.expect(!UIKitDouble.userDismisses(sheet), "the user cannot swipe it away")
        run.settle()
        run.expect(run.presented === sheet && run.journal.isEmpty, "still presented")
    }

    /// A link while a sheet that is not dismissible shows: UIKit is asked for nothing (no
    /// dismissal, nothing presented over it); once the sheet finishes, the link pushes Detail.
    static func linkWaitsForUnfinishedSheet(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.present("Compose", NavGraphPresentationOptions(.pageSheet, dismissible: false))
        run.settle()
        guard let sheet = run.presented, let compose = run.top else { return run.expect(false, "the sheet is presented") }
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened && run.navigator?.navigation.hasPendingLink == true, "the link waits")
        run.expect(run.presented === sheet && sheet.presentedViewController == nil, "the sheet stays, nothing over it")
        compose.finish()
        run.settle()
        run.expect(run.presented == nil, "the sheet closed by finishing")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "then the link pushed Detail: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func popoverTappedAway(_ run: ScenarioRun) {
        run.connect()
        let item = UIBarButtonItem()
        run.list.present("Preview", NavGraphPresentationOptions(.popover), anchor: .barButtonItem(item))
        run.settle()
        guard let popover = run.presented else { return run.expect(false, "the popover is presented") }
        run.expect(popover.popoverPresentationController?.sourceItem === item, "anchored on the bar button item")
        run.expect(UIKitDouble.userDismisses(popover), "a tap outside dismisses it")
        run.settle()
        run.expect(run.journal == ["List heard Preview ended"], "opener told: \(run.journal)")
    }

    static func tabTapped(_ run: ScenarioRun) {
        run.connect()
        UIKitDouble.userTapsTab(run.tabBar, at: 1)
        run.expect(run.top === run.app?.menu, "the state selected Settings")
        run.app?.menu.push("Profile")
        run.settle()
        run.expect(run.app?.menu.navigationController?.viewControllers.count == 2, "the selected tab's screen performs routes")
    }

    static func selectFromPresentation(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet")
        run.settle()
        run.top?.select("Settings")
        run.settle()
        run.expect(run.tabBar.selectedIndex == 1, "Settings selected")
        run.expect(run.presented == nil, "the sheet was dismissed")
        run.expect(run.journal == ["List heard Sheet ended"], "opener told: \(run.journal)")
    }

    static func logOutFromTwoModals(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Account")
        run.settle()
        run.top?.present("Confirm", NavGraphPresentationOptions(.fullScreen))
        run.settle()
        let login = Screen("Login", journal: run.app!.journal)
        run.top?.replace(with: login)
        run.settle()
        run.expect(run.presented == nil, "no modal left on screen")
        run.expect(run.app?.root.children.map { $0 === login } == [true], "the switch shows Login")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func feedbackAfterDismissal(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Picker")
        run.settle()
        run.list.whenRouteEnds = { $0.present("Confirm") }
        run.top?.finish(with: 42)
        run.expect(run.journal.isEmpty, "no feedback while the dismissal animates")
        run.settle()
        run.expect(run.journal == ["List got Picker 42"], "feedback after: \(run.journal)")
        run.expect(run.top?.navGraphNode == NavGraphNodeName(rawValue: "Confirm"), "the state has the handler's presentation")
        run.expect(run.presented === run.top, "and UIKit shows it")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func doubleTap(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.list.push("Detail")
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 2, "pushed once")
        run.expect(run.list.made == 1, "one destination made")
        run.list.present("Sheet")
        run.list.present("Sheet")
        run.settle()
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func finishBelowTop(_ run: ScenarioRun) {
        run.connect()
        run.list.push("A")
        run.settle()
        let a = run.top
        a?.push("B")
        run.settle()
        run.top?.present("C", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        a?.finish(with: 7)
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 1 && run.presented == nil, "everything above A closed")
        run.expect(run.journal == ["List got A 7"], "the opener got the feedback: \(run.journal)")
    }

    static func unwind(_ run: ScenarioRun) {
        run.connect()
        run.list.push("A")
        run.settle()
        run.top?.present("B", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        run.top?.push("C")
        run.settle()
        run.top?.unwind(to: "List")
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 1 && run.presented == nil, "everything above List closed")
        run.expect(run.journal == ["List heard A ended"], "the opener still shown was told: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func routesFromStartAreChained(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail") { $0.push("More") }
        run.settle()
        run.expect(run.feedStack.viewControllers.count == 3, "the route from start ran after the push")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func doubleFollowsUIKit(_ run: ScenarioRun) {
        UIKitDouble.reset()
        let root = UIViewController()
        let window = UIWindow(windowScene: run.scene)
        window.rootViewController = root
        let child = UIViewController()
        let stack = UINavigationController(rootViewController: child)
        root.addChild(stack)
        let first = UIViewController()
        child.present(first, animated: false)
        run.expect(first.presentingViewController === root, "the presenting view controller is the context, not the caller")
        child.present(UIViewController(), animated: false)
        run.expect(UIKitDouble.log.count == 1 && root.presentedViewController === first, "presenting while presenting is refused")
        let second = UIViewController()
        first.present(second, animated: false)
        root.dismiss(animated: true)
        run.expect(root.presentedViewController === first, "a dismissal takes its animation")
        run.settle()
        run.expect(root.presentedViewController == nil && first.presentedViewController == nil, "dismissing lower dismisses all above")
        stack.pushViewController(child, animated: false)
        run.expect(stack.viewControllers.count == 1 && UIKitDouble.log.count == 2, "pushing a pushed view controller is refused")
        window.rootViewController = UIViewController()
        stack.present(UIViewController(), animated: false)
        run.expect(UIKitDouble.log.count == 3 && root.presentedViewController == nil, "presenting from a view in no window is refused")
    }
}
