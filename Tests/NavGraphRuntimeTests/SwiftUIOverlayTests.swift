import NavGraphRuntime
import Testing

/// An overlay under SwiftUI: the view of the top-most presentation presents it as a full-screen
/// cover, so the sheet below stays in the view hierarchy with its state; SwiftUI writing the
/// cover's item `nil` (which no gesture of a cover does) is refused, as is every dismissal but the
/// overlay's own finishing.
@MainActor
@Suite("SwiftUI navigator: an overlay above everything")
final class SwiftUIOverlayTests: TestAppSuite<NavGraphSwiftUINavigator> {
    /// Presents the sheet over the list; returns the list's entry and the sheet's.
    private func sheetOverList() throws -> (list: NavGraphEntryID, sheet: NavGraphEntryID) {
        app.list.present("Sheet")
        let list = try #require(navigator.navigation.entryID(of: app.list))
        return (list, try #require(navigator.presented(over: list, as: .sheet)))
    }

    @Test("the sheet's view presents the lock as a full-screen cover; the sheet's item stays; a write of nil is refused")
    func coverOverTheTopMostPresentation() throws {
        let (list, sheet) = try sheetOverList()
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

    @Test("a shrunk call leaves the sheet's full-screen cover for the root's overlay, and goes back to the cover of what is on top when it expands")
    func shrunkCallFloatsInTheRootsOverlay() throws {
        let (list, sheet) = try sheetOverList()
        let screen = try showOverlay("Call", TestGraph.call)
        let call = try #require(navigator.presented(over: sheet, as: .fullScreenCover), "\(path)")
        #expect(navigator.floatingOverlay == nil)
        screen.shrinkOverlay()
        #expect(navigator.presented(over: sheet, as: .fullScreenCover) == nil, "no cover blocks the sheet's touches")
        #expect(navigator.floatingOverlay == call, "the root's overlay draws it")
        #expect(navigator.presented(over: list, as: .sheet) == sheet, "the sheet below is still presented")
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.floatingOverlay == call && path.last == "List", "the person swiped the sheet away below the call: \(path)")
        screen.expandOverlay()
        #expect(navigator.floatingOverlay == nil)
        #expect(navigator.presented(over: list, as: .fullScreenCover) == call, "the list, on top now, covers it again")
    }
}
