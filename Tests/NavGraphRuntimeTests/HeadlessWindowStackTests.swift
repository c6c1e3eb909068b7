import Foundation
import NavGraphRuntime
import Testing

/// A window's root screen in a navigation stack of its own (a window route's `embed: stack`), as
/// the generated `start(window:roots:)` and `restore(_:window:roots:)` show it: the navigator's
/// root is an embedding stack (no node, as an `embed: stack` presentation's), the screen its
/// first entry; the screen's pushes go onto it; the saved state holds the screen as its root and
/// what it pushed beside it (`rootStack`), and restores only into a window that embeds it.
@MainActor
@Suite("Headless navigator: a window's root in a navigation stack of its own")
struct HeadlessWindowStackTests {
    private func path(_ navigator: NavGraphHeadlessNavigator) -> [String] { navigator.visiblePath.map(\.rawValue) }

    @Test("the root screen is the first entry of a stack of its own, which its pushes go onto and the person pops")
    func rootPushesOntoItsStack() throws {
        let journal = Journal()
        let navigator = NavGraphHeadlessNavigator()
        let chat = Screen("Chat", journal: journal)
        navigator.showRootInStack(chat)
        let root = try #require(navigator.state.root)
        #expect(navigator.state[root]?.node == nil && navigator.state.stackEntries(root).count == 1, "an embedding stack at the root")
        #expect(path(navigator) == ["Chat"] && navigator.topFlowController === chat)
        chat.push("Detail")
        try #require(navigator.topFlowController as? Screen).push("Step")
        #expect(navigator.stack(containing: chat).map(\.navGraphNode.rawValue) == ["Chat", "Detail", "Step"])
        #expect(navigator.userTapsBack() && path(navigator) == ["Detail"], "the top of the stack shows: \(path(navigator))")
        #expect(journal.events == ["Detail heard Step ended"], "\(journal.events)")
        #expect(navigator.userTapsBack() && !navigator.userTapsBack(), "the root screen is not popped")
        #expect(path(navigator) == ["Chat"] && navigator.stack(containing: chat).count == 1)
    }

    @Test("saved with the root screen and what it pushed; restored only where the window embeds it, as it was")
    func savedAndRestored() throws {
        let navigator = NavGraphHeadlessNavigator()
        let chat = Screen("Chat", journal: Journal())
        navigator.showRootInStack(chat)
        chat.push("Detail")
        try #require(navigator.topFlowController as? Screen).present("Sheet")
        let saved = try throughJSON(try #require(navigator.navigation.saved(as: String.self)))
        #expect(saved.root.name.rawValue == "Chat" && saved.root.opening == nil)
        #expect(saved.rootStack?.map(\.name.rawValue) == ["Detail"] && saved.rootStack?.first?.presented?.map(\.name.rawValue) == ["Sheet"])

        let journal = Journal()
        let restored = NavGraphHeadlessNavigator()
        let restoredChat = Screen("Chat", journal: journal)
        try restored.navigation.restore(saved, entry: restoredChat, startEntry: { restoredChat.started(with: nil) }, inStack: true)
        #expect(path(restored) == ["Detail", "Sheet"], "\(path(restored))")
        let stack = try #require(restored.state.root)
        #expect(restored.state.stackEntries(stack).compactMap { restored.state[$0]?.node?.rawValue } == ["Chat", "Detail"])
        #expect(restored.navigation.saved(as: String.self) == saved, "saving the restored state gives what was saved")
        #expect(journal.events == ["Chat started", "Detail started", "Sheet started"], "\(journal.events)")
        #expect(restored.state[stack]?.node == nil, "in a stack of its own again")

        // A window that shows its screen at its root, with no stack: what was pushed has no place.
        let plain = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.differentContent(NavGraphNodeName(rawValue: "Chat"))) {
            try plain.navigation.restore(saved, entry: Screen("Chat", journal: Journal()), startEntry: {})
        }
        #expect(plain.state.root == nil, "shows nothing")
    }

    @Test("a state saved before the window embedded its screen restores in a stack; a flow is never embedded")
    func plainStateRestoresInAStack() throws {
        let navigator = NavGraphHeadlessNavigator()
        navigator.showRoot(Screen("Chat", journal: Journal()))
        let saved = try #require(navigator.navigation.saved(as: String.self))
        #expect(saved.rootStack == nil, "left out of the saved form")
        let restored = NavGraphHeadlessNavigator()
        try restored.navigation.restore(saved, entry: Screen("Chat", journal: Journal()), startEntry: {}, inStack: true)
        #expect(path(restored) == ["Chat"] && restored.state.root.flatMap { restored.state[$0]?.node } == nil)

        let tabs = NavGraphHeadlessNavigator()
        let app = TestApp(on: tabs)
        #expect(app.list.navigator != nil)
        let flowState = try #require(tabs.navigation.saved(as: String.self))
        let embedded = NavGraphHeadlessNavigator()
        #expect(throws: NavGraphRestoreError.differentContent(NavGraphNodeName(rawValue: "Root"))) {
            try embedded.navigation.restore(flowState, entry: Screen("Root", journal: Journal()), startEntry: {}, inStack: true)
        }
        #expect(embedded.state.root == nil)
    }
}

/// `value` encoded as JSON and decoded again, as a saved state is between launches.
private func throughJSON<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
}
