import Foundation
import NavGraphRuntime
import Testing

/// Share sheets on the headless navigator: a service chosen closes the sheet and hands what its
/// screen makes of the result to the route that presented it; closing it without a service ends
/// that route without feedback. (That it is never saved is HeadlessDocumentPickerTests'
/// `notRestored`.)
@MainActor
@Suite("Headless navigator: share sheets")
struct HeadlessShareTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("a service chosen closes the sheet and hands the screen's value of the result to the presenting route")
    func serviceHandsBackFeedback() {
        app.list.presentShare()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestShare.named))
        #expect(navigator.userShares(activityType: "com.apple.UIKit.activity.Mail"))
        #expect(app.journal.events == ["List got Share 1"])
        #expect(navigator.topFlowController === app.list)
        app.list.presentShare()
        #expect(navigator.userShares(activityType: "com.apple.UIKit.activity.Mail", completed: false))
        #expect(app.journal.events.last == "List got Share 0", "backed out of the service: the screen says what that hands back")
        #expect(!navigator.userShares(activityType: "com.apple.UIKit.activity.Mail"), "no share sheet any more")
    }

    @Test("closed without a service, the sheet ends the route without feedback")
    func closedEndsWithoutFeedback() {
        app.list.presentShare()
        #expect(navigator.userClosesShareSheet())
        #expect(app.journal.events == ["List heard Share ended"])
        #expect(navigator.topFlowController === app.list)
        #expect(!navigator.userClosesShareSheet(), "no share sheet any more")
    }

    @Test("the sheet is the system's: no swipe or tap outside closes it, and no other system sheet's controls do")
    func onlyItsOwnControls() {
        app.list.presentShare()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(!navigator.userClosesSafariView(), "a share sheet is no Safari view")
        #expect(!navigator.userPicksDocuments([URL(fileURLWithPath: "/tmp/a")]), "a share sheet is no document picker")
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userClosesShareSheet())
        app.list.presentSafari()
        #expect(!navigator.userShares(activityType: "com.apple.UIKit.activity.Mail"), "a Safari view is no share sheet")
        #expect(!navigator.userClosesShareSheet())
    }
}

/// A share sheet through the SwiftUI navigator's bindings, driven as `NavGraphDialogs` drives its
/// popover: the sheet is the item of its own modifier; a service chosen is reported before the
/// write of `false`, which then changes nothing; a write of `false` alone (closed, or its popover
/// tapped away) ends the route without feedback.
@MainActor
@Suite("SwiftUI navigator: share sheets")
struct SwiftUIShareTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the share sheet is the item of its own popover only; a service hands back the screen's value, and the write of false after it is no dismissal")
    func service() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentShare()
        let sheet = try #require(navigator.presented(over: list, as: .share))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .share {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.shared(sheet, result: NavGraphShareResult(activityType: "com.apple.UIKit.activity.CopyToPasteboard", completed: true))
        navigator.setPresented(nil, over: list, as: .share)
        #expect(app.journal.events == ["List got Share 1"])
        #expect(navigator.presented(over: list, as: .share) == nil)
    }

    @Test("a write of false with no service chosen ends the route without feedback")
    func closed() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentShare()
        navigator.setPresented(nil, over: list, as: .share)
        #expect(app.journal.events == ["List heard Share ended"])
    }
}
