import NavGraphRuntime
import Testing

/// A presentation whose transition the app draws (`transition: app`) away from UIKit: the state
/// holds the route's options as declared, with the flag, and the presentation behaves as its
/// `presentation` says. Headless there is nothing to draw; SwiftUI has no custom modal
/// transition in the iOS 17 SDK (`navigationTransition(_:)` is iOS 18), so the route is drawn by
/// the modifier of its declared presentation. (UIKit asks the source for the transitioning
/// delegate: Tests/UIKitScenarios/TransitionScenarios.swift.)
@MainActor
@Suite("Headless navigator: a transition the app draws")
final class HeadlessAppTransitionTests: HeadlessAppSuite {
    @Test("a sheet whose transition the app draws is in the state with the flag, and swiped down as any sheet")
    func sheetKeepsItsFlagAndCloses() throws {
        app.list.present("Photo", NavGraphPresentationOptions(.pageSheet, appDrawsTransition: true))
        let photo = try #require(navigator.state.top)
        #expect(navigator.state[photo]?.presentation?.appDrawsTransition == true)
        #expect(navigator.state[photo]?.presentation?.presentation == .pageSheet, "the declared presentation is kept")
        #expect(navigator.userSwipesDownSheet())
        #expect(path == ["Root", "Main", "Feed", "List"])
        #expect(app.journal.events == ["List heard Photo ended"])
    }

    @Test("a full-screen presentation whose transition the app draws closes only by finishing, as declared")
    func fullScreenClosesByFinishing() throws {
        app.list.present("Switcher", NavGraphPresentationOptions(.overFullScreen, embedInStack: true, appDrawsTransition: true))
        #expect(!navigator.userSwipesDownSheet(), "no sheet to swipe")
        #expect(path == ["Root", "Main", "Feed", "List", "Switcher"])
        (navigator.topFlowController as? Screen)?.finish()
        #expect(path == ["Root", "Main", "Feed", "List"])
    }
}

/// The same under the SwiftUI navigator's bindings.
@MainActor
@Suite("SwiftUI navigator: a transition the app draws")
final class SwiftUIAppTransitionTests: TestAppSuite<NavGraphSwiftUINavigator> {
    @Test("drawn by its declared presentation's modifier: an overFullScreen route a full-screen cover, a sheet a sheet item a swipe clears")
    func drawnAsDeclared() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Photo", NavGraphPresentationOptions(.overFullScreen, appDrawsTransition: true))
        #expect(navigator.presented(over: list, as: .fullScreenCover) != nil)
        (navigator.topFlowController as? Screen)?.finish()
        app.list.present("Menu", NavGraphPresentationOptions(detents: [.medium], appDrawsTransition: true))
        #expect(navigator.presented(over: list, as: .sheet) != nil)
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(app.journal.events == ["List heard Photo ended", "List heard Menu ended"])
    }
}
