// Drives IceCubesApp's web links (Golden/realapps-icecubes-safari) headlessly: a web link in a
// status opens the Safari view over the screen showing it (the timeline, or the edit history's
// sheet, above that sheet), Done comes back to it and the route hears it; with the default browser
// preferred, or for a link the Safari view cannot show (mailto:), the link leaves the app and
// nothing shows; a link to a status arriving while the Safari view shows closes it (and the sheet
// below it, whose route then hears nothing) and pushes the status; a saved state leaves the
// Safari view out. Exits non-zero at the
// first expectation that does not hold.

import Foundation

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: AppFlowController())
    guard let timeline = navigator.topFlowController as? TimelineFlowController else { return expect(false, "the timeline shows") }
    let article = URL(string: "https://example.com/article")!

    // In-app Safari, over the timeline; Done comes back to it.
    timeline.open(link: article)
    expect(navigator.visiblePath == [.app, .timeline, .webPage], "the Safari view over the timeline: \(navigator.visiblePath)")
    expect((navigator.topFlowController as? WebPageFlowController)?.safariURL == article, "showing the link")
    expect(navigator.userClosesSafariView(), "Done closes it")
    expect(navigator.visiblePath == [.app, .timeline], "back to the timeline: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["Timeline heard the Safari view close"], "the route heard it: \(Heard.shared.events)")

    // A link the Safari view cannot show, and every link once the default browser is preferred.
    let mail = URL(string: "mailto:someone@example.com")!
    timeline.open(link: mail)
    Heard.shared.preferredBrowser = .safari
    timeline.open(link: article)
    expect(navigator.urlsOpenedOutside == [mail, article], "both left the app: \(navigator.urlsOpenedOutside)")
    expect(navigator.visiblePath == [.app, .timeline], "nothing shows in the app: \(navigator.visiblePath)")
    Heard.shared.preferredBrowser = .inAppSafari

    // From the edit history's sheet: above that sheet, as the app's window above every sheet.
    timeline.perform(.openStatus("1"))
    guard let detail = navigator.topFlowController as? StatusDetailFlowController else { return expect(false, "the status shows") }
    detail.perform(.editHistory("1"))
    guard let history = navigator.topFlowController as? StatusEditHistoryFlowController else { return expect(false, "the history shows") }
    history.open(link: article)
    expect(navigator.visiblePath == [.app, .statusDetail, .statusEditHistory, .webPage], "over the sheet: \(navigator.visiblePath)")

    // Saved now, the Safari view is left out, as the system keeps none: the sheet is on top.
    do {
        let saved = try throughJSON(navigator.savedState!)
        let relaunched = NavGraphHeadlessNavigator()
        try relaunched.restore(saved, entry: AppFlowController())
        expect(relaunched.visiblePath == [.app, .statusDetail, .statusEditHistory], "restored without it: \(relaunched.visiblePath)")
    } catch {
        return expect(false, "the state goes through JSON and back: \(error)")
    }

    // A link to another status: the Safari view and the sheet close, the status shows.
    Heard.shared.events = []
    expect(navigator.open(url: URL(string: "icecubesapp://statuses/2")!), "the link opens at once")
    expect(navigator.visiblePath == [.app, .statusDetail], "the status, nothing over it: \(navigator.visiblePath)")
    expect((navigator.topFlowController as? StatusDetailFlowController)?.status == "2", "the linked status")
    expect(navigator.stack(containing: navigator.topFlowController!).map(\.navGraphNode) == [.timeline, .statusDetail], "pushed onto the timeline")
    expect(Heard.shared.events.isEmpty, "the history that opened it closed too, so no route hears it: \(Heard.shared.events)")
    print("OK")
}

MainActor.assumeIsolated { drive() }
