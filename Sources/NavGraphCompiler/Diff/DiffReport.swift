import Foundation

/// What `navgraph diff` reports: its findings, with the severities asked for (`--error`,
/// `--warnings-as-errors`) and the accepted breaks applied, sorted (place, severity, rule, element,
/// message), in the format asked for. The exit status follows from it: 1 when a finding breaks
/// someone and is not accepted, else 0.
public struct DiffReport: Sendable {
    /// The findings as reported, in output order.
    public let findings: [DiffFinding]

    /// The report of `findings`: each rule or group named in `errors` (`link-removed`,
    /// `contracts`) and, with `warningsAsErrors`, each warning, reported as an error; then the
    /// accepted breaks applied.
    public init(_ findings: [DiffFinding], errors: Set<String> = [], warningsAsErrors: Bool = false, accepted: AcceptedBreaks? = nil) {
        let promoted = findings.map { finding -> DiffFinding in
            var reported = finding
            if errors.contains(finding.rule.rawValue) || errors.contains(finding.rule.group.rawValue)
                || (warningsAsErrors && finding.severity == .warning) {
                reported.severity = .error
            }
            return reported
        }
        self.findings = (accepted?.applied(to: promoted) ?? promoted).sorted { lhs, rhs in
            if lhs.location != rhs.location || lhs.severity != rhs.severity || lhs.rule != rhs.rule { return reportOrder(lhs, rhs) }
            return (lhs.element, lhs.message) < (rhs.element, rhs.message)
        }
    }

    /// The names `--error` accepts: every rule's identifier and every group's.
    public static var severityNames: [String] { DiffRule.allCases.map(\.rawValue) + DiffRule.Group.allCases.map(\.rawValue) }

    /// 1 when a finding breaks someone and is not accepted, else 0.
    public var exitStatus: Int32 { findings.contains(where: \.isBreaking) ? 1 : 0 }

    // MARK: Formats

    /// `path:line:column: severity: message [rule]` per finding (an accepted one with its reason),
    /// then a count; "no breaking changes" when there is nothing at all.
    public func text(sources: [String: [UInt8]] = [:]) -> String {
        guard !findings.isEmpty else { return "navgraph diff: no changes that break links, saved states or contracts\n" }
        let shown = findings.map { finding -> DiffFinding in
            var shown = finding
            if let reason = finding.acceptedBecause { shown.message += " (accepted: \(reason))" }
            return shown
        }
        let breaking = findings.filter(\.isBreaking).count
        let accepted = findings.filter { $0.acceptedBecause != nil }.count
        let warnings = findings.filter { $0.severity == .warning && $0.acceptedBecause == nil }.count
        func count(_ number: Int, _ word: String) -> String { "\(number) \(word)\(number == 1 ? "" : "s")" }
        return TextReport(sources: sources).render(problems: shown)
            + "\(count(breaking, "breaking change")), \(count(warnings, "warning")), \(count(accepted, "accepted break"))\n"
    }

    private struct JSONEntry: Encodable {
        var rule: String
        var group: String
        var severity: String
        var element: String
        var message: String
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var notes: [JSONReport.Note]
        var accepted: String?
    }

    /// A JSON array of `{rule, group, severity, element, message, file, line, column, endLine,
    /// endColumn, notes, accepted}` (`accepted`: the reason, for an accepted break), pretty-printed
    /// with sorted keys.
    public func json() -> String {
        let entries = findings.map { finding in
            JSONEntry(
                rule: finding.rule.rawValue, group: finding.rule.group.rawValue, severity: finding.severity.rawValue, element: finding.element,
                message: finding.message, file: finding.location.file, line: finding.location.line, column: finding.location.column,
                endLine: finding.range.end.line, endColumn: finding.range.end.column,
                notes: finding.notes.map(JSONReport.Note.init),
                accepted: finding.acceptedBecause)
        }
        return LinkListing.encode(entries)
    }

    /// A SARIF 2.1.0 log: one rule per diff rule (all of them, in `DiffRule.allCases` order), an
    /// accepted break as a suppressed result.
    public func sarif(paths: ReportPaths) -> String {
        SARIFReport(paths: paths).render(findings, rules: DiffRule.allCases.map(Self.rule))
    }

    /// GitHub Actions annotations, one per finding.
    public func github(paths: ReportPaths) -> String {
        GitHubReport(paths: paths).render(problems: findings)
    }

    private static func rule(_ rule: DiffRule) -> SARIF.Rule {
        SARIF.Rule(
            id: rule.rawValue,
            name: SARIFReport.ruleName(rule.rawValue),
            shortDescription: .init(text: rule.summary),
            fullDescription: .init(text: "\(rule.summary) Group: \(rule.group.rawValue)."),
            help: .init(text: "\(rule.summary)\n\nWho it hurts and how to keep things working: \(rule.advice)", markdown: nil),
            defaultConfiguration: .init(level: SARIFReport.level(rule.severity)))
    }
}
