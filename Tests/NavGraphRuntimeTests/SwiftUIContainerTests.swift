import NavGraphRuntime
import Testing

/// A container flow through the SwiftUI navigator's bindings: each child's `NavigationStack` path
/// and presentation item, while the app's `containerView` shows the children at once.
@MainActor
@Suite("SwiftUI navigator: containers")
struct SwiftUIContainerTests {
    let navigator = NavGraphSwiftUINavigator()

    @Test("each child binds its own path and sheet: the favourites' back button and a swiped sheet reach the state")
    func childrenBindTheirOwnPathsAndSheets() throws {
        let app = TestHome(on: navigator)
        let favourites = try #require(navigator.navigation.entryID(of: app.favourites))
        let omnibar = try #require(navigator.navigation.entryID(of: app.omnibar))
        app.favouriteList.push("Folder")
        #expect(navigator.path(of: favourites).count == 1)
        app.omnibar.present("Sheet")
        let sheet = try #require(navigator.presented(over: omnibar, as: .sheet))
        navigator.setPresented(nil, over: omnibar, as: .sheet)
        #expect(navigator.state[sheet] == nil)
        navigator.setPath([], of: favourites)
        #expect(navigator.path(of: favourites).isEmpty)
        #expect(app.journal.events == ["Omnibar heard Sheet ended", "FavouriteList heard Folder ended"])
    }
    @Test("a child the app shows and hides: the container's children follow, and the child that came binds its own path")
    func childShownAndHidden() throws {
        let journal = Journal()
        let home = Screen("Home", journal: journal)
        home.hiddenChildren = ["Favourites"]
        _ = TestHome(home, journal: journal, on: navigator)
        let root = try #require(navigator.navigation.state.root)
        #expect(navigator.state[root]?.children.count == 1, "the container view is given the omnibar alone")
        home.hiddenChildren = []
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
        let children = navigator.state[root]?.children ?? []
        #expect(children.compactMap { navigator.state[$0]?.node?.rawValue } == ["Omnibar", "Favourites"])
        let favourites = try #require(children.last)
        let list = try #require(navigator.navigation.state.entries.values.first { $0.node?.rawValue == "FavouriteList" })
        (navigator.navigation.flowController(for: list.id) as? Screen)?.push("Folder")
        #expect(navigator.path(of: favourites).count == 1)
        home.hiddenChildren = ["Favourites"]
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
        #expect(navigator.state[favourites] == nil && navigator.state[root]?.children.count == 1, "the favourites and their path are gone")
        #expect(journal.events == ["Favourites started"])
    }
}
