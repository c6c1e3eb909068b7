/// `navgraph diff`'s core: two versions of a graph, each checked without errors, compared for what
/// the change breaks outside the app's code — URLs already published (`LinkComparison`), states
/// saved by the versions people have installed (`StateComparison`) — what the app's code must
/// change (`ContractComparison`), and what people see differently (`BehaviourComparison`).
///
/// Renames said with `formerly:` are followed everywhere (`Renames`); everything else is compared
/// by name. Each comparison reads the two graphs' analyses and the saved states' shape written
/// from each (`SavedStateShape`), and never checks a graph again.
public struct GraphDiff: Sendable {
    /// The version before the change.
    public let old: ValidGraph
    /// The version after it.
    public let new: ValidGraph
    let renames: Renames
    let oldShape: SavedStateShape
    let newShape: SavedStateShape

    /// A comparison of `old` with `new`.
    public init(old: ValidGraph, new: ValidGraph) {
        self.old = old
        self.new = new
        renames = Renames(new: new.graph)
        oldShape = SavedStateShape(old)
        newShape = SavedStateShape(new)
    }

    /// Everything the change breaks, endangers or adds, unsorted; `urls` are URLs already out
    /// there (a file of them), matched against both versions' links beside the examples made from
    /// the old links.
    public func findings(urls: [String] = []) -> [DiffFinding] {
        links(urls: urls) + states() + contracts() + behaviour()
    }

    /// One finding per saved state in `files` (display path and JSON bytes) that does not
    /// restore with the new graph (`SavedStateReader`), at the new graph's entry.
    public func stateFileFindings(_ files: [(path: String, tree: JSONTree)]) -> [DiffFinding] {
        let reader = SavedStateReader(newShape)
        return files.compactMap { file in
            do {
                try reader.check(file.tree)
                return nil
            } catch {
                return DiffFinding(
                    .stateFileFails, DiffElement.state(file.path),
                    "the saved state '\(file.path)' does not restore: \(error); the person who saved it starts afresh after updating",
                    at: new.graph.entry.range)
            }
        }
    }

    // MARK: Where findings are placed

    /// Where `name` (a screen or flow of the new graph) is declared.
    func newDeclaration(_ name: String) -> Located<String>? {
        new.graph.screen(named: name)?.name ?? new.graph.flow(named: name)?.name
    }

    /// Where `name` (a screen or flow of the old graph) was declared.
    func oldDeclaration(_ name: String) -> Located<String>? {
        old.graph.screen(named: name)?.name ?? old.graph.flow(named: name)?.name
    }

    /// Where a finding about the old graph's `name` goes: its declaration in the new graph, or
    /// the new graph's entry when it is gone (with a note at where it was).
    func place(ofOld name: String) -> (range: SourceRange, notes: [DiagnosticNote]) {
        if let current = renames.node(name), let declared = newDeclaration(current) { return (declared.range, []) }
        let was = oldDeclaration(name).map { [DiagnosticNote("'\(name)' was declared here", at: $0.location)] } ?? []
        return (new.graph.entry.range, was)
    }

    /// "screen ItemDetail", "flow Main": the old graph's `name` as a finding names it.
    func oldElement(_ name: String) -> String {
        DiffElement.screen(name, isFlow: old.graph.flow(named: name) != nil)
    }

    /// "screen 'ItemDetail'", "flow 'Main'": the old graph's `name` in a message.
    func oldDescribed(_ name: String) -> String {
        (old.graph.flow(named: name) != nil ? "flow" : "screen") + " '\(name)'"
    }
}
