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
}
