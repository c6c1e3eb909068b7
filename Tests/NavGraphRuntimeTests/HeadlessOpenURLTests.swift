import Foundation
import NavGraphRuntime
import Testing

/// Leaving the app (`kind: openURL`) on the headless navigator: the route shows nothing and changes
/// no state; the screen is started with the route's context, its URL handed to the system, and the
/// route ends with the system's answer (whether it opened the URL), after which its handler may
/// run another route at once.
@MainActor
@Suite("Headless navigator: leaving the app")
struct HeadlessOpenURLTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the URL goes to the system, nothing is drawn, and the route hears whether it opened", arguments: [true, false])
    func opensOutside(_ systemOpens: Bool) throws {
        let url = try #require(URL(string: "mailto:support@example.org"))
        let before = navigator.state
        let drawn = navigator.drawnChanges.count
        navigator.systemOpensURLs = systemOpens
        app.list.presentOutside(url)
        #expect(navigator.urlsOpenedOutside == [url], "the URL its route handed it, read once it was started")
        #expect(app.journal.events == ["List got Leave \(systemOpens ? 1 : 0)"])
        #expect(navigator.state == before, "no entry: the state does not change")
        #expect(navigator.drawnChanges.count == drawn, "nothing drawn")
        #expect(navigator.topFlowController === app.list)
        #expect(navigator.ignoredRequests.isEmpty)
    }

    @Test("the Settings app is UIKit's settings URL")
    func settings() {
        app.list.presentOutside()
        #expect(navigator.urlsOpenedOutside == [NavGraphOutside.settings])
        #expect(NavGraphOutside.settings.absoluteString == "app-settings:")
    }

    @Test("the route's handler may present at once: the machine is idle when the route ends")
    func presentsFromTheHandler() {
        app.list.whenRouteEnds = { list in
            list.whenRouteEnds = nil
            list.presentSafari()
        }
        app.list.presentOutside()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestSafari.named), "\(navigator.ignoredRequests)")
        #expect(navigator.ignoredRequests.isEmpty)
    }

    @Test("the app leaves for the same URL twice: each route opens it and ends")
    func twice() {
        app.list.presentOutside()
        app.list.presentOutside()
        #expect(navigator.urlsOpenedOutside == [NavGraphOutside.settings, NavGraphOutside.settings])
        #expect(app.journal.events == ["List got Leave 1", "List got Leave 1"])
    }

    @Test("from below a presentation the route is refused, as any route of a screen that is not on top")
    func notOnTop() {
        app.list.presentSafari()
        app.list.presentOutside()
        #expect(navigator.urlsOpenedOutside.isEmpty)
        #expect(navigator.ignoredRequests.count == 1)
        #expect(app.journal.events.isEmpty)
    }
}

/// Leaving the app through the SwiftUI navigator: the URL goes to the environment's `openURL`
/// (which `NavGraphRootView` sets), and the route ends with its `accepted`.
@MainActor
@Suite("SwiftUI navigator: leaving the app")
struct SwiftUIOpenURLTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the URL goes to openURL; the route ends when it answers; nothing is presented")
    func throughOpenURL() throws {
        var answer: (@MainActor (Bool) -> Void)?
        var opened: [URL] = []
        navigator.openURL = { url, completion in
            opened.append(url)
            answer = completion
        }
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentOutside()
        #expect(opened == [NavGraphOutside.settings])
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases {
            #expect(navigator.presented(over: list, as: kind) == nil, "nothing drawn by \(kind)")
        }
        #expect(app.journal.events.isEmpty, "the route waits for the system's answer")
        let systemAnswers = try #require(answer)
        systemAnswers(false)
        #expect(app.journal.events == ["List got Leave 0"])
    }

    @Test("without the root view's openURL, the URL is not opened and the route hears so")
    func withoutOpenURL() {
        app.list.presentOutside()
        #expect(app.journal.events == ["List got Leave 0"])
    }
}
