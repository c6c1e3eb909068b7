import NavGraphRuntime
import Testing

/// Two windows of one SwiftUI app (iPad, Mac Catalyst, visionOS): `NavGraphRootView { … }` makes
/// a navigator per window, so each has its own state, its own redraws and its own transitions.
/// The two navigators here are what each window's maker makes; each is driven through the
/// bindings its window's views read and write.
@MainActor
@Suite("SwiftUI navigator: one per window")
struct SwiftUIWindowsTests {
    /// One window: its navigator, the graph it shows, and how often its root view redrew.
    @MainActor
    final class Window {
        let navigator = NavGraphSwiftUINavigator()
        let app: TestApp
        private(set) var redraws = 0

        init() {
            app = TestApp(on: navigator)
            navigator.observeState(by: self) { [weak self] in self?.redraws += 1 }
        }
    }

    @Test("two windows keep separate states: a push, a sheet, a tab in one leave the other as it was")
    func separateStates() throws {
        let first = Window(), second = Window()
        first.app.list.push("Detail")
        (first.navigator.topFlowController as? Screen)?.present("Sheet")
        second.navigator.setSelectedTab(1, of: try #require(second.navigator.navigation.entryID(of: second.app.main)))

        #expect(first.navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail", "Sheet"])
        #expect(second.navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Menu"])
        #expect(first.redraws > 0 && second.redraws > 0)

        let secondRedraws = second.redraws
        #expect(first.navigator.userSwipesDownSheet() && first.navigator.userTapsBack())
        #expect(second.redraws == secondRedraws, "the other window does not redraw")
        #expect(first.app.journal.events == ["Detail heard Sheet ended", "List heard Detail ended"])
        #expect(second.app.journal.events.isEmpty)
    }

    @Test("a window whose sheet is still sliding down does not hold up the other window's routes")
    func transitionsPerWindow() throws {
        let first = Window(), second = Window()
        first.app.list.present("Sheet")
        for id in first.navigator.state.visibleEntries { first.navigator.viewAppeared(id) }
        (first.navigator.topFlowController as? Screen)?.finish()
        #expect(first.navigator.navigation.isTransitioning)
        second.app.list.push("Detail")
        #expect(second.navigator.visiblePath.last?.rawValue == "Detail")
        #expect(first.app.journal.events.isEmpty && second.app.journal.events.isEmpty)
    }

    @Test("the app's stateDidChange and every root view drawing the navigator are all told of a change")
    func appHookAndViewsObserveSideBySide() {
        let window = Window()
        var saves = 0
        window.navigator.stateDidChange = { saves += 1 }
        let before = window.redraws
        window.app.list.push("Detail")
        #expect(saves > 0 && window.redraws > before, "setting the app's hook took nothing from the view")
    }

    @Test("a window's root in a stack of its own (embed: stack) is the NavigationStack the root view draws: its path holds what the screen pushed, and writing it shorter pops")
    func windowRootInAStack() throws {
        let journal = Journal()
        let navigator = NavGraphSwiftUINavigator()
        let chat = Screen("Chat", journal: journal)
        navigator.showRootInStack(chat)
        // `NavGraphSceneView` draws the root entry; an embedding stack is drawn as a `NavigationStack(path:)`.
        let root = try #require(navigator.state.root)
        #expect(navigator.state[root]?.node == nil && navigator.path(of: root).isEmpty)
        chat.push("Detail")
        try #require(navigator.topFlowController as? Screen).push("Step")
        #expect(navigator.path(of: root).compactMap { navigator.state[$0]?.node?.rawValue } == ["Detail", "Step"])
        navigator.setPath(Array(navigator.path(of: root).prefix(1)), of: root)
        #expect(navigator.visiblePath.map(\.rawValue) == ["Detail"] && journal.events == ["Detail heard Step ended"], "\(journal.events)")
        #expect(navigator.stack(containing: chat).map(\.navGraphNode.rawValue) == ["Chat", "Detail"])
    }

    /// What the scene's environment gives the window opener: `supportsMultipleWindows`, and the
    /// values handed to `openWindow(value:)`.
    @MainActor
    final class Scene {
        var supportsMultipleWindows = true
        var requests: [TestWindow] = []
    }

    @Test("a link with window: new hands its screen to the scene's window opener (SwiftUI's openWindow(value:)) and changes nothing the view draws; with one window it is presented")
    func newWindowLink() throws {
        let journal = Journal()
        let navigator = NavGraphSwiftUINavigator()
        navigator.showRoot(Screen("Timeline", journal: journal))
        let scene = Scene()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { scene.supportsMultipleWindows },
            open: { destination in scene.requests += [TestWindow(navGraphOpening: destination)].compactMap { $0 } })
        let placement = editorLinkPlacement(journal: journal)
        let handed = navigator.navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: placement)
        #expect(handed && scene.requests == [.editor("linked")])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Timeline"], "nothing presented in this window")
        scene.supportsMultipleWindows = false
        let presented = navigator.navigation.open(TestWindowDestination(name: .editor, context: "here"), placement: placement)
        #expect(presented && scene.requests.count == 1 && navigator.visiblePath.map(\.rawValue) == ["Timeline", "Editor"])
    }
}
