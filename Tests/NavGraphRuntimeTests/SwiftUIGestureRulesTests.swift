import NavGraphRuntime
import Testing

/// Every binding write of the SwiftUI navigator goes through the state machine's rules. SwiftUI
/// has already moved the screen when it writes, so a refused write announces a redraw: the
/// views read the unchanged state and put the screen back.
@MainActor
@Suite("SwiftUI navigator: the machine's rules for binding writes")
struct SwiftUIGestureRulesTests {
    /// Keeps every change "being drawn" until the test completes it, in place of the SwiftUI
    /// navigator (whose changes complete once the closed views are reported gone: these tests
    /// report none), so that bindings can be written meanwhile.
    final class HeldRenderer: NavGraphRenderer {
        private var held: [@MainActor () -> Void] = []

        func render(_ change: NavGraphChange, completion: @escaping @MainActor () -> Void) {
            held.append(completion)
        }

        func completeAll() {
            while !held.isEmpty {
                held.removeFirst()()
            }
        }
    }

    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private var state: NavGraphState { navigator.state }

    /// Writes what SwiftUI writes for the gesture on the top-most screen: the stack's path
    /// without its last entry, a nil sheet or popover item, the tab at `tab` of `tabs`.
    private func write(_ gesture: UserGesture, tabs: Screen, tab: Int) throws {
        let top = try #require(state.top)
        switch gesture {
        case .backButton, .swipeBack:
            let stack = try #require(state.stack(containing: top))
            navigator.setPath(navigator.path(of: stack).dropLast(), of: stack)
        case .sheetSwipedDown, .popoverTappedAway:
            let presenter = try #require(state[top]?.parent)
            navigator.setPresented(nil, over: presenter, as: gesture == .sheetSwipedDown ? .sheet : .popover)
        case .tabTapped:
            navigator.setSelectedTab(tab, of: try #require(navigator.navigation.entryID(of: tabs)))
        }
    }

    @Test("a write while a transition is running is refused and the views are told to put the screen back; once it has finished the write is taken", arguments: UserGesture.allCases)
    func writeDuringATransition(_ gesture: UserGesture) throws {
        let options = try #require(app.optionsBehindFeed())
        gesture.prepare(from: app.list)
        app.list.whenRouteEnds = { $0.push("Other") }
        let held = HeldRenderer()
        navigator.navigation.renderer = held
        options.finish(with: 5)
        let before = state
        var redraws = 0
        navigator.stateDidChange = { redraws += 1 }

        try write(gesture, tabs: app.main, tab: 1)
        #expect(state == before)
        #expect(redraws == 1, "SwiftUI reads the unchanged state again")

        held.completeAll()
        navigator.navigation.renderer = navigator
        try write(gesture, tabs: app.main, tab: 1)
        #expect(app.journal.events == gesture.heardAfterOptions)
        #expect(state.top.flatMap { state[$0]?.node?.rawValue } == gesture.topAfterOptions)
    }

    @Test("a write tries a kept link again: it opens once the switch agrees", arguments: UserGesture.allCases)
    func writeRetriesAKeptLink(_ gesture: UserGesture) throws {
        let placements = TestPlacements(journal: app.journal)
        let loggedOut = LoggedOut(app)
        gesture.prepare(from: loggedOut.form)
        #expect(loggedOut.keepLinkPending(placements, on: navigator.navigation))

        try write(gesture, tabs: loggedOut.login, tab: 1)
        #expect(!navigator.navigation.hasPendingLink)
        #expect(state.visibleEntries.compactMap { state[$0]?.node?.rawValue } == LoggedOut.linkOpened)
        #expect(app.journal.events.last == "Detail started with 7")
    }
}
