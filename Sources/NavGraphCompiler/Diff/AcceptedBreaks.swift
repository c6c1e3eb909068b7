/// The breaks a change makes on purpose, each named by its rule, the element it is about (as a
/// finding names it) and the reason: a YAML file handed to `navgraph diff --accepted FILE`.
///
/// ```yaml
/// accepted:
///   - rule: link-removed
///     element: link /promotions/{code}
///     reason: The spring promotion is over; its page on the site says so.
/// ```
///
/// An accepted finding is still reported, with its reason, and does not fail the command; an
/// entry that matches no finding is reported (`accepted-break-unused`), so the file does not
/// hide a break that comes back later.
public struct AcceptedBreaks: Sendable {
    /// One accepted break.
    public struct Entry: Sendable, Hashable {
        /// The rule it accepts.
        public var rule: Located<DiffRule>
        /// The element, as findings name it.
        public var element: Located<String>
        /// Why the break is meant.
        public var reason: String
    }

    /// The entries, in the order written.
    public var entries: [Entry]

    static let topLevelKeys = ["accepted"]
    static let entryKeys = ["rule", "element", "reason"]

    /// The accepted breaks of `file`, with what is wrong in it (`yaml-syntax`, `invalid-structure`,
    /// `unknown-key`, each located, a misspelled rule with its did-you-mean); `nil` when the file
    /// has errors.
    public static func read(_ file: SourceFile) -> (breaks: AcceptedBreaks?, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticBag()
        guard let root = SyntaxReader.read(file, diagnostics: &diagnostics) else { return (nil, diagnostics.sorted()) }
        var entries: [Entry] = []
        if let top = KeyedMapping.read(root, allowed: topLevelKeys, what: "an accepted-breaks file", diagnostics: &diagnostics), let list = top["accepted"] {
            if case .sequence(let items) = list.kind {
                entries = items.compactMap { entry($0, diagnostics: &diagnostics) }
            } else if !list.isNull {
                diagnostics.add(.invalidStructure, "'accepted' must be a list of { rule, element, reason }, not \(list.shapeDescription)", at: list.range)
            }
        }
        let sorted = diagnostics.sorted()
        return (sorted.containsErrors ? nil : AcceptedBreaks(entries: entries), sorted)
    }

    private static func entry(_ node: SyntaxNode, diagnostics: inout DiagnosticBag) -> Entry? {
        guard let mapping = KeyedMapping.read(node, allowed: entryKeys, what: "an accepted break", diagnostics: &diagnostics) else { return nil }
        func text(_ key: String) -> Located<String>? {
            guard let value = mapping[key] else {
                if !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "an accepted break needs '\(key)'", at: node.range) }
                return nil
            }
            guard let text = value.scalarText, !value.isNull, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
                diagnostics.add(.invalidStructure, "'\(key)' of an accepted break must be text, not \(value.isNull ? "nothing" : value.shapeDescription)", at: value.range)
                return nil
            }
            return Located(text, at: value.range)
        }
        let rule = mapping["rule"].flatMap { WordReader.read($0, as: DiffRule.self, what: "rule", diagnostics: &diagnostics) }
        if mapping["rule"] == nil, !mapping.hasUnknownKeys { diagnostics.add(.invalidStructure, "an accepted break needs 'rule'", at: node.range) }
        let element = text("element")
        let reason = text("reason")
        guard let rule, let element, let reason else { return nil }
        return Entry(rule: rule, element: element, reason: reason.value)
    }

    /// `findings` with each one an entry names marked accepted (its reason kept), and an
    /// `accepted-break-unused` finding for each entry that names none.
    public func applied(to findings: [DiffFinding]) -> [DiffFinding] {
        var used: Set<Entry> = []
        var marked = findings.map { finding -> DiffFinding in
            guard let entry = entries.first(where: { $0.rule.value == finding.rule && $0.element.value == finding.element }) else { return finding }
            used.insert(entry)
            var accepted = finding
            accepted.acceptedBecause = entry.reason
            return accepted
        }
        for entry in entries where !used.contains(entry) {
            marked.append(DiffFinding(
                .acceptedBreakUnused, "accepted \(entry.rule.value.rawValue) \(entry.element.value)",
                "the accepted break of '\(entry.rule.value.rawValue)' for '\(entry.element.value)' matches nothing this comparison finds: remove it, or correct its rule or element",
                at: entry.element.range))
        }
        return marked
    }
}
