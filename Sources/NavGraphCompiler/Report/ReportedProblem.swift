/// What a report says about one problem, whichever command found it: a graph's diagnostic, or a
/// finding of `navgraph diff` about two versions of a graph. Text, GitHub annotations and SARIF
/// render both the same way.
public protocol ReportedProblem {
    /// The stable identifier of the rule or code (`undefined-screen`, `link-removed`).
    var ruleID: String { get }
    /// How serious it is.
    var severity: Severity { get }
    /// One phrase, no trailing period.
    var message: String { get }
    /// What it is about, as the reader read it.
    var range: SourceRange { get }
    /// Other places that explain it.
    var notes: [DiagnosticNote] { get }
    /// Why it is accepted, when the user said so (a break `navgraph diff` was told is meant):
    /// SARIF reports it as suppressed, with this justification.
    var acceptedBecause: String? { get }
}

extension ReportedProblem {
    /// Where it starts: the place every report shows.
    public var location: SourceLocation { range.start }
}

extension Diagnostic: ReportedProblem {
    /// The diagnostic's code.
    public var ruleID: String { code.rawValue }
    /// A diagnostic is never accepted: it is fixed, or (a warning) let through.
    public var acceptedBecause: String? { nil }
}

/// Orders problems for output: by place, then severity, rule and message, so output is stable.
func reportOrder(_ lhs: some ReportedProblem, _ rhs: some ReportedProblem) -> Bool {
    if lhs.location != rhs.location { return lhs.location < rhs.location }
    if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
    if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
    if lhs.message != rhs.message { return lhs.message < rhs.message }
    return lhs.range.end < rhs.range.end
}
