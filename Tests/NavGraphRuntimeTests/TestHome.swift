import NavGraphRuntime

/// The test app's container (`TestGraph`'s `Home`: Omnibar, and the Favourites stack with
/// FavouriteList at its root), shown as a navigator's root, `home` being its FlowController.
@MainActor
struct TestHome<Home: NavGraphFlowController> {
    let journal: Journal
    let home: Home
    let omnibar: Screen
    let favourites: Screen
    let favouriteList: Screen

    /// Shows `home` with its children; the favourites only when `home` shows them now (its
    /// `navGraphShownChildren`, as generated `startFlow()` asks the app's `isShown(_:)`).
    init(_ home: Home, journal: Journal, on navigator: some NavGraphNavigator) {
        self.journal = journal
        self.home = home
        omnibar = Screen("Omnibar", journal: journal)
        favourites = Screen("Favourites", journal: journal)
        favouriteList = Screen("FavouriteList", journal: journal)
        navigator.showRoot(home)
        let showsFavourites = home.navGraphShownChildren.contains(favourites.navGraphNode)
        navigator.setContainer(of: home, children: showsFavourites ? [omnibar, favourites] : [omnibar])
        if showsFavourites { navigator.setStack(of: favourites, root: favouriteList) }
    }

    /// What generated `updateChildren()` of Home does (were it `hideable: [Favourites]`): makes the
    /// favourites when they come, with a new FavouriteList at their root, started once drawn.
    static func updateChildren(of home: Home, on navigator: some NavGraphNavigator, journal: Journal) {
        navigator.navigation.updateChildren(of: home) { [weak navigator] child in
            let made = Screen(child.rawValue, journal: journal)
            return NavGraphMadeChild(made) {
                journal.events.append("\(child.rawValue) started")
                navigator?.setStack(of: made, root: Screen("FavouriteList", journal: journal))
            }
        }
    }

    /// A link's placement of a Folder pushed onto the favourites' stack, through the container,
    /// as generated code gives it.
    var folderLink: NavGraphPlacement<String> {
        let journal = journal
        return NavGraphPlacement<String>(
            screen: NavGraphNodeName(rawValue: "Folder"),
            steps: [.init(flow: NavGraphNodeName(rawValue: "Home"), kind: .container, child: NavGraphNodeName(rawValue: "Favourites"))],
            arrival: .pushed, make: { _ in Screen("Folder", journal: journal) },
            start: { made, destination in (made as? Screen)?.started(with: destination) })
    }
}

extension TestHome where Home == Screen {
    /// The container with a plain test FlowController.
    init(on navigator: some NavGraphNavigator) {
        let journal = Journal()
        self.init(Screen("Home", journal: journal), journal: journal, on: navigator)
    }
}
