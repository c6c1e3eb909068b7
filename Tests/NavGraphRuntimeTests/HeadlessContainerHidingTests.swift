import NavGraphRuntime
import Testing

/// A container child the app shows or hides at run time: the test app's Home container (Omnibar,
/// and the Favourites stack) with Favourites a child the app may hide (`hideable: [Favourites]`),
/// as a client shows its secondary column only on an iPad.
@MainActor
@Suite("Headless navigator: container children the app shows or hides")
struct HeadlessContainerHidingTests {
    let journal = Journal()
    let navigator = NavGraphHeadlessNavigator()
    let home: Screen

    init() {
        home = Screen("Home", journal: journal)
        home.hiddenChildren = ["Favourites"]
    }

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    private func updateChildren() {
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
    }

    /// The children Home shows now, by name.
    private var children: [String] {
        guard let id = navigator.navigation.state.root, case .container(let list) = navigator.navigation.state[id]?.content else { return [] }
        return list.compactMap { navigator.navigation.state[$0]?.node?.rawValue }
    }

    /// The screen on top of the favourites' stack, when they show.
    private var favouritesTop: Screen? {
        navigator.navigation.state.entries.values.first { $0.node == name("Favourites") }
            .flatMap { navigator.stack(containing: navigator.navigation.flowController(for: $0.id)!).last as? Screen }
    }

    @Test("starting shows only the children that show; a child that comes is made in its place and started once drawn")
    func childComes() {
        let app = TestHome(home, journal: journal, on: navigator)
        #expect(children == ["Omnibar"])
        app.omnibar.present("Sheet")
        home.hiddenChildren = []
        updateChildren()
        #expect(children == ["Omnibar", "Favourites"])
        #expect(journal.events == ["Favourites started"])
        #expect(navigator.drawnChanges.contains(.setChildren(navigator.navigation.state.root!)))
        // What another child presents stays: the omnibar's sheet is still on top.
        #expect(navigator.visiblePath.last == name("Sheet"))
        #expect(navigator.userSwipesDownSheet())
        favouritesTop?.push("Folder")
        #expect(favouritesTop?.navGraphNode == name("Folder"), "the new child takes routes")
        // Nothing changed: nothing drawn.
        let drawn = navigator.drawnChanges.count
        updateChildren()
        #expect(navigator.drawnChanges.count == drawn)
    }

    @Test("a child that goes is closed with what it pushed and presented, no opener left to tell; the other child's sheet stays")
    func childGoes() {
        home.hiddenChildren = []
        let app = TestHome(home, journal: journal, on: navigator)
        app.favouriteList.push("Folder")
        favouritesTop?.present("Sheet")
        #expect(navigator.visiblePath.last == name("Sheet"))
        home.hiddenChildren = ["Favourites"]
        updateChildren()
        #expect(children == ["Omnibar"])
        #expect(navigator.visiblePath == [name("Home"), name("Omnibar")])
        #expect(journal.events.isEmpty, "Folder, which presented the sheet, closed too")
        #expect(navigator.drawnChanges.contains { if case .dismiss = $0 { true } else { false } }, "the sheet over the container was dismissed")
        home.hiddenChildren = []
        updateChildren()
        app.omnibar.present("Other")
        home.hiddenChildren = ["Favourites"]
        updateChildren()
        #expect(children == ["Omnibar"])
        #expect(navigator.visiblePath.last == name("Other"), "what the child that stays presents stays")
    }

    @Test("a link into a hidden child waits, as behind a gate, and opens once the child shows")
    func linkWaitsForTheChild() {
        let app = TestHome(home, journal: journal, on: navigator)
        #expect(!navigator.navigation.open("7", placement: app.folderLink))
        #expect(navigator.navigation.hasPendingLink)
        #expect(children == ["Omnibar"])
        home.hiddenChildren = []
        updateChildren()
        #expect(!navigator.navigation.hasPendingLink)
        #expect(favouritesTop?.navGraphNode == name("Folder"))
        #expect(journal.events == ["Favourites started", "Folder started with 7"])
    }

    @Test("an open route through a hidden child does nothing, is not kept, and the log says why")
    func openRouteThroughAHiddenChild() {
        let app = TestHome(home, journal: journal, on: navigator)
        app.omnibar.open("7", placement: app.folderLink)
        #expect(children == ["Omnibar"])
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.ignoredRequests.count == 1)
    }

    @Test("a saved state that holds a child the app now hides is refused; one that lacks a child that shows is too")
    func restoreChecksTheChildren() throws {
        let both = NavGraphSavedState<String>(root: .init(name: name("Home"), content: .container([
            .init(name: name("Omnibar")),
            .init(name: name("Favourites"), content: .stack([.init(name: name("FavouriteList"))])),
        ])))
        let omnibarOnly = NavGraphSavedState<String>(root: .init(name: name("Home"), content: .container([.init(name: name("Omnibar"))])))
        #expect(throws: NavGraphRestoreError.refused(name("Favourites"), by: name("Home"))) {
            try navigator.navigation.restore(both, entry: home, startEntry: {})
        }
        #expect(throws: NavGraphRestoreError.differentContent(name("Home"))) {
            try NavGraphHeadlessNavigator().navigation.restore(omnibarOnly, entry: Screen("Home", journal: journal), startEntry: {})
        }
        try navigator.navigation.restore(omnibarOnly, entry: home, startEntry: {})
        #expect(children == ["Omnibar"])
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(both, entry: Screen("Home", journal: journal), startEntry: {})
        #expect(restored.navigation.state.entries.values.contains { $0.node == name("FavouriteList") })
    }
}
