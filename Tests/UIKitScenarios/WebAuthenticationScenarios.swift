import NavGraphRuntime
import UIKit

/// Web authentication sessions under UIKit: the entry presents a host over the full screen, then
/// starts an `ASWebAuthenticationSession` of the FlowController's sign-in in the navigator's
/// window; the session's end (a callback URL, Cancel, or a session that does not start) closes the
/// host and ends the route; a link waits behind a sign-in under way and never cancels it.
extension UIKitScenarios {
    static let webAuthenticationScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "webAuthenticationSignInThenPresent": webAuthenticationSignInThenPresent,
        "webAuthenticationCancelledOrNotStarted": webAuthenticationCancelledOrNotStarted,
        "webAuthenticationHoldsLink": webAuthenticationHoldsLink,
    ]

    private static let callback = URL(string: "testapp://signed-in?code=42")!

    static func webAuthenticationSignInThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentWebAuthentication()
        run.settle()
        guard let session = ASWebAuthenticationSession.shown.last, let host = run.presented else {
            return run.expect(false, "no sign-in shown: \(ASWebAuthenticationSession.shown), \(String(describing: run.presented))")
        }
        run.expect(session.url.absoluteString == "https://example.org/oauth/authorize" && session.callbackURLScheme == "testapp", "it signs in as the FlowController says")
        run.expect(session.anchor === run.window, "it shows in the navigator's window")
        run.expect(host.modalPresentationStyle == .overFullScreen, "its host covers the screen")
        session.userSignsIn(callbackURL: callback)
        run.settle()
        run.expect(run.journal == ["List got SignIn 42"], "the opener got the screen's value of the callback URL: \(run.journal)")
        run.expect(host.presentingViewController == nil, "the renderer closed the host")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func webAuthenticationCancelledOrNotStarted(_ run: ScenarioRun) {
        run.connect()
        run.list.presentWebAuthentication()
        run.settle()
        guard let session = ASWebAuthenticationSession.shown.last else { return run.expect(false, "no sign-in shown") }
        session.userCancels()
        run.settle()
        run.expect(run.journal == ["List heard SignIn ended"], "Cancel ended the route without feedback: \(run.journal)")
        run.expect(run.presented == nil && run.top === run.list, "the list is on top")
        ASWebAuthenticationSession.devicePermitsSessions = false
        run.list.presentWebAuthentication()
        run.settle()
        run.expect(ASWebAuthenticationSession.shown.isEmpty, "no session started")
        run.expect(run.journal == ["List heard SignIn ended", "List heard SignIn ended"], "a session that did not start ended the route: \(run.journal)")
        run.expect(run.presented == nil && run.top === run.list, "nothing stays over the list")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func webAuthenticationHoldsLink(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.presentWebAuthentication()
        run.settle()
        guard let session = ASWebAuthenticationSession.shown.last, let host = run.presented else { return run.expect(false, "no sign-in shown") }
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened && run.navigator?.navigation.hasPendingLink == true, "the link waits")
        run.expect(ASWebAuthenticationSession.shown.contains { $0 === session } && run.presented === host, "the sign-in goes on, its host stays")
        session.userSignsIn(callbackURL: callback)
        run.settle()
        run.expect(run.presented == nil, "the host closed with the session")
        run.expect(run.journal.first == "List got SignIn 42", "the opener heard the sign-in: \(run.journal)")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "then the link pushed Detail: \(String(describing: run.top?.navGraphNode))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
