import Foundation
import NavGraphRuntime
import Testing

/// Links placed on the tab that shows, under SwiftUI: the selected tab's `NavigationStack` path
/// grows, the other tab's stays; a link tapped on a screen opens by its route in that path; a link
/// the app looks up (`await: true`) changes no path until it is answered.
@MainActor
@Suite("SwiftUI navigator: links on the tab that shows")
final class SwiftUIPlacesTests: TestAppSuite<NavGraphSwiftUINavigator> {
    @Test("the link goes into the selected tab's path; a tapped link into the path of the screen it was tapped on")
    func pathsOfTheTabThatShows() throws {
        let feed = try #require(navigator.navigation.entryID(of: app.feed))
        let settings = try #require(navigator.navigation.entryID(of: app.settings))
        let main = try #require(navigator.navigation.entryID(of: app.main))
        navigator.setSelectedTab(1, of: main)
        #expect(navigator.navigation.open("7", placement: placements.detailOnEitherTab))
        #expect(navigator.path(of: settings).count == 1 && navigator.path(of: feed).isEmpty)
        let detail = try #require(navigator.topFlowController as? Screen)
        detail.pushingRoutes = ["Other"]
        #expect(navigator.navigation.open("Other", placement: placements.detail, tappedOn: detail))
        #expect(navigator.path(of: settings).count == 2, "pushed by Detail's route, in the Settings tab's path")
    }

    @Test("a URL the app answers is not its own goes to the environment's openURL")
    func notThisAppsGoesToOpenURL() throws {
        var opened: [URL] = []
        navigator.openURL = { url, _ in opened.append(url) }
        let url = try #require(URL(string: "https://elsewhere.example/@alice/7"))
        #expect(navigator.navigation.open(NavGraphLinkAnswer<String>.system, url: url))
        #expect(opened == [url])
    }

    @Test("a link the app looks up leaves every path as it is while it waits; the answer grows the feed's path")
    func awaitedAnswerGrowsThePath() async throws {
        let feed = try #require(navigator.navigation.entryID(of: app.feed))
        let lookup = AnswerLookup()
        let url = try #require(URL(string: "https://social.example/users/alice/statuses/7"))
        let opened = navigator.navigation.open(url: url, answeredBy: { await lookup.wait() })
        #expect(!opened)
        while !lookup.isWaiting { await Task.yield() }
        #expect(navigator.path(of: feed).isEmpty && navigator.navigation.hasPendingLink, "pending, nothing shown")
        lookup.answer(.open("7", placement: placements.detail))
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.path(of: feed).count == 1 && !navigator.navigation.hasPendingLink, "Detail in the feed's NavigationStack path")
    }
}
