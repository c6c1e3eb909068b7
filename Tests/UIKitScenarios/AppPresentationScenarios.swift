import NavGraphRuntime
import UIKit

/// The runtime next to what the app presents itself and what UIKit refuses: the app's own alert
/// is up when a route, a link or a notification arrives; a route finishes a sheet the user is
/// swiping down; a new root or a restored state replaces a state that shows a sheet; UIKit
/// refuses a presentation. In each, the transition ends, the state matches the screen, and
/// navigation goes on.
extension UIKitScenarios {
    static let appPresentationScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "appAlertUpWhenRoutePresents": appAlertUpWhenRoutePresents,
        "appAlertUpWhenLinkPresents": appAlertUpWhenLinkPresents,
        "appAlertUpWhenNotificationPushes": appAlertUpWhenNotificationPushes,
        "finishDuringUserSwipeDown": finishDuringUserSwipeDown,
        "newRootOverShownSheet": newRootOverShownSheet,
        "restoreOverShownSheet": restoreOverShownSheet,
        "refusedPresentationEndsTransition": refusedPresentationEndsTransition,
        "presentFromLeavingScreenDuringSwipeBack": presentFromLeavingScreenDuringSwipeBack,
        "contextPresentationCoversTheSource": contextPresentationCoversTheSource,
        "detentsHandedOverSmallestFirst": detentsHandedOverSmallestFirst,
        "sheetHeightTheScreenGives": sheetHeightTheScreenGives,
        "compactWidthPresentsTheCompactStyle": compactWidthPresentsTheCompactStyle,
        "flowPresentsOverItsTabs": flowPresentsOverItsTabs,
        "stackFlowTabPresentsItsOwnRoute": stackFlowTabPresentsItsOwnRoute,
        "linkClosesTheFlowsOwnSheet": linkClosesTheFlowsOwnSheet,
    ]

    /// The app presents its own alert (any view controller it presents itself) over `screen`.
    private static func presentAppAlert(over screen: UIViewController, _ run: ScenarioRun) -> UIViewController {
        let alert = UIViewController()
        screen.present(alert, animated: true)
        run.settle()
        run.expect(run.presented === alert, "the app's alert is up")
        return alert
    }

    /// What every scenario checks at its end: nothing waits, UIKit refused nothing, and the top
    /// screen can still navigate.
    private static func expectNavigationGoesOn(_ run: ScenarioRun, line: Int = #line) {
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open", line: line)
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)", line: line)
        let top = run.top
        top?.push("Next")
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Next" && run.top !== top, "a later route is taken", line: line)
    }

    static func appAlertUpWhenRoutePresents(_ run: ScenarioRun) {
        run.connect()
        let alert = presentAppAlert(over: run.list, run)
        run.list.present("Options", NavGraphPresentationOptions(embedInStack: true))
        run.settle()
        run.expect(alert.presentingViewController == nil, "the app's alert was dismissed first")
        run.expect(run.top?.navGraphNode.rawValue == "Options", "Options is the top: \(String(describing: run.top?.navGraphNode))")
        run.expect((run.presented as? UINavigationController)?.viewControllers.first === run.top, "Options is presented")
        expectNavigationGoesOn(run)
    }

    static func appAlertUpWhenLinkPresents(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let alert = presentAppAlert(over: run.list, run)
        let opened = run.navigator?.navigation.open("draft", placement: placements.compose) == true
        run.settle()
        run.expect(opened, "the link opened")
        run.expect(alert.presentingViewController == nil, "the app's alert was dismissed first")
        run.expect((run.presented as? UINavigationController)?.viewControllers.first === run.top
            && run.top?.navGraphNode.rawValue == "Compose", "Compose is presented")
        expectNavigationGoesOn(run)
    }

    /// A notification opens its destination as a link does (`open(_:)`): here Detail, in the
    /// Feed tab, while the app's alert is up over Settings' Menu.
    static func appAlertUpWhenNotificationPushes(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.select("Settings")
        run.settle()
        let alert = presentAppAlert(over: run.app!.menu, run)
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(opened, "the notification's destination opened")
        run.expect(alert.presentingViewController == nil, "the app's alert was dismissed before the tab changed")
        run.expect(run.tabBar.selectedIndex == 0 && run.top?.navGraphNode.rawValue == "Detail", "Detail is pushed in the Feed tab")
        expectNavigationGoesOn(run)
    }

    /// The sheet finishes with a value while the person's swipe-down, past the middle, still
    /// animates: the finish waits for the gesture's end and finds the sheet closed by the person,
    /// so the opener hears once that the route ended (`finishDuringCancelledSheetSwipeDown`: the
    /// person lets it go back, and the finish hands its value over).
    static func finishDuringUserSwipeDown(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Options")
        run.settle()
        guard let options = run.top else { return run.expect(false, "Options is shown") }
        run.expect(UIKitDouble.userDismisses(options), "the user's swipe-down starts")
        options.finish(with: 3)
        run.settle()
        run.expect(run.presented == nil, "nothing is presented")
        run.expect(run.top === run.list, "List is the top")
        run.expect(run.journal == ["List heard Options ended"], "the opener is told once: \(run.journal)")
        expectNavigationGoesOn(run)
    }

    static func newRootOverShownSheet(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Options")
        run.settle()
        weak let options = run.top
        let oldRoot = run.window?.rootViewController
        let fresh = Screen("Fresh", journal: run.app!.journal)
        run.app = nil
        run.navigator?.showRoot(fresh)
        run.settle()
        run.expect(oldRoot?.presentedViewController == nil, "the old root presents nothing")
        run.expect(run.presented == nil && run.window?.rootViewController !== oldRoot, "the new root shows alone")
        run.expect(options == nil, "the old sheet's FlowController is released")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func restoreOverShownSheet(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        run.top?.present("Options")
        run.settle()
        weak let options = run.top
        let oldRoot = run.window?.rootViewController
        let oldJournal = run.app!.journal
        let journal = Journal()
        do {
            try run.navigator?.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        } catch {
            run.expect(false, "restored: \(error)")
        }
        run.app = nil
        run.settle()
        run.expect(oldRoot?.presentedViewController == nil, "the old root presents nothing")
        run.expect(run.presented == nil, "nothing of the old state is presented")
        run.expect(options == nil, "the old sheet's FlowController is released")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "the restored state shows")
        run.expect(oldJournal.events.isEmpty, "the replaced state's openers hear nothing: \(oldJournal.events)")
        expectNavigationGoesOn(run)
    }

    /// UIKit refuses a presentation for a reason the renderer cannot see coming (here a screen
    /// whose `present` does nothing, as UIKit does when it refuses): the route ends at once, its
    /// opener is told, and the next route is taken.
    static func refusedPresentationEndsTransition(_ run: ScenarioRun) {
        run.connect()
        guard let navigation = run.navigator?.navigation else { return run.expect(false, "connected") }
        let refusing = RefusingScreen()
        navigation.push(refusing, from: run.list, route: TestRoute("Refusing", .push), onEnd: NavGraphFinishHandler(feedback: { (_: Int) in }, ended: {})) {}
        run.settle()
        var ended = false
        navigation.present(Screen("Sheet", journal: run.app!.journal), from: refusing, options: NavGraphPresentationOptions(), anchor: .source,
                           route: TestRoute("Sheet", .present(NavGraphPresentationOptions())),
                           onEnd: NavGraphFinishHandler(feedback: { (_: Int) in }, ended: { ended = true })) {}
        run.settle()
        run.expect(!navigation.isTransitioning, "the refused presentation ends the transition")
        run.expect(ended, "the opener hears that the route ended")
        run.expect(run.top == nil && navigation.state.top.flatMap(navigation.flowController(for:)) === refusing, "the presenter is the top again")
        navigation.select(NavGraphNodeName(rawValue: "Settings"), from: refusing) { _ in }
        run.settle()
        run.expect(run.tabBar.selectedIndex == 1, "a later route is taken")
    }
}

extension UIKitScenarios {
    /// While the user swipes back, the screen that is leaving presents from an asynchronous
    /// callback (a download finished): refused, as during any transition, so no sheet is left on
    /// screen over a screen that is gone; the opener is told once, when the swipe ends.
    static func presentFromLeavingScreenDuringSwipeBack(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        guard let detail = run.top else { return run.expect(false, "Detail is shown") }
        UIKitDouble.userSwipesBack(run.feedStack, completing: true)
        detail.present("Sheet")
        run.settle()
        run.expect(run.presented == nil, "no orphan sheet")
        run.expect(run.top === run.list && run.feedStack.viewControllers.count == 1, "List is the top")
        run.expect(run.journal == ["List heard Detail ended"], "\(run.journal)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "the swipe's transition ended")
        run.list.push("Next")
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Next", "a later route is taken")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// A screen whose presentations UIKit refuses ("Attempt to present … whose view is not in the
/// window hierarchy"): `present` does nothing and never calls back.
private final class RefusingScreen: UIViewController, NavGraphFlowController {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Refusing")

    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

extension UIKitScenarios {
    /// `overCurrentContext` covers the source, not the window: the list presents it itself (it
    /// defines the presentation context), the tab bar stays uncovered, and finishing dismisses it.
    static func contextPresentationCoversTheSource(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Picker", NavGraphPresentationOptions(.overCurrentContext))
        run.settle()
        guard let picker = run.top, picker !== run.list else { return run.expect(false, "Picker is shown") }
        run.expect(picker.modalPresentationStyle == .overCurrentContext, "UIKit's style")
        run.expect(picker.presentingViewController === run.list, "presented from the list's own context")
        run.expect(run.tabBar.presentedViewController == nil && run.presented == nil, "the window's root presents nothing")
        picker.finish()
        run.settle()
        run.expect(run.top === run.list && run.list.presentedViewController == nil, "finishing dismisses it")
        run.expect(run.journal == ["List heard Picker ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A route lists its detents largest first; UIKit gets them smallest first, as it requires.
    static func detentsHandedOverSmallestFirst(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet", NavGraphPresentationOptions(detents: [.large, .medium]))
        run.settle()
        let detents = run.top?.sheetPresentationController?.detentNames
        run.expect(detents == ["medium", "large"], "smallest first: \(String(describing: detents))")
        run.expect(run.top?.sheetPresentationController?.selectedDetentIdentifier == nil, "it opens at the smallest, as UIKit does")
        run.expect(UIKitDouble.log.isEmpty, "UIKit took them: \(UIKitDouble.log)")
        run.top?.finish()
        run.settle()
        run.list.present("Sheet", NavGraphPresentationOptions(detents: [.medium, .large], initialDetent: .large))
        run.settle()
        run.expect(run.top?.sheetPresentationController?.selectedDetentIdentifier == .large, "it opens at the route's initial detent")
        run.top?.finish()
        run.settle()
        // A form sheet has a sheet presentation controller too, which rests at the route's detents.
        run.list.present("Sheet", NavGraphPresentationOptions(.formSheet, detents: [.large, .medium], initialDetent: .medium))
        run.settle()
        run.expect(run.top?.modalPresentationStyle == .formSheet, "a form sheet")
        run.expect(run.top?.sheetPresentationController?.detentNames == ["medium", "large"], "a form sheet rests at its detents")
        run.expect(run.top?.sheetPresentationController?.selectedDetentIdentifier == .medium, "and opens at its initial one")
        run.top?.finish()
        run.settle()
        // A height in points beside medium: which is smaller depends on the window's height.
        let custom = NavGraphPresentationOptions(detents: [.height(500), .medium, .fraction(0.9)], initialDetent: .height(500))
        for (height, expected) in [(600.0, ["medium", "navgraph.{ height: 500 }", "navgraph.{ fraction: 0.9 }"]),
                                   (1_200.0, ["navgraph.{ height: 500 }", "medium", "navgraph.{ fraction: 0.9 }"])] {
            run.window?.bounds = CGRect(x: 0, y: 0, width: 800, height: height)
            run.list.present("Sheet", custom)
            run.settle()
            let sheet = run.top?.sheetPresentationController
            run.expect(sheet?.detentNames == expected, "smallest first in a window \(height) high: \(String(describing: sheet?.detentNames))")
            let heights = sheet?.detentHeights(inLargest: CGFloat(height)).compactMap { $0 } ?? []
            run.expect(heights.count == 3 && heights == heights.sorted(), "custom detents resolve to ascending heights: \(heights)")
            run.expect(sheet?.selectedDetentIdentifier?.rawValue == "navgraph.{ height: 500 }", "it opens at the route's custom initial detent")
            guard let presented = run.presented else { return run.expect(false, "the sheet is presented") }
            run.expect(UIKitDouble.userDismisses(presented), "the user swipes it down")
            run.settle()
            run.expect(run.journal.last == "List heard Sheet ended", "the opener heard it: \(run.journal)")
        }
    }

    /// A detent whose height the screen gives (`{ height: app }`: an account switcher as tall as
    /// its accounts) is UIKit's custom detent, whose resolver asks the screen ("Creates a custom
    /// detent with the specified identifier and resolver"; a height above `maximumDetentValue` is
    /// the largest). When the screen says its height changed, the detents are handed over again
    /// smallest first ("Detents must be specified in order from smallest to largest height") and
    /// invalidated ("If the block depends on any external inputs, call `invalidateDetents` on the
    /// sheet when the external inputs change").
    static func sheetHeightTheScreenGives(_ run: ScenarioRun) {
        run.connect()
        run.window?.bounds = CGRect(x: 0, y: 0, width: 400, height: 800)
        run.list.present("Accounts", NavGraphPresentationOptions(detents: [.appHeight, .medium], initialDetent: .medium))
        run.settle()
        guard let accounts = run.top, let sheet = accounts.sheetPresentationController else { return run.expect(false, "the sheet is up") }
        run.expect(sheet.detentNames == ["medium", "navgraph.{ height: app }"], "420 points sort above medium: \(sheet.detentNames)")
        run.expect(sheet.detentHeights(inLargest: 800) == [400, 420], "the resolver gives the screen's height: \(sheet.detentHeights(inLargest: 800))")
        accounts.givenSheetHeight = 300
        accounts.presentationChanged()
        run.expect(sheet.detentNames == ["navgraph.{ height: app }", "medium"], "300 points sort below medium: \(sheet.detentNames)")
        run.expect(sheet.detentInvalidations == 1 && sheet.detentHeights(inLargest: 800) == [300, 400], "resolved again")
        accounts.givenSheetHeight = 2_000
        run.expect(sheet.detentHeights(inLargest: 800) == [800, 400], "no taller than the largest a sheet has")
        run.expect(sheet.selectedDetentIdentifier == .medium, "it stays where it rests")
    }

    /// A popover on a regular-width window, the route's compact sheet once the window is compact
    /// (UIKit's `traitCollection.horizontalSizeClass`); a popover in a compact width would
    /// otherwise cover the screen.
    static func compactWidthPresentsTheCompactStyle(_ run: ScenarioRun) {
        run.connect()
        let options = NavGraphPresentationOptions(.popover, compact: .sheet, detents: [.large, .medium])
        run.list.present("Share", options)
        run.settle()
        run.expect(run.presented?.modalPresentationStyle == .popover, "a popover on a regular width: \(String(describing: run.presented?.modalPresentationStyle))")
        run.top?.finish()
        run.settle()
        UIKitDouble.setHorizontalSizeClass(.compact, of: run.window!)
        run.list.present("Share", options)
        run.settle()
        run.expect(run.presented?.modalPresentationStyle == .automatic, "a sheet on a compact width: \(String(describing: run.presented?.modalPresentationStyle))")
        run.expect(run.presented?.sheetPresentationController?.detents.count == 2, "with the route's detents")
        run.expect(run.state[run.state.top!]?.presentation?.presentation == .sheet, "the state says what is shown")
        run.expect(UIKitDouble.userDismisses(run.presented!), "a sheet, it is swiped down")
        run.settle()
        run.expect(run.top === run.list && run.journal.suffix(1) == ["List heard Share ended"], "the opener heard it: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A flow's own route: the tabs flow presents over its tab bar whichever tab shows, from its
    /// own view controller, and is told when the user swipes the sheet down. While the sheet
    /// covers the tabs, the flow's next route is ignored, as a screen's is when it is not on top.
    static func flowPresentsOverItsTabs(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        let main = run.app!.main
        main.present("Compose")
        run.settle()
        guard let sheet = run.presented else { return run.expect(false, "the flow presented Compose") }
        run.expect(sheet === run.top && run.top?.navGraphNode.rawValue == "Compose", "Compose is on top: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.state[run.state.top!]?.parent == run.navigator?.navigation.entryID(of: main), "presented over the flow in the state")
        let made = main.made
        main.present("Sheet")
        run.settle()
        run.expect(main.made == made && run.presented === sheet, "ignored while Compose covers the tabs")
        run.expect(UIKitDouble.userDismisses(sheet), "the user can swipe it down")
        run.settle()
        run.expect(run.journal.last == "Main heard Compose ended", "the flow was told: \(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "back to the pushed screen")
        expectNavigationGoesOn(run)
    }

    /// The Feed stack flow, a tab, presents a route of its own above the screen it pushed: its
    /// navigation controller took its place in the tab bar, so UIKit is asked to present from
    /// that (the flow's own view controller is in no window, and UIKit refuses "Attempt to
    /// present ... whose view is not in the window hierarchy"); swiped down, the flow hears it.
    static func stackFlowTabPresentsItsOwnRoute(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        guard let feed = run.app?.feed else { return run.expect(false, "the Feed flow is shown") }
        feed.present("Sheet")
        run.settle()
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        guard let sheet = run.presented else { return run.expect(false, "the Feed flow presented Sheet") }
        run.expect(sheet === run.top && run.state[run.state.top!]?.parent == run.navigator?.navigation.entryID(of: feed), "Sheet is on top, over the flow")
        run.expect(UIKitDouble.userDismisses(sheet), "the person swipes it down")
        run.settle()
        run.expect(run.journal.last == "Feed heard Sheet ended", "the flow was told: \(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "back to the pushed screen")
        expectNavigationGoesOn(run)
    }

    /// A link into the tab that shows, while the tabs flow's own sheet covers every tab: the
    /// sheet is dismissed from the flow's view controller and the screen pushed where the person
    /// sees it, not under the sheet (the headless twin: HeadlessOpenTests).
    static func linkClosesTheFlowsOwnSheet(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.app!.main.present("Compose")
        run.settle()
        run.expect(run.presented != nil, "the flow presented Compose")
        let opened = run.navigator?.navigation.open("42", placement: placements.detail) == true
        run.settle()
        run.expect(opened && run.presented == nil, "the link opened and the sheet is dismissed")
        run.expect(run.feedStack.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "Detail is pushed above List, in view")
        run.expect(run.journal.suffix(2) == ["Detail started with 42", "Main heard Compose ended"], "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
