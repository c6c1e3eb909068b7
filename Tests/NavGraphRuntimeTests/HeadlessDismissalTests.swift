import NavGraphRuntime
import Testing

/// Nothing throws away what the person is writing: a presentation whose screen decides its
/// dismissal (`dismissible: app`) and answers "not now", and the app's own presentation that
/// refuses to close, are closed by nothing but their own finishing. The person's swipe is
/// refused, links and notifications wait (a newer one replacing them) and open once the
/// presentation has closed, routes from the screens below are refused.
@MainActor
@Suite("Headless navigator: presentations that refuse to close")
final class HeadlessDismissalTests: HeadlessAppSuite {
    let asksTheScreen = NavGraphPresentationOptions(embedInStack: true, appDecidesDismissal: true)

    /// Presents Compose from List as a route with `dismissible: app` does; returns its screen.
    private func presentCompose(holdingDraft: Bool) throws -> Screen {
        app.list.present("Compose", asksTheScreen)
        let compose = try #require(navigator.topFlowController as? Screen)
        compose.holdsDraft = holdingDraft
        return compose
    }

    @Test("the swipe down is refused while the screen holds a draft, which hears the attempt; once it does not, the sheet closes")
    func swipeAsksTheScreen() throws {
        let compose = try presentCompose(holdingDraft: true)
        #expect(!navigator.userSwipesDownSheet())
        #expect(app.journal.events == ["Compose refused to close"], "\(app.journal.events)")
        #expect(navigator.presentation(over: app.list)?.dismissible == true, "the graph lets it close; the screen decides")
        compose.holdsDraft = false
        #expect(navigator.userSwipesDownSheet())
        #expect(path == ["Root", "Main", "Feed", "List"])
        #expect(app.journal.events.last == "List heard Compose ended")
    }

    @Test("a link and a notification wait while the screen holds a draft, the newer replacing the older; the last opens once it is sent")
    func linkWaitsForTheDraft() throws {
        let compose = try presentCompose(holdingDraft: true)
        #expect(!navigator.navigation.open("7", placement: placements.detail))
        #expect(!navigator.navigation.open("settings", placement: placements.menu))
        #expect(navigator.navigation.hasPendingLink)
        #expect(path == ["Root", "Main", "Feed", "List", "Compose"], "nothing closed it or covers it: \(path)")
        compose.push("Recipients")
        #expect(path.last == "Recipients", "inside it, the person goes on")
        compose.finish()
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the newer link opened: \(path)")
        #expect(!navigator.navigation.hasPendingLink)
        #expect(!app.journal.events.contains("Detail started with 7"), "the older one was replaced")
    }

    @Test("a screen that answers yes is closed by a link, as a dismissible sheet is")
    func linkClosesAnswerYes() throws {
        _ = try presentCompose(holdingDraft: false)
        #expect(navigator.navigation.open("7", placement: placements.detail))
        #expect(path == ["Root", "Main", "Feed", "Detail"])
    }

    @Test("a route from a screen below the sheet that holds a draft is refused, with a reason; the sheet's own routes go on")
    func routeFromBelowIsRefused() throws {
        app.list.push("Detail")
        let detail = try #require(navigator.topFlowController as? Screen)
        detail.present("Compose", asksTheScreen)
        let compose = try #require(navigator.topFlowController as? Screen)
        compose.holdsDraft = true
        detail.finish()
        #expect(path.suffix(2) == ["Detail", "Compose"], "\(path)")
        #expect(navigator.ignoredRequests.last?.contains("Detail asked to finish below") == true, "\(navigator.ignoredRequests)")
        #expect(navigator.ignoredRequests.last?.contains("refuses to close") == true)
        compose.present("Photos")
        #expect(path.last == "Photos", "the sheet's own screen presents")
    }

    @Test("the app's own presentation that refuses to close keeps a link waiting and refuses routes from below; once the app dismisses it, the link opens")
    func appPresentationRefusing() throws {
        app.list.select("Settings")
        let composer = navigator.appPresents(refusingDismissal: true)
        #expect(!navigator.navigation.open("7", placement: placements.detail))
        #expect(navigator.navigation.hasPendingLink && composer.isShown)
        app.menu.push("Profile")
        app.menu.select("Feed")
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the screen under it moves nothing: \(path)")
        #expect(composer.isShown)
        navigator.appDismisses(composer)
        #expect(path == ["Root", "Main", "Feed", "Detail"], "the link opened once it was gone: \(path)")
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test("the app's own presentation that allows it is closed by a link and by a route, as UIKit's navigator dismisses it")
    func appPresentationAllowing() {
        let alert = navigator.appPresents()
        #expect(navigator.navigation.open("settings", placement: placements.menu))
        #expect(!alert.isShown)
        let other = navigator.appPresents()
        app.menu.push("Profile")
        #expect(other.isShown, "a push goes under it")
        (navigator.topFlowController as? Screen)?.present("Sheet")
        #expect(!other.isShown, "a presentation closes it first")
    }

    @Test("a sheet that is not dismissible and one whose screen answers no are both unfinished; one whose screen answers yes is not")
    func whatRefuses() throws {
        let compose = try presentCompose(holdingDraft: true)
        let id = try #require(navigator.state.visibleEntries.first { navigator.state[$0]?.presentation != nil })
        #expect(navigator.navigation.refusesDismissal(id))
        compose.holdsDraft = false
        #expect(!navigator.navigation.refusesDismissal(id))
        compose.finish()
        app.list.present("Verify", NavGraphPresentationOptions(dismissible: false))
        let verify = try #require(navigator.state.visibleEntries.last)
        #expect(navigator.navigation.refusesDismissal(verify))
        #expect(NavGraphPresentationOptions(dismissible: false, appDecidesDismissal: true).appDecidesDismissal == false, "a presentation the graph never lets close asks nobody")
    }
}
