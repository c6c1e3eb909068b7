import NavGraphRuntime
import Testing

/// `{ height: app }`: the presented screen gives its sheet's height at run time
/// (`NavGraphSheetSizing`). Headless, the navigator resolves the detent into the height the
/// screen gives now; under SwiftUI that is the `.height(_:)` the sheet's `presentationDetents`
/// draws, redrawn when the screen says it changed, and the detent the person drags it to is saved
/// as the graph's `{ height: app }`.
@MainActor
@Suite("A sheet whose screen gives its height")
struct SheetSizingTests {
    @Test("headless: the detent is the height the screen gives now, asked again each time")
    func headlessResolvesTheScreensHeight() throws {
        let navigator = NavGraphHeadlessNavigator()
        let app = TestApp(on: navigator)
        app.list.present("Accounts", NavGraphPresentationOptions(detents: [.medium, .appHeight], initialDetent: .medium))
        let sheet = try #require(navigator.navigation.state.top)
        let accounts = try #require(navigator.navigation.flowController(for: sheet) as? Screen)
        #expect(navigator.navigation.resolvedDetents(of: sheet) == [.medium, .height(420)])
        accounts.givenSheetHeight = 360 + 60 * 3
        #expect(navigator.navigation.resolvedDetents(of: sheet) == [.medium, .height(540)], "asked again, not kept")
        #expect(navigator.state[sheet]?.presentation?.detents == [.medium, .appHeight], "the state keeps the graph's detent")
    }

    @Test("SwiftUI: presentationDetents draws the screen's height, again when it changes; a drag to it saves { height: app }")
    func swiftUIDrawsTheScreensHeight() throws {
        let navigator = NavGraphSwiftUINavigator()
        let app = TestApp(on: navigator)
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Accounts", NavGraphPresentationOptions(detents: [.appHeight, .large], initialDetent: .appHeight))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        let accounts = try #require(navigator.navigation.flowController(for: sheet) as? Screen)
        #expect(navigator.navigation.resolvedDetents(of: sheet) == [.height(420), .large])
        #expect(navigator.navigation.resolved(navigator.selectedDetent(of: sheet), of: sheet) == .height(420), "it opens at the screen's height")
        var redraws = 0
        navigator.stateDidChange = { redraws += 1 }
        accounts.givenSheetHeight = 480
        accounts.presentationChanged()
        #expect(redraws == 1, "SwiftUI draws the sheet again")
        #expect(navigator.navigation.resolvedDetents(of: sheet) == [.height(480), .large])
        navigator.setSelectedDetent(.large, of: sheet)
        navigator.setSelectedDetent(.appHeight, of: sheet)
        #expect(navigator.selectedDetent(of: sheet) == .appHeight, "the graph's detent, whatever height it has now")
    }
}
