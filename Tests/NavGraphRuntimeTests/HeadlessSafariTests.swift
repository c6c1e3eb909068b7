import Foundation
import NavGraphRuntime
import Testing

/// Safari views on the headless navigator: Done closes the view and ends the route that presented
/// it without feedback; a page a Safari view cannot show refuses the route, with its reason, shows
/// nothing and ends the route as Done would. (That it is never saved is HeadlessDocumentPickerTests' `notRestored`.)
@MainActor
@Suite("Headless navigator: Safari views")
struct HeadlessSafariTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("Done closes the Safari view and ends the route without feedback")
    func doneEndsTheRoute() {
        app.list.presentSafari()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestSafari.named))
        #expect(!navigator.userCancelsDocumentPicker(), "a Safari view is no document picker")
        #expect(navigator.userClosesSafariView())
        #expect(app.journal.events == ["List heard Web ended"])
        #expect(navigator.topFlowController === app.list)
        #expect(!navigator.userClosesSafariView(), "no Safari view any more")
    }

    @Test("only its Done closes it: no swipe, and a document picker's Cancel does not")
    func onlyItsOwnButton() {
        app.list.presentSafari()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userClosesSafariView())
        app.list.presentDocumentPicker()
        #expect(!navigator.userClosesSafariView(), "a document picker is no Safari view")
    }

    @Test(
        "a URL a Safari view cannot show refuses the route with its reason; nothing is shown, and the route ends",
        arguments: ["mailto:someone@example.org", "file:///tmp/page.html", "shop://item/3", "https:///nohost", "javascript:alert(1)"])
    func refusedURL(_ text: String) throws {
        let url = try #require(URL(string: text))
        app.list.presentSafari(url)
        let refusals = navigator.ignoredRequests
        #expect(navigator.topFlowController === app.list, "nothing presented")
        #expect(refusals.count == 1 && refusals.first?.contains("Safari view") == true, "\(refusals)")
        #expect(app.journal.events == ["List heard Web ended"], "the opener hears the end it would hear from Done")
        app.list.presentSafari(URL(string: "HTTPS://example.org/")!)
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestSafari.named), "the list presents again, any case of the scheme")
    }
}

/// A Safari view through the SwiftUI navigator's bindings, driven as `NavGraphDialogs` drives its
/// sheet: the view is the item of its own modifier, and a write of `false` (its Done, through the
/// representable's coordinator, or the sheet swiped down) ends the route without feedback.
@MainActor
@Suite("SwiftUI navigator: Safari views")
struct SwiftUISafariTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the Safari view is the item of its own sheet only; a write of false ends the route")
    func doneOrSwipe() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentSafari()
        #expect(navigator.presented(over: list, as: .safari) != nil)
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .safari {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.setPresented(nil, over: list, as: .safari)
        #expect(app.journal.events == ["List heard Web ended"])
        #expect(navigator.presented(over: list, as: .safari) == nil)
    }
}
