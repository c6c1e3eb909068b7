import Foundation
import NavGraphRuntime
import Testing

/// A container flow (`kind: container`, `children: [Omnibar, Favourites]`): its children shown at
/// once, in a view the app draws.
@MainActor
@Suite("Headless navigator: containers")
struct HeadlessContainerTests {
    let navigator = NavGraphHeadlessNavigator()

    private func names(_ flowControllers: [any NavGraphFlowController]) -> [String] {
        flowControllers.map(\.navGraphNode.rawValue)
    }

    @Test("every child is shown and takes routes: the favourites push inside their stack, the omnibar presents")
    func childrenShowAtOnce() {
        let app = TestHome(on: navigator)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Home", "Omnibar"], "the first child is the main one")
        app.favouriteList.push("Folder")
        #expect(names(navigator.stack(containing: app.favouriteList)) == ["FavouriteList", "Folder"])
        app.omnibar.present("Sheet")
        #expect(navigator.presentation(over: app.omnibar)?.flowController.navGraphNode.rawValue == "Sheet")
        #expect(navigator.ignoredRequests.isEmpty)
    }

    @Test("what one child presents covers the container: it is on top, and the other child waits")
    func presentationCoversTheOthers() {
        let app = TestHome(on: navigator)
        app.favouriteList.present("Sheet")
        #expect(navigator.topFlowController?.navGraphNode.rawValue == "Sheet")
        app.omnibar.present("Other")
        #expect(navigator.presentation(over: app.omnibar) == nil)
        #expect(navigator.ignoredRequests.count == 1)
        #expect(navigator.userSwipesDownSheet())
        #expect(app.journal.events == ["FavouriteList heard Sheet ended"])
        app.omnibar.present("Other")
        #expect(navigator.presentation(over: app.omnibar) != nil)
    }

    @Test("a link goes through the container into the named child, with nothing to select")
    func linkIntoAChild() {
        let app = TestHome(on: navigator)
        #expect(navigator.navigation.open("7", placement: app.folderLink))
        #expect(names(navigator.stack(containing: app.favouriteList)) == ["FavouriteList", "Folder"])
        #expect(app.journal.events == ["Folder started with 7"])
    }

    @Test("a link into one child closes what another child presents over the container, so that it shows")
    func linkClosesAnotherChildsPresentation() {
        let app = TestHome(on: navigator)
        app.omnibar.present("Sheet")
        #expect(navigator.navigation.open("7", placement: app.folderLink))
        #expect(navigator.presentation(over: app.omnibar) == nil)
        #expect(names(navigator.stack(containing: app.favouriteList)) == ["FavouriteList", "Folder"])
        // The opener hears of the closed sheet once the whole transition is shown.
        #expect(app.journal.events == ["Folder started with 7", "Omnibar heard Sheet ended"])
    }

    @Test("a container is saved with every child and restored so; children in another order are refused")
    func containerIsRestored() throws {
        let app = TestHome(on: navigator)
        app.favouriteList.push("Folder")
        let state = try #require(navigator.navigation.saved(as: String.self))
        let data = try JSONEncoder().encode(state)
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(
            JSONDecoder().decode(NavGraphSavedState<String>.self, from: data), entry: Screen("Home", journal: Journal()), startEntry: {})
        let home = try #require(restored.navigation.state.root)
        let children = restored.navigation.state[home]?.children.compactMap { restored.navigation.flowController(for: $0) } ?? []
        #expect(names(children) == ["Omnibar", "Favourites"])
        #expect(names(restored.stack(containing: children[1])) == ["FavouriteList", "Folder"])

        guard case .container(let saved) = state.root.content else {
            Issue.record("a container's content")
            return
        }
        let swapped = NavGraphSavedState<String>(root: .init(name: state.root.name, content: .container(saved.reversed())))
        #expect(throws: NavGraphRestoreError.differentContent(NavGraphNodeName(rawValue: "Home"))) {
            try NavGraphHeadlessNavigator().navigation.restore(swapped, entry: Screen("Home", journal: Journal()), startEntry: {})
        }
    }
}
