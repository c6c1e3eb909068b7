import NavGraphRuntime
import UIKit

/// The UIKit twins of HeadlessPlacesTests: a link listing both tabs' stacks pushes onto the
/// navigation controller of the tab that shows; a link tapped on a screen that pushes its screen
/// is pushed above it by that route.
extension UIKitScenarios {
    static let placesScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "linkPushedOnTheTabThatShows": linkPushedOnTheTabThatShows,
        "linkTappedInsidePushedByItsRoute": linkTappedInsidePushedByItsRoute,
    ]

    static func linkPushedOnTheTabThatShows(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.select("Settings")
        run.settle()
        let opened = run.navigator?.navigation.open("7", placement: placements.detailOnEitherTab) == true
        run.settle()
        let settingsStack = run.app!.menu.navigationController
        run.expect(opened && run.tabBar.selectedIndex == 1, "the Settings tab stays selected")
        run.expect(settingsStack?.viewControllers.count == 2 && settingsStack?.topViewController === run.top, "Detail is pushed on Settings' stack")
        run.expect(run.feedStack.viewControllers.count == 1, "Feed's stack is untouched")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func linkTappedInsidePushedByItsRoute(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.push("Other")
        run.settle()
        guard let other = run.top else { return run.expect(false, "Other is shown") }
        other.pushingRoutes = ["Detail"]
        let opened = run.navigator?.navigation.open("Detail", placement: placements.detail, tappedOn: other) == true
        run.settle()
        let names = run.feedStack.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue }
        run.expect(opened && names == ["List", "Other", "Detail"], "pushed above Other: \(names)")
        UIKitDouble.userTapsBack(run.feedStack)
        run.settle()
        run.expect(run.journal.last == "Other heard Detail ended", "\(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

extension UIKitScenarios {
    static let answerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "linkNotThisAppsOpensInTheSystem": linkNotThisAppsOpensInTheSystem,
    ]

    /// The app answers that a link's URL is not its own (`orSystem: true`): the window's scene
    /// hands it to the system, and nothing of the graph moves.
    static func linkNotThisAppsOpensInTheSystem(_ run: ScenarioRun) {
        run.connect()
        let url = URL(string: "https://elsewhere.example/@alice/7")!
        let before = run.state
        run.expect(run.navigator?.navigation.open(NavGraphLinkAnswer<String>.system, url: url) == true, "handed over")
        run.settle()
        run.expect(run.scene.openedURLs == [url], "the scene opened it: \(run.scene.openedURLs)")
        run.expect(run.state == before, "nothing moved")
    }
}

extension UIKitScenarios {
    static let awaitedAnswerScenarios: [String: @MainActor (ScenarioRun) async -> Void] = [
        "linkWaitsForTheAppsAnswerThenPushes": linkWaitsForTheAppsAnswerThenPushes,
    ]

    /// The twin of HeadlessLinkAnswerTests' first test (`await: true`): while the app looks the
    /// link up, nothing moves on the double and the link is pending; the answer pushes its screen
    /// onto the navigation controller its placement names, in one transition UIKit accepts.
    static func linkWaitsForTheAppsAnswerThenPushes(_ run: ScenarioRun) async {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let lookup = AnswerLookup()
        let before = run.state
        let url = URL(string: "https://social.example/users/alice/statuses/7")!
        let opened = run.navigator?.navigation.open(url: url, answeredBy: { await lookup.wait() }) == true
        while !lookup.isWaiting { await Task.yield() }
        run.settle()
        run.expect(!opened && run.state == before, "nothing shows while the app looks the link up")
        run.expect(run.navigator?.navigation.hasPendingLink == true, "the link is pending")
        lookup.answer(.open("7", placement: placements.detail))
        await run.navigator?.navigation.linkAnswer?.value
        run.settle()
        let names = run.feedStack.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue }
        run.expect(names.last == "Detail" && run.feedStack.topViewController === run.top, "Detail is pushed on Feed's stack: \(names)")
        run.expect(run.navigator?.navigation.hasPendingLink == false, "the answer ended the wait")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
