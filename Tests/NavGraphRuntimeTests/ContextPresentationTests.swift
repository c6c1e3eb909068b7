import NavGraphRuntime
import Testing

/// The presentations a sheet is not: `overFullScreen` (a media viewer over the timeline, which
/// stays below), `currentContext` and `overCurrentContext` (over the source's area only). UIKit
/// gives none of them a gesture that closes it; the screen finishes. The UIKit twin is
/// `contextPresentationCoversTheSource`.
@MainActor
@Suite("Presentations over the source or the whole screen")
struct ContextPresentationTests {
    nonisolated static let styles: [NavGraphPresentation] = [.overFullScreen, .currentContext, .overCurrentContext]

    @Test("headless: shown as the route says; no swipe or tap closes it; finishing does, and the opener hears it", arguments: styles)
    func headless(style: NavGraphPresentation) throws {
        let navigator = NavGraphHeadlessNavigator()
        let app = TestApp(on: navigator)
        app.list.present("Viewer", NavGraphPresentationOptions(style))
        #expect(navigator.presentation(over: app.list)?.presentation == style)
        #expect(!navigator.userSwipesDownSheet() && !navigator.userTapsOutsidePopover(), "no gesture closes it")
        try #require(navigator.topFlowController as? Screen).finish()
        #expect(navigator.presentation(over: app.list) == nil)
        #expect(app.journal.events == ["List heard Viewer ended"])
    }

    @Test("SwiftUI: a full-screen cover's item (iOS 16's SwiftUI has no presentation over the source); finishing clears it", arguments: styles)
    func swiftUI(style: NavGraphPresentation) throws {
        let navigator = NavGraphSwiftUINavigator()
        let app = TestApp(on: navigator)
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Viewer", NavGraphPresentationOptions(style))
        #expect(navigator.presented(over: list, as: .fullScreenCover) != nil)
        #expect(navigator.presented(over: list, as: .sheet) == nil, "not a sheet's item")
        try #require(navigator.topFlowController as? Screen).finish()
        #expect(navigator.presented(over: list, as: .fullScreenCover) == nil)
        #expect(app.journal.events == ["List heard Viewer ended"])
    }
}
