import NavGraphRuntime
import Testing

/// Mail composers on the headless navigator: the person's Send, Save, Cancel or a failure ends the
/// route with what the screen makes of it; nothing else closes the composer (no swipe, no link:
/// a link waits until the mail is done); a device that cannot send mail shows nothing, and the
/// route ends at once with `unavailable`, its handler free to present again. (That it is never
/// saved is HeadlessDocumentPickerTests' `notRestored`.)
@MainActor
@Suite("Headless navigator: mail composers")
final class HeadlessMailComposerTests: HeadlessAppSuite {
    @Test("each end of the composition ends the route with what the screen makes of it", arguments: NavGraphComposeResult.allCases.filter { $0 != .unavailable })
    func finishing(_ result: NavGraphComposeResult) {
        app.list.presentMailComposer()
        #expect(path.last == TestMailComposer.named)
        #expect(navigator.userFinishesComposing(result))
        #expect(path.last == "List")
        #expect(app.journal.events == [result == .sent ? "List got Mail 1" : "List heard Mail ended"])
        #expect(!navigator.userFinishesComposing(.sent), "no composer any more")
    }

    @Test("only its own buttons close it: no swipe, no other sheet's button")
    func onlyItsOwnButtons() {
        app.list.presentMailComposer()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userClosesSafariView())
        #expect(!navigator.userCancelsDocumentPicker())
        #expect(path.last == TestMailComposer.named && app.journal.events.isEmpty)
    }

    @Test("a link waits while the person writes, and opens once the mail is sent")
    func linkWaitsForTheMail() {
        app.list.presentMailComposer()
        #expect(!navigator.navigation.open("settings", placement: placements.menu))
        #expect(navigator.navigation.hasPendingLink)
        #expect(path.last == TestMailComposer.named, "the link did not close the draft: \(path)")
        #expect(navigator.userFinishesComposing(.sent))
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the link opened: \(path)")
        #expect(app.journal.events.first == "List got Mail 1")
    }

    @Test("a device that cannot send mail shows nothing: the route ends at once with unavailable, and its handler may present")
    func unavailable() {
        navigator.unavailableSystemSheets = [.mailComposer]
        let before = navigator.state
        app.list.whenRouteEnds = { list in
            list.whenRouteEnds = nil
            list.presentOutside()
        }
        app.list.presentMailComposer()
        #expect(app.journal.events == ["List got Mail 0", "List got Leave 1"], "the handler's route ran: \(app.journal.events)")
        #expect(navigator.state == before, "nothing presented: \(path)")
        #expect(navigator.urlsOpenedOutside == [NavGraphOutside.settings])
        #expect(navigator.ignoredRequests.isEmpty, "\(navigator.ignoredRequests)")
    }
}

/// A mail composer through the SwiftUI navigator's bindings, driven as `NavGraphDialogs` drives its
/// sheet: the composer is the item of its own modifier; the delegate's result is reported, then the
/// binding written `false`, which changes nothing more.
@MainActor
@Suite("SwiftUI navigator: mail composers")
final class SwiftUIMailComposerTests: TestAppSuite<NavGraphSwiftUINavigator> {
    @Test("the composer is the item of its own sheet only; its result ends the route, the write of false after it changes nothing")
    func composedThenClosed() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentMailComposer()
        let composer = try #require(navigator.presented(over: list, as: .mailComposer))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .mailComposer {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        #expect(!navigator.isInteractivelyDismissible(composer), "the draft is the person's")
        navigator.composed(composer, result: .sent)
        navigator.setPresented(nil, over: list, as: .mailComposer)
        #expect(app.journal.events == ["List got Mail 1"])
        #expect(navigator.presented(over: list, as: .mailComposer) == nil)
    }
}
