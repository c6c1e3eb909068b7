import Foundation

/// Renders diagnostics as a SARIF 2.1.0 log, the format GitHub code scanning and other CI tools read.
///
/// One rule per diagnostic code (all of them, in the order of `DiagnosticCode.allCases`, so rule
/// indexes are stable), file URIs relative to `%SRCROOT%` (the base directory), and a fingerprint
/// per result that does not depend on line numbers: moving a problem within its file keeps it one
/// alert across runs.
public struct SARIFReport: Sendable {
    /// The key under `partialFingerprints`; bump its version if the fingerprint's recipe ever changes.
    public static let fingerprintKey = "navgraphProblem/v1"
    /// The name of the URI base the artifact locations are relative to.
    public static let sourceRootBaseID = "%SRCROOT%"

    /// How diagnostic paths map to repository-relative URIs.
    public var paths: ReportPaths
    /// The tool's version, written as the driver's `version` and `semanticVersion`.
    public var toolVersion: String

    /// Creates a report writer.
    public init(paths: ReportPaths, toolVersion: String = NavGraphVersion.current) {
        self.paths = paths
        self.toolVersion = toolVersion
    }

    /// The SARIF log as pretty-printed JSON with sorted keys, ending in a newline.
    public func render(_ diagnostics: [Diagnostic]) -> String {
        render(diagnostics, rules: DiagnosticCode.allCases.map(Self.rule))
    }

    /// The SARIF log of `problems`, whose rules are `rules` (each problem's `ruleID` one of theirs,
    /// in a stable order, so that rule indexes stay as they were).
    func render(_ problems: [some ReportedProblem], rules: [SARIF.Rule]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding these plain values cannot fail.
        let data = (try? encoder.encode(log(for: problems, rules: rules))) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func log(for diagnostics: [some ReportedProblem], rules: [SARIF.Rule]) -> SARIF.Log {
        let ordered = diagnostics.sorted(by: reportOrder)
        let driver = SARIF.Driver(
            name: "navgraph",
            informationUri: nil,
            version: toolVersion,
            semanticVersion: toolVersion,
            rules: rules
        )
        let base = SARIF.ArtifactLocation(uri: Self.fileURI(directory: paths.baseDirectory), uriBaseId: nil)
        return SARIF.Log(runs: [
            SARIF.Run(
                tool: SARIF.Tool(driver: driver),
                originalUriBaseIds: [Self.sourceRootBaseID: base],
                results: zip(ordered, fingerprints(of: ordered)).map { result(for: $0, fingerprint: $1, rules: rules) }
            )
        ])
    }

    /// The fingerprint of each diagnostic: a stable hash of its code, repository-relative file and
    /// message, plus how many identical (code, file, message) triples came before it in output order.
    /// Line and column are left out on purpose.
    public func fingerprints(of diagnostics: [some ReportedProblem]) -> [String] {
        var occurrences: [[String]: Int] = [:]
        return diagnostics.map { diagnostic in
            let identity = [diagnostic.ruleID, paths.displayPath(of: diagnostic.location.file), diagnostic.message]
            let occurrence = occurrences[identity, default: 0]
            occurrences[identity] = occurrence + 1
            return StableHash.hexDigits(of: identity + [String(occurrence)])
        }
    }

    private func result(for diagnostic: some ReportedProblem, fingerprint: String, rules: [SARIF.Rule]) -> SARIF.Result {
        let related = diagnostic.notes.enumerated().map { index, note in
            SARIF.Location(id: index + 1, physicalLocation: physicalLocation(note.location, end: nil), message: .init(text: note.message, markdown: nil))
        }
        return SARIF.Result(
            ruleId: diagnostic.ruleID,
            ruleIndex: rules.firstIndex { $0.id == diagnostic.ruleID } ?? 0,
            level: Self.level(diagnostic.severity),
            message: .init(text: diagnostic.message, markdown: nil),
            locations: [SARIF.Location(id: nil, physicalLocation: physicalLocation(diagnostic.location, end: diagnostic.range.end), message: nil)],
            relatedLocations: related.isEmpty ? nil : related,
            partialFingerprints: [Self.fingerprintKey: fingerprint],
            suppressions: diagnostic.acceptedBecause.map { [SARIF.Suppression(justification: $0)] }
        )
    }

    /// The place in an artifact; `end` (exclusive, as SARIF's `endColumn` is) is `nil` for a note.
    private func physicalLocation(_ location: SourceLocation, end: SourceLocation?) -> SARIF.PhysicalLocation {
        let artifact: SARIF.ArtifactLocation
        if let relative = paths.relativePath(of: location.file) {
            artifact = .init(uri: URIEncoding.percentEncodedPath(relative), uriBaseId: Self.sourceRootBaseID)
        } else {
            artifact = .init(uri: "file://" + URIEncoding.percentEncodedPath(paths.absolutePath(of: location.file)), uriBaseId: nil)
        }
        return SARIF.PhysicalLocation(
            artifactLocation: artifact,
            region: SARIF.Region(
                startLine: max(location.line, 1), startColumn: max(location.column, 1),
                endLine: end.map { max($0.line, 1) }, endColumn: end.map { max($0.column, 1) })
        )
    }

    /// A rule per code, its help taken from `navgraph explain` (shown with each alert).
    private static func rule(_ code: DiagnosticCode) -> SARIF.Rule {
        let explanation = DiagnosticExplanation.of(code)
        let command = "navgraph explain \(code.rawValue)"
        return SARIF.Rule(
            id: code.rawValue,
            name: ruleName(code.rawValue),
            shortDescription: .init(text: code.summary),
            fullDescription: .init(text: explanation.meaning),
            help: .init(
                text: "\(explanation.meaning)\n\nHow to fix it: \(explanation.fix)\n\nRun '\(command)' for an example.",
                markdown: """
                    \(explanation.meaning)

                    Example:

                    ```yaml
                    \(explanation.example)
                    ```

                    How to fix it: \(explanation.fix)

                    ```yaml
                    \(explanation.fixedExample)
                    ```

                    `\(command)` says the same in a terminal.
                    """
            ),
            defaultConfiguration: .init(level: level(code.severity))
        )
    }

    /// A rule's name from its identifier: `undefined-screen` is `UndefinedScreen`.
    static func ruleName(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func fileURI(directory: String) -> String {
        let path = URIEncoding.percentEncodedPath(directory)
        return "file://" + (path.hasSuffix("/") ? path : path + "/")
    }
}
