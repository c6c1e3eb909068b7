/// One thing `navgraph diff` found between two versions of a graph: the rule, the element it is
/// about (named as an accepted break names it: `link /items/{id}`, `screen ItemDetail`, `route
/// ItemList.detail`), what breaks for whom and how to keep it working, and where.
public struct DiffFinding: Hashable, Sendable, ReportedProblem {
    /// The rule.
    public var rule: DiffRule
    /// Its severity: the rule's, or as the command was asked (`--error`).
    public var severity: Severity
    /// What the finding is about, as an accepted break names it.
    public var element: String
    /// What changed, who it breaks, and how to keep it working; one phrase, no trailing period.
    public var message: String
    /// Where: in the new graph's files when the element is still there, else in the old one's.
    public var range: SourceRange
    /// Other places that explain it (where the element was).
    public var notes: [DiagnosticNote]
    /// The reason given where the break is accepted, when it is; an accepted break is reported
    /// as a note and never fails the command.
    public var acceptedBecause: String?

    /// A finding with the rule's own severity.
    public init(_ rule: DiffRule, _ element: String, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = []) {
        self.rule = rule
        severity = rule.severity
        self.element = element
        self.message = message
        self.range = range
        self.notes = notes
    }

    /// The rule's identifier.
    public var ruleID: String { rule.rawValue }

    /// Whether the finding breaks someone and is not accepted: what makes the command fail.
    public var isBreaking: Bool { severity == .error && acceptedBecause == nil }
}

/// How elements are named in findings and accepted breaks.
enum DiffElement {
    static func screen(_ name: String, isFlow: Bool) -> String { (isFlow ? "flow " : "screen ") + name }
    static func route(_ owner: String, _ route: String) -> String { "route \(owner).\(route)" }
    static func link(_ listedPattern: String) -> String { "link " + listedPattern }
    static func url(_ url: String) -> String { "url " + url }
    static func placement(_ screen: String) -> String { "placement " + screen }
    static func type(_ name: String) -> String { "type " + name }
    static func requirement(_ contract: String, _ signature: String) -> String { "requirement \(contract).\(signature)" }
    static func scheme(_ name: String) -> String { "scheme " + name }
    static func domain(_ name: String) -> String { "domain " + name }
    static func state(_ file: String) -> String { "state " + file }
    static let entry = "entry"
}
