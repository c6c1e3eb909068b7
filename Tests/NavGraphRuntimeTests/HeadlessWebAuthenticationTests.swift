import Foundation
import NavGraphRuntime
import Testing

/// Web authentication sessions on the headless navigator: the callback URL ends the session and
/// hands what its screen makes of it to the route that presented it; Cancel ends that route
/// without feedback; a sign-in under way is never closed for a link or a route from below, which
/// wait or are refused as behind a presentation that refuses to close. (That it is never saved is
/// HeadlessDocumentPickerTests' `notRestored`.)
@MainActor
@Suite("Headless navigator: web authentication sessions")
final class HeadlessWebAuthenticationTests: HeadlessAppSuite {
    let callback = URL(string: "testapp://signed-in?code=42")!

    @Test("the callback URL ends the session and hands the screen's value of it to the presenting route")
    func callbackHandsBackFeedback() {
        app.list.presentWebAuthentication()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestWebAuthentication.named))
        #expect(navigator.userSignsIn(callback: callback))
        #expect(app.journal.events == ["List got SignIn 42"])
        #expect(navigator.topFlowController === app.list)
        #expect(!navigator.userSignsIn(callback: callback), "no session any more")
    }

    @Test("Cancel, or a callback the screen makes nothing of, ends the route without feedback")
    func cancelEndsWithoutFeedback() {
        app.list.presentWebAuthentication()
        #expect(navigator.userCancelsWebAuthentication())
        #expect(app.journal.events == ["List heard SignIn ended"])
        app.list.presentWebAuthentication()
        #expect(navigator.userSignsIn(callback: URL(string: "testapp://signed-in?error=denied")!))
        #expect(app.journal.events == ["List heard SignIn ended", "List heard SignIn ended"])
    }

    @Test(
        "a sign-in page that is not an http or https URL is refused with its reason; nothing is shown, and the route ends",
        arguments: ["testapp://oauth", "file:///tmp/signin.html", "https:///nohost"])
    func refusedURL(_ text: String) throws {
        app.list.presentWebAuthentication(at: try #require(URL(string: text)))
        #expect(navigator.topFlowController === app.list, "nothing presented")
        #expect(navigator.ignoredRequests.last?.contains("web authentication session") == true, "\(navigator.ignoredRequests)")
        #expect(app.journal.events == ["List heard SignIn ended"], "the opener hears the end Cancel would give")
        app.list.presentWebAuthentication(at: URL(string: "HTTPS://example.org/oauth")!)
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestWebAuthentication.named))
    }

    @Test("the session is the system's: no swipe or tap outside closes it, and no other system sheet's controls do")
    func onlyItsOwnEnd() {
        app.list.presentWebAuthentication()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(!navigator.userClosesSafariView(), "a sign-in is no Safari view")
        #expect(!navigator.userCancelsDocumentPicker())
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userCancelsWebAuthentication())
        app.list.presentSafari()
        #expect(!navigator.userSignsIn(callback: callback), "a Safari view is no sign-in")
        #expect(!navigator.userCancelsWebAuthentication())
    }

    @Test("a link waits behind a sign-in under way, which it never closes, and opens once the sign-in has ended")
    func linkWaitsForTheSignIn() {
        app.list.presentWebAuthentication()
        #expect(!navigator.navigation.open("7", placement: placements.detail))
        #expect(navigator.navigation.hasPendingLink)
        #expect(path == ["Root", "Main", "Feed", "List", "SignIn"], "nothing closed the session: \(path)")
        #expect(navigator.userSignsIn(callback: callback))
        #expect(path == ["Root", "Main", "Feed", "Detail"], "the link opened once it had ended: \(path)")
        #expect(app.journal.events.first == "List got SignIn 42", "the opener heard the sign-in first: \(app.journal.events)")
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test("a link closes a Safari view, which may be closed at any time; it does not wait")
    func linkClosesASafariView() {
        app.list.presentSafari()
        #expect(navigator.navigation.open("7", placement: placements.detail))
        #expect(path == ["Root", "Main", "Feed", "Detail"])
    }

    @Test("a route from the screen below a sign-in under way, which would close it, is refused with a reason")
    func routeFromBelowIsRefused() throws {
        app.list.push("Detail")
        let detail = try #require(navigator.topFlowController as? Screen)
        detail.presentWebAuthentication()
        detail.finish()
        #expect(path.suffix(2) == ["Detail", "SignIn"], "\(path)")
        #expect(navigator.ignoredRequests.last?.contains("refuses to close") == true, "\(navigator.ignoredRequests)")
        #expect(navigator.userCancelsWebAuthentication())
        #expect(app.journal.events.last == "Detail heard SignIn ended")
    }
}

/// A web authentication session through the SwiftUI navigator, driven as
/// `NavGraphWebAuthentications` drives it: the sign-in is the item of its own kind, and the end of
/// `authenticate(using:callbackURLScheme:preferredBrowserSession:)` (a URL, or a throw) is reported
/// with no binding write after it; the presenter's next presentation does not wait for one.
@MainActor
@Suite("SwiftUI navigator: web authentication sessions")
struct SwiftUIWebAuthenticationTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the sign-in is the item of the web authentication kind only; its callback hands back the screen's value, and the list presents again at once")
    func signIn() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentWebAuthentication()
        let session = try #require(navigator.presented(over: list, as: .webAuthentication))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .webAuthentication {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.authenticated(session, callback: URL(string: "testapp://signed-in?code=42")!)
        #expect(app.journal.events == ["List got SignIn 42"])
        #expect(navigator.presented(over: list, as: .webAuthentication) == nil)
        app.list.present("Sheet")
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: "Sheet"), "nothing waits for a binding write: \(navigator.visiblePath)")
    }

    @Test("a thrown authenticate (Cancel, a session that could not start) ends the route without feedback; the dismissal of its item is refused")
    func cancel() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentWebAuthentication()
        let session = try #require(navigator.presented(over: list, as: .webAuthentication))
        navigator.setPresented(nil, over: list, as: .webAuthentication)
        #expect(navigator.presented(over: list, as: .webAuthentication) == session, "a sign-in under way closes only by its own end")
        navigator.authenticated(session, callback: nil)
        #expect(app.journal.events == ["List heard SignIn ended"])
        navigator.authenticated(session, callback: nil)
        #expect(app.journal.events == ["List heard SignIn ended"], "a late end changes nothing")
    }
}
