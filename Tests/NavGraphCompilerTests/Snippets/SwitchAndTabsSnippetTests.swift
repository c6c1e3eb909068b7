import Testing

/// What switch and tabs flows, and the routes that change what they show (`replace`, `select`),
/// generate: a few lines of graph, and the lines of Swift they must produce.
@Suite("Snippets: switch and tabs flows")
struct SwitchAndTabsSnippetTests {
    /// The `switch` reference case's graph: a log-in that switches to a home and back.
    static let login = """
        version: 1
        entry: Root
        types:
          UserName: String
        screens:
          Login:
            summary: Asks who the user is.
            routes:
              loggedIn: { to: Home, style: replace, context: UserName }
          Home:
            summary: Greets the user.
            context: UserName
            routes:
              logOut: { to: Login, style: replace }
        flows:
          Root: { kind: switch, children: [Login, Home] }
        """

    /// The `tabs` reference case's graph: three screens as tabs, one of them with a context.
    static let feed = """
        version: 1
        entry: Main
        types:
          Topic:
            cases: [news, sports]
        screens:
          Feed:
            summary: The latest posts.
            routes:
              showSettings: { to: Settings, style: select }
              browse: { to: Topics, style: select, context: Topic }
          Topics:
            summary: Posts on one topic.
            context: Topic
          Settings:
            routes:
              backToFeed: { to: Feed, style: select }
        flows:
          Main: { kind: tabs, children: [Feed, Topics, Settings] }
        """

    @Test("a replace puts its destination in the place of the switch flow's child, with the route's context; a child cannot finish")
    func replaceOfASwitchChild() throws {
        let swift = try GeneratedSwift(yaml: Self.login)
        swift.expect("NavGraphRoutes.swift", holds: """
            enum LoginRoute: NavGraphDeclaredRoute {
                /// Replaces the current child of the enclosing switch flow with Home, handing over UserName.
                case loggedIn(UserName)
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .loggedIn(let context): NavGraphRouteDeclaration("loggedIn", .replaceChild, .home(context))
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                /// Replaces the current child of the enclosing switch flow with Login.
                case logOut
            """)
        // The runtime swaps the child (its switch flow makes it); the route's case starts it with the context.
        swift.expect("NavGraphContracts.swift", holds: """
                func perform(_ route: LoginRoute) {
                    navGraphPerform(route, start: { shown in
                        switch route {
                        case .loggedIn(let context): (shown as? any HomeFlowControlling)?.start(context: context)
                        }
                    })
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "Home is never pushed or presented: it is only a child of the switch flow Root, so it has nothing below it to finish back to")
                func finish() {}
            """)
    }

    @Test("a switch flow makes each child in one place, whatever switches to it, and asks for the context of a child that takes one")
    func switchContract() throws {
        let swift = try GeneratedSwift(yaml: Self.login)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The FlowController contract of flow Root, a switch between Login, Home, starting with Login.
            @MainActor
            protocol RootFlowControlling: NavGraphViewController, NavGraphFlowController, NavGraphSwitchGate {
                /// Makes the Login FlowController, the child shown first, and again whenever a route, a link or a restored state switches to it: the one place Root makes it.
                func makeLogin() -> any LoginFlowControlling
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Makes the Home FlowController, shown whenever a route, a link or a restored state switches to it: the one place Root makes it.
                func makeHome() -> any HomeFlowControlling
                /// The context Home starts with when a restored state shows it.
                func contextForHome() -> UserName
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    let child = makeLogin()
                    navigator.setSwitch(of: self, child: child)
                    child.start()
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Root as the graph declares it: a switch flow of Login, Home.
                var navGraphFlow: NavGraphFlowDeclaration? { NavGraphFlowDeclaration(kind: .switch, children: [.login, .home]) }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    case .home:
                        let made = makeHome()
                        return NavGraphMadeChild(made) { made.start(context: self.contextForHome()) }
            """)
        swift.expect("RootFlowController.swift", holds: """
                func makeHome() -> any HomeFlowControlling {
                    // TODO(navgraph): Configure Home: made here each time Root shows it, whichever route, link or restored state asks.
                    HomeFlowController()
                }
            """)
        swift.expect("RootFlowController.swift", holds: """
                /// The context Home starts with when a restored state shows it.
                func contextForHome() -> UserName {
                    // TODO(navgraph): Return the context Home starts with.
                    ""
                }
            """)
    }

    @Test("a switch flow that only its replace routes swap requires its restore gate, with no default, and no link gate; its skeleton answers closed")
    func restoreGateOfASwitch() throws {
        let swift = try GeneratedSwift(yaml: Self.login)
        swift.expect("NavGraphContracts.swift", holds: """
                /// The context Home starts with when a restored state shows it.
                func contextForHome() -> UserName
                /// Whether a restored state may show `child` of Root now: `true` only for the children the person may see now (not the signed-in side while nobody is signed in). Every saved state below Root passes here, whichever child it shows; when it answers `false`, restoring throws `NavGraphRestoreError.refused` and the app starts afresh. There is no default: which children are behind a gate is the app's to say.
                func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool
            }
            """)
        swift.expect("RootFlowController.swift", holds: """
                func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool {
                    // TODO(navgraph): Return true only for the children a person may see now, such as when signed in; until then a saved state below Root is not restored.
                    false
                }
            }
            """)
        let contracts = try #require(swift.generated.first { $0.name == "NavGraphContracts.swift" }).contents
        #expect(!contracts.contains("shouldOpen"), "no link or open route switches Root")
        #expect(!contracts.contains("func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool {"), "no default")
    }

    @Test("a select shows another tab of the enclosing tabs flow, with the route's context; a tab cannot finish")
    func selectOfATab() throws {
        let swift = try GeneratedSwift(yaml: Self.feed)
        swift.expect("NavGraphRoutes.swift", holds: """
            enum FeedRoute: NavGraphDeclaredRoute {
                /// Selects the tab Settings.
                case showSettings
                /// Selects the tab Topics, handing over Topic.
                case browse(Topic)
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .showSettings: NavGraphRouteDeclaration("showSettings", .select, .settings)
                    case .browse(let context): NavGraphRouteDeclaration("browse", .select, .topics(context))
            """)
        // A tab shows already: only the select that hands it a context starts it again.
        swift.expect("NavGraphContracts.swift", holds: """
                    navGraphPerform(route, start: { shown in
                        switch route {
                        case .browse(let context): (shown as? any TopicsFlowControlling)?.start(context: context)
                        default: break
                        }
                    })
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "Topics is never pushed or presented: it is only a tab of the tabs flow Main, so it has nothing below it to finish back to")
                func finish() {}
            """)
    }

    @Test("a tabs flow makes and starts every tab at once, a tab that takes a context with the one the app gives")
    func tabsContract() throws {
        let swift = try GeneratedSwift(yaml: Self.feed)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The FlowController contract of flow Main, tabs Feed, Topics, Settings.
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Makes the Topics FlowController, one of the tabs.
                func makeTopics() -> any TopicsFlowControlling
                /// The context Topics starts with.
                func contextForTopics() -> Topic
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    let feedTab = makeFeed()
                    let topicsTab = makeTopics()
                    let settingsTab = makeSettings()
                    navigator.setTabs(of: self, tabs: [feedTab, topicsTab, settingsTab])
                    feedTab.start()
                    topicsTab.start(context: contextForTopics())
                    settingsTab.start()
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                var navGraphFlow: NavGraphFlowDeclaration? {
                    NavGraphFlowDeclaration(kind: .tabs, children: [.feed, .topics, .settings])
                }
            """)
        swift.expect("MainFlowController.swift", holds: """
                /// Makes the Feed FlowController, one of the tabs.
                func makeFeed() -> any FeedFlowControlling {
                    // TODO(navgraph): Configure Feed (for example its tab bar item).
                    FeedFlowController()
                }
            """)
        swift.expect("MainFlowController.swift", holds: """
                /// The context Topics starts with.
                func contextForTopics() -> Topic {
                    // TODO(navgraph): Return the context Topics starts with.
                    .news
                }
            """)
    }
    @Test("tabs whose bar the app draws: show(_:for:) under UIKit with the tabs' enum, selectTab(_:) for the app's switcher, tabsView(_:) under SwiftUI")
    func tabsTheAppDraws() throws {
        let yaml = Self.feed.replacingOccurrences(of: "children: [Feed, Topics, Settings] }", with: "children: [Feed, Topics, Settings], bar: app }")
        let swift = try GeneratedSwift(yaml: yaml)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The tabs of Main, among which the app's switcher selects (`selectTab(_:)`).
            enum MainTab: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol MainFlowControlling: NavGraphViewController, NavGraphFlowController, NavGraphAppTabsFlow {
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func show(_ viewController: NavGraphViewController, for tab: MainTab)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func selectTab(_ tab: MainTab) {
                    let name: NavGraphNodeName
                    switch tab {
                    case .feed: name = .feed
                    case .topics: name = .topics
                    case .settings: name = .settings
                    }
                    navigator?.navigation.selectTab(name, of: self)
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func navGraphShow(_ viewController: NavGraphViewController, tab: NavGraphNodeName) {
                    switch tab {
                    case .feed: show(viewController, for: .feed)
            """)
        swift.expect("MainFlowController.swift", holds: """
                func show(_ viewController: NavGraphViewController, for tab: MainTab) {
            """)
        let swiftUI = try GeneratedSwift(yaml: yaml + "\ngenerate: { ui: swiftui }\n")
        swiftUI.expect("NavGraphContracts.swift", holds: """
            protocol MainFlowControlling: NavGraphSwiftUIFlowController, NavGraphSwiftUIAppTabs {
            """)
        swiftUI.expect("MainFlowController.swift", holds: """
                func tabsView(_ tabs: NavGraphAppTabs) -> some View {
            """)
        let contracts = try #require(swiftUI.generated.first { $0.name == "NavGraphContracts.swift" })
        #expect(!contracts.contents.contains("func show("), "SwiftUI asks for the view, not a view controller")
    }

    @Test("a browser's tabs: bar: app beside tabs made from data; the tabs' enum gains a case carrying the key, which show(_:for:) and selectTab(_:) take; its allCases are the fixed tabs, which order: app orders; a link pushes onto the instance that shows")
    func browserTabsTheAppDraws() throws {
        let yaml = """
            version: 1
            entry: Tabs
            types:
              TabID: String
            screens:
              Page:
                routes:
                  next: { to: Article, style: push, context: TabID }
              Article:
                context: TabID
                links: ["/article/{id}"]
              Downloads: {}
            flows:
              Tabs: { kind: tabs, children: [Downloads, { each: BrowserTab, key: TabID }], bar: app, order: app }
              BrowserTab: { kind: stack, root: Page }
            """
        let swift = try GeneratedSwift(yaml: yaml)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The tabs of Tabs, which `tabOrder()` puts in the person's order, and among which the app's switcher selects (`selectTab(_:)`). A tab made from data carries its key.
            enum TabsTab: Swift.Hashable, Swift.Sendable {
                case downloads
                /// The tab made from data for a key: an instance of BrowserTab.
                case browserTab(TabID)
                /// The fixed tabs, in the graph's order; the tabs made from data are the app's keys.
                static let allCases: [TabsTab] = [.downloads]
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func selectTab(_ tab: TabsTab) {
                    let name: NavGraphNodeName
                    switch tab {
                    case .downloads: name = .downloads
                    case .browserTab(let key):
                        navigator?.navigation.selectTab(instance: NavGraphInstanceKey(key), of: self)
                        return
                    }
                    navigator?.navigation.selectTab(name, of: self)
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func navGraphShow(_ viewController: NavGraphViewController, instance key: NavGraphInstanceKey) {
                    guard let key = key.key(as: TabID.self) else { return }
                    show(viewController, for: .browserTab(key))
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                        case .browserTab: continue
            """)
        // A link pushes onto the instance that shows: its way goes down to the instance flow.
        swift.expect("NavGraphNavigation.swift", holds: """
                            screen: .article, steps: NavGraphWays.browserTab, arrival: .pushed,
                            make: { ($0 as? any BrowserTabFlowControlling)?.makeArticle() },
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                static let browserTab: [NavGraphPlacement<NavGraphDestination>.Step] = [
                    .init(flow: .tabs, kind: .tabs, child: .browserTab),
                ]
            """)
        let alone = try GeneratedSwift(yaml: yaml.replacingOccurrences(of: "children: [Downloads, { each: BrowserTab, key: TabID }], bar: app, order: app }", with: "children: [{ each: BrowserTab, key: TabID }], bar: app }")
            .replacingOccurrences(of: "  Downloads: {}\n", with: ""))
        alone.expect("NavGraphContracts.swift", holds: """
                func selectTab(_ tab: TabsTab) {
                    switch tab {
                    case .browserTab(let key): navigator?.navigation.selectTab(instance: NavGraphInstanceKey(key), of: self)
                    }
                }
            """)
        let swiftUI = try GeneratedSwift(yaml: yaml + "\ngenerate: { ui: swiftui }\n")
        swiftUI.expect("TabsFlowController.swift", holds: """
                        Picker("Open tabs", selection: tabs.selectedKey) {
            """)
    }

    @Test("tabs the app orders: tabOrder() gives the person's order, the flow starts its tabs in it, and updateTabs() moves them, making none")
    func tabsInTheAppsOrder() throws {
        let swift = try GeneratedSwift(yaml: Self.feed.replacingOccurrences(of: "children: [Feed, Topics, Settings] }", with: "children: [Feed, Topics, Settings], order: app }"))
        swift.expect("NavGraphContracts.swift", holds: """
            /// The tabs of Main, which `tabOrder()` puts in the person's order.
            enum MainTab: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case feed
                case topics
                case settings
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func tabOrder() -> [MainTab]
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    let shown = navGraphShownChildren
                    let feedTab = makeFeed()
                    let topicsTab = makeTopics()
                    let settingsTab = makeSettings()
                    let tabs: [NavGraphNodeName: (any NavGraphFlowController)?] = [.feed: feedTab, .topics: topicsTab, .settings: settingsTab]
                    navigator.setTabs(of: self, tabs: shown.compactMap { tabs[$0] ?? nil })
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                var navGraphShownChildren: [NavGraphNodeName] {
                    var shown: [NavGraphNodeName] = []
                    for tab in tabOrder() + MainTab.allCases {
                        let name: NavGraphNodeName
                        switch tab {
                        case .feed: name = .feed
                        case .topics: name = .topics
                        case .settings: name = .settings
                        }
                        if !shown.contains(name) { shown.append(name) }
                    }
                    return shown
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func updateTabs() { navigator?.navigation.updateTabs(of: self) { _ in nil } }
            """)
        swift.expect("MainFlowController.swift", holds: """
                func tabOrder() -> [MainTab] {
            """)
    }
}
