import NavGraphRuntime
import Testing

/// Message composers on the headless navigator, as mail composers are (HeadlessMailComposerTests):
/// Send, Cancel or a failure ends the route with what the screen makes of it; nothing else closes
/// the composer, so a link waits; a device that cannot send messages shows nothing, and the route
/// ends at once with `unavailable`.
@MainActor
@Suite("Headless navigator: message composers")
final class HeadlessMessageComposerTests: HeadlessAppSuite {
    @Test("sent, cancelled or failed ends the route with what the screen makes of it", arguments: [NavGraphComposeResult.sent, .cancelled, .failed])
    func finishing(_ result: NavGraphComposeResult) {
        app.list.presentMessageComposer()
        #expect(path.last == TestMessageComposer.named)
        #expect(!navigator.userSwipesDownSheet(), "the draft is the person's")
        #expect(navigator.userFinishesComposing(result))
        #expect(path.last == "List")
        #expect(app.journal.events == [result == .sent ? "List got Invite 1" : "List heard Invite ended"])
    }

    @Test("a link waits while the person writes, and opens once the message is cancelled")
    func linkWaitsForTheMessage() {
        app.list.presentMessageComposer()
        #expect(!navigator.navigation.open("settings", placement: placements.menu))
        #expect(path.last == TestMessageComposer.named)
        #expect(navigator.userFinishesComposing(.cancelled))
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the link opened: \(path)")
    }

    @Test("a device that cannot send messages shows nothing: the route ends at once with unavailable")
    func unavailable() {
        navigator.unavailableSystemSheets = [.messageComposer]
        let before = navigator.state
        app.list.presentMessageComposer()
        #expect(app.journal.events == ["List got Invite 0"])
        #expect(navigator.state == before, "nothing presented: \(path)")
        app.list.presentMailComposer()
        #expect(path.last == TestMailComposer.named, "mail is still there")
    }
}

/// A message composer through the SwiftUI navigator's bindings: the item of its own sheet, never
/// swiped away; its result ends the route before the binding is written `false`.
@MainActor
@Suite("SwiftUI navigator: message composers")
final class SwiftUIMessageComposerTests: TestAppSuite<NavGraphSwiftUINavigator> {
    @Test("the composer is the item of its own sheet only; its result ends the route")
    func composedThenClosed() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentMessageComposer()
        let composer = try #require(navigator.presented(over: list, as: .messageComposer))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .messageComposer {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        #expect(!navigator.isInteractivelyDismissible(composer))
        navigator.composed(composer, result: .cancelled)
        navigator.setPresented(nil, over: list, as: .messageComposer)
        #expect(app.journal.events == ["List heard Invite ended"])
    }
}
