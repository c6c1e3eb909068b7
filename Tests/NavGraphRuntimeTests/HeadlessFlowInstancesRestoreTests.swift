import Foundation
import NavGraphRuntime
import Testing

/// Saving and restoring a tabs flow's children made from data: the open keys in order, the
/// selected one and each instance's stack; restoring asks `shouldRestore(_:)` for each key, and
/// refuses a hostile saved state (a key of another type, a key twice, a key on a fixed tab).
@MainActor
@Suite("Headless navigator: saving and restoring tabs made from data")
struct HeadlessFlowInstancesRestoreTests {
    let navigator = NavGraphHeadlessNavigator()

    private func key(_ text: String) -> NavGraphInstanceKey { NavGraphInstanceKey(text) }

    private func saved(_ navigator: NavGraphHeadlessNavigator) throws -> NavGraphSavedState<String> {
        let state = try #require(navigator.navigation.saved(as: String.self))
        return try JSONDecoder().decode(NavGraphSavedState<String>.self, from: JSONEncoder().encode(state))
    }

    private func relaunch(_ saved: NavGraphSavedState<String>, journal: Journal = Journal()) throws -> (NavGraphHeadlessNavigator, Screen) {
        let restored = NavGraphHeadlessNavigator()
        let lists = Screen("Lists", journal: journal)
        try restored.navigation.restore(saved, entry: lists, startEntry: {})
        return (restored, lists)
    }

    /// A saved state read from JSON, as an app reads what it saved (or what someone changed).
    private func decoded(_ json: String) throws -> NavGraphSavedState<String> {
        try JSONDecoder().decode(NavGraphSavedState<String>.self, from: Data(json.utf8))
    }

    /// `text` as a JSON string: a saved key is the key's own JSON, kept as text.
    private func quoted(_ text: String) -> String {
        String(decoding: (try? JSONEncoder().encode(text)) ?? Data(), as: UTF8.self)
    }

    /// Lists with Inbox, tabs for `keys` (each key's JSON text; each tab a `ListTab` with
    /// `ListTimeline` at its root), Account; `selected` is the index of the selected tab.
    private func json(keys: [String], selected: Int, fixedKey: String? = nil) -> String {
        let instances = keys.map { #"{"name":"ListTab","key":\#(quoted($0)),"content":{"stack":{"_0":[{"name":"ListTimeline","content":{"leaf":{}}}]}}}"# }
        let inbox = #"{"name":"Inbox","# + (fixedKey.map { #""key":\#(quoted($0)),"# } ?? "") + #""content":{"stack":{"_0":[{"name":"InboxList","content":{"leaf":{}}}]}}}"#
        let account = #"{"name":"Account","content":{"stack":{"_0":[{"name":"AccountMenu","content":{"leaf":{}}}]}}}"#
        let tabs = ([inbox] + instances + [account]).joined(separator: ",")
        return #"{"version":1,"root":{"name":"Lists","content":{"tabs":{"_0":[\#(tabs)],"selected":\#(selected)}}}}"#
    }

    @Test("the open keys in order, the selected one and each tab's stack come back; saving again gives what was saved")
    func roundTrip() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        try #require(navigator.topFlowController as? Screen).push("Detail")
        let state = try saved(navigator)
        let (restored, lists) = try relaunch(state)
        #expect(restored.visiblePath == navigator.visiblePath)
        #expect(restored.navigation.instanceKeys(of: lists) == [key("a"), key("b")])
        #expect(restored.navigation.selectedInstanceKey(of: lists) == key("b"))
        #expect(try saved(restored) == state)
        // The restored flow opens and closes tabs as the one saved did.
        restored.navigation.addInstance(key("c"), of: lists)
        #expect(restored.navigation.instanceKeys(of: lists) == [key("a"), key("b"), key("c")])
    }

    @Test("a key the app no longer has is left out; the selection on it falls to the next restored tab")
    func refusedKeyLeftOut() throws {
        let app = TestListsApp(on: navigator, keys: ["a", "b", "c"])
        navigator.navigation.selectInstance(key("b"), of: app.lists)
        let journal = Journal()
        journal.deletedKeys = ["b"]
        let (restored, lists) = try relaunch(try saved(navigator), journal: journal)
        #expect(restored.navigation.instanceKeys(of: lists) == [key("a"), key("c")])
        #expect(restored.navigation.selectedInstanceKey(of: lists) == key("c"))
        journal.deletedKeys = ["a", "b", "c"]
        let (bare, bareLists) = try relaunch(try saved(navigator), journal: journal)
        #expect(bare.navigation.instanceKeys(of: bareLists).isEmpty)
        #expect(bare.visiblePath.map(\.rawValue) == ["Lists", "Inbox", "InboxList"], "none left: the first tab")
    }

    @Test("saved JSON with a fixed tab selected restores it where the tabs made from data stand before it")
    func fixedTabSelected() throws {
        let (restored, lists) = try relaunch(try decoded(json(keys: [#""a""#, #""b""#], selected: 3)))
        #expect(restored.visiblePath.map(\.rawValue) == ["Lists", "Account", "AccountMenu"])
        #expect(restored.navigation.instanceKeys(of: lists) == [key("a"), key("b")])
    }

    @Test("hostile saved states are refused, never shown: a key of another type, a key twice, a key on a fixed tab, a keyed tab of another flow")
    func hostile() throws {
        #expect(throws: NavGraphRestoreError.unreadableKey(NavGraphNodeName(rawValue: "ListTab"), of: NavGraphNodeName(rawValue: "Lists"))) {
            try relaunch(try decoded(json(keys: ["42"], selected: 0)))
        }
        #expect(throws: NavGraphRestoreError.duplicateKey(NavGraphNodeName(rawValue: "ListTab"), of: NavGraphNodeName(rawValue: "Lists"))) {
            try relaunch(try decoded(json(keys: [#""a""#, #""a""#], selected: 0)))
        }
        #expect(throws: NavGraphRestoreError.unreadableKey(NavGraphNodeName(rawValue: "Inbox"), of: NavGraphNodeName(rawValue: "Lists"))) {
            try relaunch(try decoded(json(keys: [], selected: 0, fixedKey: #""a""#)))
        }
        let stranger = json(keys: [#""a""#], selected: 0).replacingOccurrences(of: #"{"name":"ListTab""#, with: #"{"name":"Inbox""#)
        #expect(throws: NavGraphRestoreError.self) { try relaunch(try decoded(stranger)) }
        // A key that is not JSON text at all.
        #expect(throws: NavGraphRestoreError.unreadableKey(NavGraphNodeName(rawValue: "ListTab"), of: NavGraphNodeName(rawValue: "Lists"))) {
            try relaunch(try decoded(json(keys: ["{not json"], selected: 0)))
        }
    }
}
