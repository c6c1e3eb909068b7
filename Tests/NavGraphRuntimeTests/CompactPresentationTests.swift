import NavGraphRuntime
import Testing

/// A route's `compact` presentation: a popover on an iPad, a sheet on an iPhone. The state holds
/// what is shown, decided when the route presents, on the headless navigator and through the
/// SwiftUI bindings alike.
@MainActor
@Suite("Compact presentations")
struct CompactPresentationTests {
    static let share = NavGraphPresentationOptions(.popover, compact: .sheet, detents: [.medium, .large])

    @Test("the options name the compact style only until they are shown")
    func shownOptions() {
        #expect(Self.share.shown(inCompactWidth: false).presentation == .popover)
        #expect(Self.share.shown(inCompactWidth: true).presentation == .sheet)
        #expect(Self.share.shown(inCompactWidth: true).compact == nil)
        #expect(NavGraphPresentationOptions(.fullScreen).shown(inCompactWidth: true).presentation == .fullScreen, "no compact style: as declared")
    }

    @Test("headless: regular width presents the popover, compact width the sheet, whose gestures follow")
    func headless() throws {
        let navigator = NavGraphHeadlessNavigator()
        let app = TestApp(on: navigator)
        app.list.present("Share", Self.share)
        #expect(navigator.presentation(over: app.list)?.presentation == .popover)
        #expect(!navigator.userSwipesDownSheet() && navigator.userTapsOutsidePopover())

        navigator.isCompactWidth = true
        app.list.present("Share", Self.share)
        #expect(navigator.presentation(over: app.list)?.presentation == .sheet)
        navigator.isCompactWidth = false
        #expect(navigator.presentation(over: app.list)?.presentation == .sheet, "what is shown stays as it was presented")
        #expect(navigator.userSwipesDownSheet())
    }

    @Test("SwiftUI: a sheet rests at its route's initial detent, else the smallest, until the person drags it")
    func swiftUIDetents() throws {
        let navigator = NavGraphSwiftUINavigator()
        let app = TestApp(on: navigator)
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Sheet", NavGraphPresentationOptions(detents: [.large, .medium]))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.selectedDetent(of: sheet) == .medium)
        navigator.setSelectedDetent(.large, of: sheet)
        #expect(navigator.selectedDetent(of: sheet) == .large)
        navigator.setPresented(nil, over: list, as: .sheet)
        app.list.present("Sheet", NavGraphPresentationOptions(detents: [.medium, .large], initialDetent: .large))
        #expect(navigator.selectedDetent(of: try #require(navigator.presented(over: list, as: .sheet))) == .large)
        navigator.setPresented(nil, over: list, as: .sheet)
        // Custom heights: a fraction is the smallest among relative ones; a height in points beside them opens where the route says.
        app.list.present("Sheet", NavGraphPresentationOptions(detents: [.large, .fraction(0.3)]))
        let fraction = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.selectedDetent(of: fraction) == .fraction(0.3))
        navigator.setSelectedDetent(.large, of: fraction)
        #expect(navigator.selectedDetent(of: fraction) == .large, "dragged up")
        navigator.setPresented(nil, over: list, as: .sheet)
        app.list.present("Sheet", NavGraphPresentationOptions(detents: [.height(320), .medium], initialDetent: .height(320)))
        let points = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.selectedDetent(of: points) == .height(320))
        #expect(navigator.presentation(over: app.list)?.detents == [.height(320), .medium])
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(app.journal.events.suffix(2) == ["List heard Sheet ended", "List heard Sheet ended"], "each dismissed by the person: \(app.journal.events)")
    }

    @Test("SwiftUI: the compact sheet is the sheet modifier's item, the popover the popover's")
    func swiftUI() throws {
        let navigator = NavGraphSwiftUINavigator()
        let app = TestApp(on: navigator)
        let list = try #require(navigator.navigation.entryID(of: app.list))
        navigator.isCompactWidth = true
        app.list.present("Share", Self.share)
        #expect(navigator.presented(over: list, as: .sheet) != nil && navigator.presented(over: list, as: .popover) == nil)
        navigator.setPresented(nil, over: list, as: .sheet)
        navigator.isCompactWidth = false
        app.list.present("Share", Self.share)
        #expect(navigator.presented(over: list, as: .popover) != nil)
    }
}
