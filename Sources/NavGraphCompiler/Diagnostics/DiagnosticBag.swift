/// Collects the diagnostics of one compiler run.
///
/// Stages append to it; it keeps one diagnostic per (code, range, message), so a stage that
/// meets the same mistake twice (inside an aliased collection reached from two places) reports it once.
public struct DiagnosticBag: Sendable {
    private var items: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// An empty bag.
    public init() {}

    /// Adds a diagnostic unless the same one is already there.
    public mutating func add(_ diagnostic: Diagnostic) {
        guard seen.insert(diagnostic).inserted else { return }
        items.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    /// Adds a diagnostic built from its parts, about the node written over `range`.
    public mutating func add(
        _ code: DiagnosticCode,
        _ message: String,
        at range: SourceRange,
        notes: [DiagnosticNote] = []
    ) {
        add(Diagnostic(code, message, at: range, notes: notes))
    }

    /// Adds a diagnostic built from its parts, placed at a position only (an empty range).
    public mutating func add(_ code: DiagnosticCode, _ message: String, at location: SourceLocation, notes: [DiagnosticNote] = []) {
        add(code, message, at: SourceRange(at: location), notes: notes)
    }

    /// Whether any error has been added.
    public var hasErrors: Bool { errorCount > 0 }

    /// How many errors have been added; a stage compares counts to learn whether a piece it read had errors.
    public private(set) var errorCount = 0

    /// The diagnostics in output order.
    public func sorted() -> [Diagnostic] { items.sorted(by: Diagnostic.outputOrder) }

    /// The most names one run looks up a "did you mean" for: a graph with thousands of
    /// misspellings gets suggestions for the first ones, and time linear in its size for the rest.
    static let suggestionLimit = 1_000
    private var suggestionsLookedUp = 0

    /// `"; did you mean 'X'?"` for the candidate closest to `name` (`NameSuggester`), or empty
    /// when none is close or this run has looked up `suggestionLimit` names already.
    mutating func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        guard suggestionsLookedUp < Self.suggestionLimit else { return "" }
        suggestionsLookedUp += 1
        return NameSuggester.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }
}
