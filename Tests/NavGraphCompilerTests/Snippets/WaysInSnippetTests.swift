import Testing

/// What issue 36's constructs generate: a few lines of graph, and the lines of Swift they must
/// produce. (`WaysIn/` drives them in consumer apps, on the UIKit double and headless.)
@Suite("Snippets: routes of several steps, ways in, links into sub-flows")
struct WaysInSnippetTests {
    @Test("a form sheet's detents are handed to the runtime as a page sheet's are")
    func formSheetDetents() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Browser
            screens:
              Browser:
                routes:
                  report: { to: Report, style: present, presentation: formSheet, detents: [medium, large], initialDetent: medium }
              Report: {}
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .report: NavGraphRouteDeclaration("report", .present(NavGraphPresentationOptions(.formSheet, detents: [.medium, .large], initialDetent: .medium)), .report)
            """)
    }

    @Test("a placement without a URL: open(_:) takes it first, with any context, and a chain gets an opener typed by each screen's context")
    func placementsWithoutURLs() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Main
            types: { FeedID: String, ArticleID: String, StatusID: String }
            screens:
              Feeds:
                routes:
                  feed: { to: Feed, style: push, context: FeedID }
                  status: { to: Status, style: present, context: StatusID }
              Feed:
                context: FeedID
                placement: {}
                routes:
                  article: { to: Article, style: push, context: ArticleID }
              Article:
                context: ArticleID
                placement: { through: [Feed] }
              Status:
                context: StatusID
                placement: {}
            flows:
              Main: { kind: stack, root: Feeds }
            """)
        // Without links, only the placements open a destination; any context restores.
        swift.expect("NavGraphNavigation.swift", holds: """
                func open(_ destination: NavGraphDestination) -> Swift.Bool {
                    guard let placement = NavGraphDestination.navGraphUnlinkedPlacement(of: destination.name) else { return false }
                    return navigation.open(destination, placement: placement)
                }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                func openArticle(_ context: ArticleID, through screen0: FeedID) -> Swift.Bool {
                    let placement = NavGraphPlacement<NavGraphDestination>(
                        screen: .feed, steps: [], arrival: .pushed,
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    return navigation.open(.article(context), placement: placement, through: [
                        NavGraphChainedScreen(destination: .feed(screen0), route: "article"),
                    ])
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    case .status:
                        return NavGraphPlacement(
                            screen: .status, steps: [], arrival: .presented(NavGraphPresentationOptions(.sheet)),
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    [.feed, .status].contains(destination.name)
            """)
    }

    @Test("a flow's placement: open(_:) selects the tab as it is, without starting it again, and opens a payload through open(_:)")
    func flowPlacement() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Tabs
            screens:
              Home: {}
              Search: {}
            flows:
              Tabs: { kind: tabs, children: [HomeStack, SearchStack] }
              HomeStack: { kind: stack, root: Home }
              SearchStack: { kind: stack, root: Search, placement: {} }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    case .searchStack:
                        return NavGraphPlacement(
                            screen: .searchStack, steps: [.init(flow: .tabs, kind: .tabs, child: .searchStack)], arrival: .shown,
                            start: { flow, _ in (flow as? any SearchStackFlowControlling)?.startFlow() }
                        )
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                func open(payload: Data) throws -> Swift.Bool { open(try NavGraphDestination(payload: payload)) }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    [.searchStack].contains(destination.name)
            """)
    }

    /// Settings presented at a section: DuckDuckGo's cookie pop-ups, IceCubesApp's starting point.
    static let settingsAtASection = """
        version: 1
        entry: Browser
        types:
          Section: { cases: [general, privacy] }
          SiteID: String
        screens:
          Browser:
            routes:
              cookieSites: { to: Settings, style: present, embed: stack, context: Section, then: [cookies, site] }
          Settings:
            context: Section
            routes:
              cookies: { to: CookieSettings, style: push }
          CookieSettings:
            routes:
              site: { to: Site, style: present, context: SiteID }
          Site:
            context: SiteID
        """

    @Test("a renamed route of several steps keeps its former name with everything its case carries")
    func renamedRouteOfSeveralSteps() throws {
        let swift = try GeneratedSwift(yaml: Self.settingsAtASection.replacingOccurrences(
            of: "cookieSites: { to: Settings,", with: "cookieSites: { formerly: [cookies], to: Settings,"))
        swift.expect("NavGraphRoutes.swift", holds: """
                @available(*, deprecated, renamed: "cookieSites")
                static func cookies(_ value0: Section, _ value1: SiteID) -> Self { .cookieSites(value0, value1) }
            """)
        // A state saved before the rename names its first step by the former name.
        swift.expect("NavGraphRoutes.swift", holds: """
                    case "cookies" where destination.name == .settings: NavGraphRouteDeclaration("cookieSites", .present(NavGraphPresentationOptions(.sheet, embedInStack: true)), destination)
            """)
    }

    @Test("a route of several steps carries its own context, then each step's, and declares its steps as routes of the screens before them")
    func routeOfSeveralSteps() throws {
        let swift = try GeneratedSwift(yaml: Self.settingsAtASection)
        swift.expect("NavGraphRoutes.swift", holds: """
                /// Presents Settings (sheet) in a navigation stack, handing over Section. Then route `cookies` of Settings, then route `site` of CookieSettings, handing over SiteID, in the same transition.
                case cookieSites(Section, SiteID)
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .cookieSites(let context, let step2): NavGraphRouteDeclaration("cookieSites", .present(NavGraphPresentationOptions(.sheet, embedInStack: true)), .settings(context), then: [NavGraphRouteStep("cookies", to: .cookieSettings as NavGraphDestination), NavGraphRouteStep("site", to: .site(step2) as NavGraphDestination)])
            """)
        // A saved state names the first step alone: the enum reads it back by name.
        swift.expect("NavGraphRoutes.swift", holds: """
                static func navGraphFirstStep(of name: Swift.String, to destination: NavGraphDestination) -> NavGraphRouteDeclaration<NavGraphDestination>? {
                    switch name {
                    case "cookieSites" where destination.name == .settings: NavGraphRouteDeclaration("cookieSites", .present(NavGraphPresentationOptions(.sheet, embedInStack: true)), destination)
                    default: nil
                    }
                }
            """)
    }

    @Test("the contract opens a route of several steps from its first step, for perform(_:) and for a restored state alike")
    func firstStepOpening() throws {
        let swift = try GeneratedSwift(yaml: Self.settingsAtASection)
        swift.expect("NavGraphContracts.swift", holds: """
                    case .cookieSites: return navGraphOpening(firstStep: route.navGraphDeclaration.firstStep, of: BrowserRoute.self)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func navGraphOpening(firstStep: NavGraphRouteDeclaration<NavGraphDestination>, of routes: BrowserRoute.Type) -> NavGraphOpening? {
                    switch firstStep.name {
                    case "cookieSites":
                        guard let context = firstStep.destination.context(as: Section.self) else { return nil }
                        let destination = makeCookieSites()
                        let onEnd = NavGraphFinishHandler(ended: { [weak self] in self?.cookieSitesDidEnd() })
                        return NavGraphOpening(destination, route: firstStep, onEnd: onEnd) { destination.start(context: context) }
                    default: return nil
                    }
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    if let route = BrowserRoute(navGraphRouteName: route, destination: destination) { return navGraphOpening(for: route) }
                    if let step = BrowserRoute.navGraphFirstStep(of: route, to: destination) { return navGraphOpening(firstStep: step, of: BrowserRoute.self) }
                    return nil
            """)
    }

    @Test("an unwind that goes on, to the screen itself, and a select of the tabs flow itself are declared as their routes")
    func unwindThenAndPreviousTab() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Tabs
            screens:
              Browser:
                routes:
                  syncPaused: { to: Browser, style: unwind, then: [syncAlert] }
                  syncAlert: { to: SyncPaused, style: present, feedback: Bool }
              SyncPaused:
                kind: alert
                feedback: Bool
              Downloads:
                routes:
                  back: { to: Tabs, style: select }
            flows:
              Tabs: { kind: tabs, children: [Browser, Downloads] }
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .syncPaused: NavGraphRouteDeclaration("syncPaused", .unwind(to: .browser), NavGraphDestination(name: .browser), then: [NavGraphRouteStep("syncAlert", to: .syncPaused as NavGraphDestination)])
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .back: NavGraphRouteDeclaration("back", .select, .tabs)
            """)
    }
}
