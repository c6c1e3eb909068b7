import NavGraphRuntime
import UIKit

/// Links and routes while the person's finger is still down: a swipe back that the person lets
/// go past the middle or before it, a back tap whose pop still animates, a sheet being pulled
/// down. Each waits for the gesture's end and then applies to what the person sees: nothing is
/// lost, and UIKit shows what the state says.
extension UIKitScenarios {
    static let gestureInProgressScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "linkPushedDuringSwipeBackCompleted": { linkDuringSwipeBack(pushed: true, completing: true, $0) },
        "linkPushedDuringSwipeBackCancelled": { linkDuringSwipeBack(pushed: true, completing: false, $0) },
        "linkPresentedDuringSwipeBackCompleted": { linkDuringSwipeBack(pushed: false, completing: true, $0) },
        "linkPresentedDuringSwipeBackCancelled": { linkDuringSwipeBack(pushed: false, completing: false, $0) },
        "linkPushedDuringBackTap": linkPushedDuringBackTap,
        "linkPushedDuringSheetSwipeDownCompleted": { linkDuringSheetSwipeDown(pushed: true, completing: true, $0) },
        "linkPushedDuringSheetSwipeDownCancelled": { linkDuringSheetSwipeDown(pushed: true, completing: false, $0) },
        "linkPresentedDuringSheetSwipeDownCompleted": { linkDuringSheetSwipeDown(pushed: false, completing: true, $0) },
        "linkPresentedDuringSheetSwipeDownCancelled": { linkDuringSheetSwipeDown(pushed: false, completing: false, $0) },
        "routeFromTopDuringCancelledSwipeBack": routeFromTopDuringCancelledSwipeBack,
        "finishDuringCancelledSheetSwipeDown": finishDuringCancelledSheetSwipeDown,
    ]

    /// What every scenario here checks at its end: no transition or gesture stays open, UIKit
    /// refused nothing, the double shows the state, and the top screen still navigates.
    private static func expectSettled(_ run: ScenarioRun, line: Int = #line) {
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open", line: line)
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)", line: line)
        if let mismatch = mismatch(run) { run.expect(false, mismatch, line: line) }
        let top = run.top
        top?.push("Next")
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Next" && run.top !== top, "the top screen's next route is taken", line: line)
    }

    /// Opens a link to Detail (pushed) or Compose (presented) while the person's finger is down:
    /// it waits; the person lets go, and it opens.
    private static func openLinkUntilTheGestureEnds(
        _ run: ScenarioRun, _ placements: TestPlacements, pushed: Bool, completing: Bool, line: Int = #line
    ) {
        let opened = pushed
            ? run.navigator?.navigation.open("7", placement: placements.detail) == true
            : run.navigator?.navigation.open("draft", placement: placements.compose) == true
        run.settle()
        run.expect(!opened && run.navigator?.navigation.hasPendingLink == true, "the link waits for the gesture's end", line: line)
        UIKitDouble.userLetsGo(completing: completing)
        run.settle()
        run.expect(run.navigator?.navigation.hasPendingLink == false, "the link opened", line: line)
    }

    /// The names of the screens a navigation controller shows.
    private static func names(_ navigationController: UINavigationController?) -> [String] {
        navigationController?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue ?? "\(type(of: $0))" } ?? []
    }

    /// A link to Detail (pushed onto Feed) or to Compose (presented over the top in its own
    /// stack) while the person swipes back from Other to List: once they let go, Detail is
    /// pushed above List, or Compose presented over the screen that stayed.
    static func linkDuringSwipeBack(pushed: Bool, completing: Bool, _ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.push("Other")
        run.settle()
        let other = run.top
        run.expect(UIKitDouble.userBeginsSwipeBack(run.feedStack), "the swipe begins")
        openLinkUntilTheGestureEnds(run, placements, pushed: pushed, completing: completing)
        if pushed {
            run.expect(names(run.feedStack) == ["List", "Detail"], "Detail above List: \(names(run.feedStack))")
            run.expect(run.top?.navGraphNode.rawValue == "Detail" && run.top?.navigator != nil, "Detail is the state's top, and shown")
            // A cancelled swipe leaves Other, which the link closes as it pushes (its DidEnd once drawn).
            let expected = completing ? ["List heard Other ended", "Detail started with 7"] : ["Detail started with 7", "List heard Other ended"]
            run.expect(run.journal == expected, "\(run.journal)")
        } else {
            let below = completing ? run.list : other
            run.expect(run.top?.navGraphNode.rawValue == "Compose", "Compose is the top: \(String(describing: run.top?.navGraphNode))")
            run.expect((run.presented as? UINavigationController)?.viewControllers.first === run.top, "and UIKit presents it")
            run.expect(run.state[run.state.top!].flatMap { run.state[$0.parent!]?.parent } == below.flatMap { run.navigator?.navigation.entryID(of: $0) },
                       "over \(completing ? "List" : "Other")")
            run.expect(run.journal == (completing ? ["List heard Other ended"] : []) + ["Compose started with draft"], "\(run.journal)")
        }
        expectSettled(run)
    }

    /// A link while the pop of a back tap still animates: the pop is followed, then the link pushes.
    static func linkPushedDuringBackTap(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.push("Other")
        run.settle()
        UIKitDouble.userTapsBack(run.feedStack)
        run.navigator?.navigation.open("7", placement: placements.detail)
        run.settle()
        run.expect(names(run.feedStack) == ["List", "Detail"], "Detail above List: \(names(run.feedStack))")
        run.expect(run.top?.navGraphNode.rawValue == "Detail" && run.top?.navigator != nil, "Detail is the state's top, and shown")
        run.expect(run.journal == ["List heard Other ended", "Detail started with 7"], "\(run.journal)")
        expectSettled(run)
    }

    /// A link while the person pulls List's sheet down: once they let go, the sheet is gone
    /// (dismissed by them, or by the link, which pushes Detail onto Feed) and Detail pushed, or
    /// Compose presented over the screen on top.
    static func linkDuringSheetSwipeDown(pushed: Bool, completing: Bool, _ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.present("Sheet")
        run.settle()
        guard let sheet = run.presented, let shownSheet = run.top else { return run.expect(false, "the sheet is presented") }
        run.expect(UIKitDouble.userBeginsSwipeDown(sheet), "the swipe-down begins")
        openLinkUntilTheGestureEnds(run, placements, pushed: pushed, completing: completing)
        if pushed {
            run.expect(run.presented == nil && names(run.feedStack) == ["List", "Detail"], "the sheet gone, Detail above List: \(names(run.feedStack))")
            // A cancelled swipe leaves the sheet, which the link dismisses as it pushes.
            let expected = completing ? ["List heard Sheet ended", "Detail started with 7"] : ["Detail started with 7", "List heard Sheet ended"]
            run.expect(run.journal == expected, "\(run.journal)")
        } else {
            let stack = (completing ? run.presented : sheet.presentedViewController) as? UINavigationController
            run.expect(run.top?.navGraphNode.rawValue == "Compose" && stack?.viewControllers.first === run.top,
                       "Compose presented over \(completing ? "List" : "the sheet"): \(String(describing: run.top?.navGraphNode))")
            run.expect(completing ? run.presented !== sheet : run.presented === sheet && shownSheet.navigator != nil, "the sheet as the person left it")
            run.expect(run.journal == (completing ? ["List heard Sheet ended"] : []) + ["Compose started with draft"], "\(run.journal)")
        }
        expectSettled(run)
    }

    /// The top screen's button during a swipe back that the person cancels: the route waits for
    /// the swipe's end, and is taken since the screen stayed.
    static func routeFromTopDuringCancelledSwipeBack(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        guard let detail = run.top else { return run.expect(false, "Detail is shown") }
        run.expect(UIKitDouble.userBeginsSwipeBack(run.feedStack), "the swipe begins")
        detail.push("More")
        run.settle()
        UIKitDouble.userLetsGo(completing: false)
        run.settle()
        run.expect(names(run.feedStack) == ["List", "Detail", "More"], "the route was taken once the swipe went back: \(names(run.feedStack))")
        run.expect(run.top?.navGraphNode.rawValue == "More", "More is the top")
        expectSettled(run)
    }

    /// The sheet finishes with a value while the person pulls it down and then lets it go back:
    /// the finish waits, then dismisses it and hands the value over.
    static func finishDuringCancelledSheetSwipeDown(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Options")
        run.settle()
        guard let options = run.top, let sheet = run.presented else { return run.expect(false, "Options is shown") }
        run.expect(UIKitDouble.userBeginsSwipeDown(sheet), "the swipe-down begins")
        options.finish(with: 3)
        run.settle()
        run.expect(run.presented === sheet, "still up while the person holds it")
        UIKitDouble.userLetsGo(completing: false)
        run.settle()
        run.expect(run.presented == nil && run.top === run.list, "finishing dismissed it once the swipe went back")
        run.expect(run.journal == ["List got Options 3"], "the opener got the value: \(run.journal)")
        expectSettled(run)
    }
}
