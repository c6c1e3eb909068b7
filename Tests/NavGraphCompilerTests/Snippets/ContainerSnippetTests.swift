import Testing

/// What a container flow generates: a few lines of graph, and the lines of Swift they must produce.
/// (`ContainerConsumer/` drives the same shape on the UIKit double, links and restoration included.)
@Suite("Snippets: container flows")
struct ContainerSnippetTests {
    /// The home of the `container` reference case: an address bar beside the favourites' stack.
    static let browser = """
        version: 1
        entry: Home
        types:
          Address: String
        screens:
          Omnibar:
            context: Address
          FavouriteList: {}
        flows:
          Home:
            kind: container
            summary: The address bar above the favourites.
            children: [Omnibar, Favourites]
          Favourites: { kind: stack, root: FavouriteList }
        """

    @Test("a container flow's children are named by an enum, and the app places each one's view through contain(_:as:)")
    func containedChildren() throws {
        let swift = try GeneratedSwift(yaml: Self.browser)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The children of Home, which it shows at once (`contain(_:as:)` under UIKit).
            enum HomeChild: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case omnibar
                case favourites
            }

            /// The FlowController contract of flow Home, a container of Omnibar, Favourites, shown at once in the view the app draws: The address bar above the favourites.
            @MainActor
            protocol HomeFlowControlling: NavGraphViewController, NavGraphFlowController, NavGraphContainerFlow {
                /// Makes the Omnibar FlowController, one of the children Home shows at once, in its own view.
                func makeOmnibar() -> any OmnibarFlowControlling
                /// The context Omnibar starts with.
                func contextForOmnibar() -> Address
                /// Makes the Favourites FlowController, one of the children Home shows at once, in its own view.
                func makeFavourites() -> any FavouritesFlowControlling
                /// Shows the view controller of the child `child` in Home's view: add it as a child view controller and place its view. Called once for each child as Home starts, or as a saved state is restored.
                func contain(_ viewController: NavGraphViewController, as child: HomeChild)
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Shows the view controller of the child named `child` in Home's view, through `contain(_:as:)`; a name Home does not hold shows nothing.
                func navGraphContain(_ viewController: NavGraphViewController, child: NavGraphNodeName) {
                    switch child {
                    case .omnibar: contain(viewController, as: .omnibar)
                    case .favourites: contain(viewController, as: .favourites)
                    default: break
                    }
                }
            """)
        swift.expect("HomeFlowController.swift", holds: """
                func contain(_ viewController: NavGraphViewController, as child: HomeChild) {
                    // TODO(navgraph): Lay out the view of `child` in Home's view (constraints, a stack view).
                    #if canImport(UIKit)
                    addChild(viewController)
                    view.addSubview(viewController.view)
                    viewController.didMove(toParent: self)
                    #endif
                }
            """)
        swift.expect("HomeFlowController.swift", holds: """
                func makeOmnibar() -> any OmnibarFlowControlling {
                    // TODO(navgraph): Configure Omnibar: Home shows it beside its other children.
                    OmnibarFlowController()
                }
            """)
    }

    @Test("a container flow makes and starts all its children at once, a child flow by its own startFlow; a screen child cannot finish")
    func childrenStartedAtOnce() throws {
        let swift = try GeneratedSwift(yaml: Self.browser)
        swift.expect("NavGraphContracts.swift", holds: """
                    let omnibarChild = makeOmnibar()
                    let favouritesChild = makeFavourites()
                    navigator.setContainer(of: self, children: [omnibarChild, favouritesChild])
                    omnibarChild.start(context: contextForOmnibar())
                    favouritesChild.startFlow()
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Home as the graph declares it: a container flow of Omnibar, Favourites.
                var navGraphFlow: NavGraphFlowDeclaration? {
                    NavGraphFlowDeclaration(kind: .container, children: [.omnibar, .favourites])
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    case .omnibar:
                        let made = makeOmnibar()
                        return NavGraphMadeChild(made) { made.start(context: self.contextForOmnibar()) }
                    case .favourites: return NavGraphMadeChild(makeFavourites(), start: nil)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                @available(*, unavailable, message: "Omnibar is never pushed or presented: it is only a child of the container flow Home, so it has nothing below it to finish back to")
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                /// The container flow Home: The address bar above the favourites.
                static var home: NavGraphDestination { NavGraphDestination(name: .home) }
            """)
    }
    @Test("a container's hideable child: the app answers isShown(_:), the flow starts without it when it hides, and updateChildren() makes it when it comes")
    func hideableChild() throws {
        let graph = Self.browser.replacingOccurrences(of: "children: [Omnibar, Favourites]", with: "children: [Omnibar, Favourites]\n    hideable: [Favourites]")
        let swift = try GeneratedSwift(yaml: graph)
        swift.expect("NavGraphContracts.swift", holds: """
            /// The children of Home the app may hide at run time (`isShown(_:)`).
            enum HomeHideableChild: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case favourites
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Whether `child` (one of Favourites) shows now. Asked as Home starts and restores a saved state, and at `updateChildren()`: call it when the answer changes (a log-in).
                func isShown(_ child: HomeHideableChild) -> Swift.Bool
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    let shown = navGraphShownChildren
                    let omnibarChild = makeOmnibar()
                    let favouritesChild = shown.contains(.favourites) ? makeFavourites() : nil
                    let children: [(any NavGraphFlowController)?] = [omnibarChild, favouritesChild]
                    navigator.setContainer(of: self, children: children.compactMap { $0 })
                    omnibarChild.start(context: contextForOmnibar())
                    favouritesChild?.startFlow()
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                var navGraphShownChildren: [NavGraphNodeName] {
                    var shown: [NavGraphNodeName] = []
                    shown.append(.omnibar)
                    if isShown(.favourites) { shown.append(.favourites) }
                    return shown
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func updateChildren() {
                    navigator?.navigation.updateChildren(of: self) { [weak self] child in
                        guard let self else { return nil }
                        switch child {
                        case .favourites:
                            let made = makeFavourites()
                            return NavGraphMadeChild(made) { made.startFlow() }
                        default: return nil
                        }
                    }
                }
            """)
        swift.expect("HomeFlowController.swift", holds: """
                func isShown(_ child: HomeHideableChild) -> Swift.Bool {
            """)
    }

    /// A bookmark editor presented with the bookmark it edits: its details and the folder list
    /// shown at once, ended from the details with what was done.
    static let bookmarkEditor = """
        version: 1
        entry: Bookmarks
        types:
          EditContext: { fields: { bookmarkID: String, folderID: String } }
          EditResult: { cases: [saved, deleted] }
        screens:
          Bookmarks:
            routes:
              edit: { to: Editor, style: present, context: EditContext, feedback: EditResult }
          Details:
            context: String
            routes:
              save: { to: Editor, style: finish, feedback: EditResult }
          Folders:
            context: String
        flows:
          Editor: { kind: container, children: [Details, Folders], context: EditContext, feedback: EditResult }
        """

    @Test("a presented container receives its context before it makes its children, gives theirs, and its finish routes hand the value to the route that presented it")
    func presentedContainerEndsWithAValue() throws {
        let swift = try GeneratedSwift(yaml: Self.bookmarkEditor)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol EditorFlowControlling: NavGraphViewController, NavGraphFlowController, NavGraphContainerFlow {
                /// Receives the context the route that presents Editor hands over, before Editor makes its children.
                func start(context: EditContext)
                /// Makes the Details FlowController, one of the children Editor shows at once, in its own view.
                func makeDetails() -> any DetailsFlowControlling
                /// The context Details starts with.
                func contextForDetails() -> Swift.String
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// Starts Editor once a route has presented it: hands the app the route's context (`start(context:)`), then makes, places and starts the children.
                func startFlow(context: EditContext) {
                    start(context: context)
                    startFlow()
                }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                    case .edit(let context):
                        let destination = makeEdit()
                        let onEnd = NavGraphFinishHandler(feedback: { [weak self] (feedback: EditResult) in self?.editDidFinish(with: feedback) }, ended: { [weak self] in self?.editDidEnd() })
                        return NavGraphOpening(destination, route: route, onEnd: onEnd, restoring: { destination.start(context: context) }) {
                            destination.startFlow(context: context)
                        }
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .save(let feedback): NavGraphRouteDeclaration("save", .finish(.editor), NavGraphDestination(name: .editor), handingBack: feedback)
            """)
        swift.expect("EditorFlowController.swift", holds: """
                func start(context: EditContext) {
            """)
    }
}
