import NavGraphRuntime
import Testing

/// An overlay under SwiftUI: the view of the top-most presentation presents it as a full-screen
/// cover, so the sheet below stays in the view hierarchy with its state; SwiftUI writing the
/// cover's item `nil` (which no gesture of a cover does) is refused, as is every dismissal but the
/// overlay's own finishing.
@MainActor
@Suite("SwiftUI navigator: an overlay above everything")
final class SwiftUIOverlayTests: TestAppSuite<NavGraphSwiftUINavigator> {
    @Test("the sheet's view presents the lock as a full-screen cover; the sheet's item stays; a write of nil is refused")
    func coverOverTheTopMostPresentation() throws {
        app.list.present("Sheet")
        let list = try #require(navigator.navigation.entryID(of: app.list))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        app.main.present("Lock", TestGraph.overlay)
        let lock = try #require(navigator.presented(over: sheet, as: .fullScreenCover), "\(path)")
        #expect(navigator.presented(over: list, as: .sheet) == sheet, "the sheet below is still presented")
        #expect(!navigator.isInteractivelyDismissible(lock))
        navigator.setPresented(nil, over: sheet, as: .fullScreenCover)
        #expect(path.last == "Lock", "refused: \(path)")
        (navigator.topFlowController as? Screen)?.finish(with: 1)
        #expect(navigator.presented(over: sheet, as: .fullScreenCover) == nil && navigator.presented(over: list, as: .sheet) == sheet)
        #expect(app.journal.events == ["Main got Lock 1"], "\(app.journal.events)")
    }
}
