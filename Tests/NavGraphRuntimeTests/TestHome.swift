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

    init(_ home: Home, journal: Journal, on navigator: some NavGraphNavigator) {
        self.journal = journal
        self.home = home
        omnibar = Screen("Omnibar", journal: journal)
        favourites = Screen("Favourites", journal: journal)
        favouriteList = Screen("FavouriteList", journal: journal)
        navigator.showRoot(home)
        navigator.setContainer(of: home, children: [omnibar, favourites])
        navigator.setStack(of: favourites, root: favouriteList)
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
