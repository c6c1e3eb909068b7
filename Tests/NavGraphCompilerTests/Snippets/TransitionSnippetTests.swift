import Testing

/// What `transition: app` generates: the route's options say the app draws the transition, and
/// nothing else changes: no contract asks for it (the UIKit navigator asks a source that adopts
/// `NavGraphTransitionDrawing`, which contracts cannot require since they compile without UIKit).
@Suite("Snippets: transitions the app draws")
struct TransitionSnippetTests {
    static let browser = """
        version: 1
        entry: Main
        screens:
          Browser:
            routes:
              tabSwitcher: { to: TabSwitcher, style: present, presentation: overCurrentContext, embed: stack, transition: app }
              settings: { to: Settings, style: present }
              page: { to: Page, style: push, transition: app }
              history: { to: Page, style: push }
          Page: {}
          TabSwitcher: {}
          Settings: {}
        flows:
          Main: { kind: stack, root: Browser }
        """

    @Test("the route's options carry the flag beside its declared presentation; the route without it is unchanged")
    func optionsCarryTheFlag() throws {
        let swift = try GeneratedSwift(yaml: Self.browser)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .tabSwitcher: NavGraphRouteDeclaration("tabSwitcher", .present(NavGraphPresentationOptions(.overCurrentContext, embedInStack: true, appDrawsTransition: true)), .tabSwitcher)
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .settings: NavGraphRouteDeclaration("settings", .present(NavGraphPresentationOptions(.sheet)), .settings)
            """)
        #expect(swift.all.allSatisfy { !$0.contents.contains("NavGraphTransitionDrawing") }, "no contract or skeleton requires it")
    }

    @Test("a push the app draws is a push of its own transition; a plain push is unchanged")
    func pushCarriesTheFlag() throws {
        let swift = try GeneratedSwift(yaml: Self.browser)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .page: NavGraphRouteDeclaration("page", .pushDrawnByApp, .page)
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .history: NavGraphRouteDeclaration("history", .push, .page)
            """)
    }
}
