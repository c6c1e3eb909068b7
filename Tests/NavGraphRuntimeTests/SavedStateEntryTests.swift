import NavGraphRuntime
import Testing

/// `NavGraphSavedState.Entry.shown`: what an app (or a fuzz target) walks a saved state by, one
/// level at a time, to look at every entry it would restore.
@Suite("Saved state: the entries shown in an entry")
struct SavedStateEntryTests {
    private typealias Entry = NavGraphSavedState<String>.Entry

    private func entry(_ text: String, content: NavGraphSavedState<String>.Content = .leaf, presented: [Entry]? = nil) -> Entry {
        Entry(name: NavGraphNodeName(rawValue: text), content: content, presented: presented)
    }

    @Test("each kind of content lists its entries, in order, then what is presented over it")
    func eachContent() {
        let sheet = [entry("Sheet"), entry("SheetDetail")]
        let cases: [(NavGraphSavedState<String>.Content, [String])] = [
            (.leaf, []),
            (.stack([entry("List"), entry("Detail")]), ["List", "Detail"]),
            (.tabs([entry("Feed"), entry("Settings")], selected: 1), ["Feed", "Settings"]),
            (.switch(entry("Main")), ["Main"]),
            (.container([entry("Player"), entry("Queue")]), ["Player", "Queue"]),
        ]
        for (content, inside) in cases {
            #expect(entry("Flow", content: content).shown.map(\.name.rawValue) == inside)
            #expect(entry("Flow", content: content, presented: sheet).shown.map(\.name.rawValue) == inside + ["Sheet", "SheetDetail"])
        }
    }

    @Test("only one level: what the children show is theirs to list")
    func oneLevel() {
        let main = entry("Main", content: .tabs([entry("Feed", content: .stack([entry("List")]))], selected: 0))
        #expect(entry("Root", content: .switch(main)).shown == [main])
    }
}
