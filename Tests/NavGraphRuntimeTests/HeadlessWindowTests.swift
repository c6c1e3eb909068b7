import Foundation
import NavGraphRuntime
import Testing

/// Windows of their own (`style: window`) on headless navigators, one per window, as generated
/// code drives them: a window route hands the window opener a request and changes nothing in its
/// own window; the "system" here keeps one navigator per window, each started from its request,
/// and brings forward a window that shows an equal request, as SwiftUI's `openWindow(value:)`
/// does; where there is one window the route presents as `oneWindow` says, or is refused.
@MainActor
@Suite("Headless navigator: windows of their own")
struct HeadlessWindowTests {
    /// The system's side: each window's navigator, by the request it was opened with (the first
    /// window by none), and the window in front.
    @MainActor
    final class Windows {
        let journal = Journal()
        var supportsMultipleWindows = true
        private(set) var opened: [(request: TestWindow?, navigator: NavGraphHeadlessNavigator)] = []
        private(set) var front: NavGraphHeadlessNavigator?

        /// The first window, at the graph's entry, Timeline.
        func launch() -> NavGraphHeadlessNavigator {
            let navigator = window(for: nil)
            navigator.showRoot(Screen("Timeline", journal: journal))
            return navigator
        }

        private func window(for request: TestWindow?) -> NavGraphHeadlessNavigator {
            let navigator = NavGraphHeadlessNavigator()
            navigator.navigation.windowOpener = NavGraphWindowOpener(
                supportsMultipleWindows: { [unowned self] in supportsMultipleWindows },
                open: { [unowned self] destination in open(destination) })
            opened.append((request, navigator))
            front = navigator
            return navigator
        }

        /// As `openWindow(value:)`: the window that shows an equal value comes to the front, or a
        /// new one opens, its own navigator started from the request.
        private func open(_ destination: any NavGraphDestinationValue) {
            guard let request = TestWindow(navGraphOpening: destination) else { return }
            if let shown = opened.first(where: { $0.request == request }) {
                front = shown.navigator
                return
            }
            let navigator = window(for: request)
            navigator.showRoot(Screen(request.navGraphDestination.name.rawValue, journal: journal))
        }

        func navigator(showing request: TestWindow) -> NavGraphHeadlessNavigator? {
            opened.first { $0.request == request }?.navigator
        }
    }

    @Test("a window route opens a second window with its own navigator; the first window's state does not change")
    func opensASecondWindow() throws {
        let windows = Windows()
        let first = windows.launch()
        try TimelineWindowRoute.compose("hello").perform(from: first, journal: windows.journal)
        #expect(first.visiblePath.map(\.rawValue) == ["Timeline"], "nothing shown over the source")
        #expect(first.ignoredRequests.isEmpty)
        let second = try #require(windows.navigator(showing: .editor("hello")))
        #expect(second !== first && windows.front === second)
        #expect(second.visiblePath.map(\.rawValue) == ["Editor"])
        (second.topFlowController as? Screen)?.present("Sheet")
        #expect(second.visiblePath.map(\.rawValue) == ["Editor", "Sheet"])
        #expect(first.visiblePath.map(\.rawValue) == ["Timeline"], "the other window's routes stay in it")
        #expect(windows.journal.events.isEmpty, "a window route ends at once and hears nothing")
    }

    @Test("the window that shows an equal request comes forward; another request opens another window")
    func bringsForward() throws {
        let windows = Windows()
        let first = windows.launch()
        try TimelineWindowRoute.compose("hello").perform(from: first, journal: windows.journal)
        let editor = windows.front
        try TimelineWindowRoute.compose("hello").perform(from: first, journal: windows.journal)
        #expect(windows.opened.count == 2 && windows.front === editor, "brought forward, not opened again")
        try TimelineWindowRoute.compose("other").perform(from: first, journal: windows.journal)
        #expect(windows.opened.count == 3 && windows.front !== editor)
    }

    @Test("where there is one window the route presents as oneWindow says, and hears that it ended; without oneWindow it is refused")
    func oneWindow() throws {
        let windows = Windows()
        windows.supportsMultipleWindows = false
        let only = windows.launch()
        try TimelineWindowRoute.composeOrRefuse("hello").perform(from: only, journal: windows.journal)
        #expect(only.visiblePath.map(\.rawValue) == ["Timeline"])
        #expect(only.ignoredRequests.last?.contains("there is one window") == true, "\(only.ignoredRequests)")
        try TimelineWindowRoute.compose("hello").perform(from: only, journal: windows.journal)
        #expect(windows.opened.count == 1)
        #expect(only.visiblePath.map(\.rawValue) == ["Timeline", "Editor"])
        let timeline = try #require(only.state.visibleEntries.first.flatMap(only.navigation.flowController(for:)))
        #expect(only.presentation(over: timeline)?.presentation == .sheet)
        #expect(only.userSwipesDownSheet())
        #expect(windows.journal.events == ["Timeline heard compose ended"])
    }

    @Test("a window's request is saved with it and read back only while the graph opens its destination in a window")
    func requestRestoration() throws {
        let saved = try JSONEncoder().encode(TestWindow.editor("hello"))
        #expect(try JSONDecoder().decode(TestWindow.self, from: saved) == .editor("hello"))
        let timeline = try JSONEncoder().encode(TestWindowDestination(name: .timeline))
        #expect(throws: DecodingError.self, "Timeline opens in no window: that window starts at the entry") {
            try JSONDecoder().decode(TestWindow.self, from: timeline)
        }
    }

    @Test("each window saves its own navigation state, from its own root")
    func statePerWindow() throws {
        let windows = Windows()
        let first = windows.launch()
        try TimelineWindowRoute.compose("hello").perform(from: first, journal: windows.journal)
        let second = try #require(windows.navigator(showing: .editor("hello")))
        #expect(first.navigation.saved(as: TestWindowDestination.self)?.root.name.rawValue == "Timeline")
        #expect(second.navigation.saved(as: TestWindowDestination.self)?.root.name.rawValue == "Editor")
    }

    // MARK: The opener's gates (a window's request comes back from the system)

    @Test("a window under a log-in whose gate is closed shows nothing and says why; open, it shows")
    func gateClosedRefusesTheWindow() throws {
        let journal = Journal()
        let root = Screen("Root", journal: journal)
        root.refusesToRestore = ["Main"]
        let window = NavGraphHeadlessNavigator()
        let started = window.start(window: .editor("secret"), root: { root }, journal: journal)
        #expect(!started)
        #expect(window.state.root == nil && window.visiblePath.isEmpty, "nothing shown")
        #expect(journal.events.isEmpty, "the editor was not even made")
        let reason = try #require(window.ignoredRequests.last)
        #expect(reason.contains("Editor") && reason.contains("Root does not let Main be restored now"), "\(reason)")

        root.refusesToRestore = []
        let startedOpen = window.start(window: .editor("hello"), root: { root }, journal: journal)
        #expect(startedOpen)
        #expect(window.visiblePath.map(\.rawValue) == ["Editor"] && journal.events == ["Editor started with hello"])
    }

    @Test("a window's state saved while signed in is refused once the gate closes, showing nothing")
    func restoreAfterSignOutRefused() throws {
        let journal = Journal()
        let root = Screen("Root", journal: journal)
        let signedIn = NavGraphHeadlessNavigator()
        let started = signedIn.start(window: .editor("hello"), root: { root }, journal: journal)
        #expect(started)
        let saved = try #require(signedIn.navigation.saved(as: TestWindowDestination.self))
        let request = try JSONDecoder().decode(TestWindow.self, from: JSONEncoder().encode(TestWindow.editor("hello")))

        root.refusesToRestore = ["Main"]
        let relaunched = NavGraphHeadlessNavigator()
        var refusal: NavGraphRestoreError?
        do { try relaunched.restore(saved, window: request, root: { root }, journal: journal) } catch { refusal = error as? NavGraphRestoreError }
        #expect(refusal == .refused(.main, by: .root))
        #expect(relaunched.state.root == nil, "nothing shown")
        root.refusesToRestore = []
        try relaunched.restore(saved, window: request, root: { root }, journal: journal)
        #expect(relaunched.visiblePath.map(\.rawValue) == ["Editor"])
    }

    @Test("a window way with several switch flows shows only when all of one way's gates are open; any open way will do")
    func everyGateOfOneWay() {
        let journal = Journal()
        let outer = Screen("Root", journal: journal), inner = Screen("Account", journal: journal)
        let window = NavGraphHeadlessNavigator()
        let account = NavGraphNodeName(rawValue: "Account"), member = NavGraphNodeName(rawValue: "Member")
        let gated = [NavGraphWindowGate(.root, child: .main) { outer }, NavGraphWindowGate(account, child: member) { inner }]
        inner.refusesToRestore = ["Member"]
        let closed = window.navigation.refusal(ofWindow: .editor, ways: [gated])
        let orUngated = window.navigation.refusal(ofWindow: .editor, ways: [gated, []])
        inner.refusesToRestore = []
        let open = window.navigation.refusal(ofWindow: .editor, ways: [gated])
        let noWay = window.navigation.refusal(ofWindow: .editor, ways: [])
        #expect(closed == .refused(member, by: account))
        #expect(orUngated == nil, "a source under no switch flow opens it")
        #expect(open == nil)
        #expect(noWay != nil, "no way: a request the graph cannot make")
    }

    // MARK: Links that choose the window (`window: new`)

    @Test("a link with window: new opens its screen in a new window where several show, nothing changing in the window that received it; an equal one brings it forward")
    func linkOpensANewWindow() throws {
        let windows = Windows()
        let first = windows.launch()
        let placement = editorLinkPlacement(journal: windows.journal)
        let opened = first.navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: placement)
        #expect(opened && first.visiblePath.map(\.rawValue) == ["Timeline"] && first.ignoredRequests.isEmpty)
        let second = try #require(windows.navigator(showing: .editor("linked")))
        #expect(windows.front === second && second.visiblePath.map(\.rawValue) == ["Editor"])
        let tapped = first.navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: placement, tappedOn: first.topFlowController)
        #expect(tapped && windows.opened.count == 2 && windows.front === second, "brought forward, also when tapped inside the app")
    }

    @Test("where there is one window a link with window: new opens where the graph places it, in the window that shows")
    func linkInOneWindow() {
        let windows = Windows()
        windows.supportsMultipleWindows = false
        let only = windows.launch()
        let opened = only.navigation.open(TestWindowDestination(name: .editor, context: "linked"), placement: editorLinkPlacement(journal: windows.journal))
        #expect(opened && windows.opened.count == 1)
        #expect(only.visiblePath.map(\.rawValue) == ["Timeline", "Editor"] && windows.journal.events == ["Editor started with linked"])
    }

    @Test("a navigator without a window opener opens a window: new link where the graph places it")
    func linkWithoutOpener() {
        let journal = Journal()
        let navigator = NavGraphHeadlessNavigator()
        navigator.showRoot(Screen("Timeline", journal: journal))
        let opened = navigator.navigation.open(TestWindowDestination(name: .editor, context: "x"), placement: editorLinkPlacement(journal: journal))
        #expect(opened && navigator.visiblePath.map(\.rawValue) == ["Timeline", "Editor"])
    }
}
