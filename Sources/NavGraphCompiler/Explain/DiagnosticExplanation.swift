/// What `navgraph explain CODE` says about a diagnostic code: what it means, a minimal graph
/// that triggers it, and how to fix that graph.
public struct DiagnosticExplanation: Sendable, Hashable {
    /// The code explained.
    public var code: DiagnosticCode
    /// What the diagnostic means and why the language reports it, in a few sentences.
    public var meaning: String
    /// A complete one-file graph that gets this diagnostic and no other.
    public var example: String
    /// How to fix the example, and such mistakes in general.
    public var fix: String
    /// The text of `example` the fix changes; it occurs there exactly once.
    public var fixTarget: String
    /// What the fix puts in place of `fixTarget`.
    public var fixReplacement: String

    /// Creates an explanation whose fixed example is `example` with `target` replaced by `replacement`.
    public init(code: DiagnosticCode, meaning: String, example: String, fix: String, replacing target: String, with replacement: String) {
        self.code = code
        self.meaning = meaning
        self.example = example
        self.fix = fix
        self.fixTarget = target
        self.fixReplacement = replacement
    }

    /// The example after the fix: a graph that no longer gets this diagnostic.
    public var fixedExample: String {
        guard let range = example.range(of: fixTarget) else { return example }
        return example.replacingCharacters(in: range, with: fixReplacement)
    }

    /// The explanation of a code; every code has one.
    public static func of(_ code: DiagnosticCode) -> DiagnosticExplanation {
        switch code {
        case .yamlSyntax: .yamlSyntax
        case .limitExceeded: .limitExceeded
        case .invalidStructure: .invalidStructure
        case .unknownKey: .unknownKey
        case .duplicateKey: .duplicateKey
        case .unsupportedVersion: .unsupportedVersion
        case .duplicateDefinition: .duplicateDefinition
        case .missingEntry: .missingEntry
        case .undefinedScreen: .undefinedScreen
        case .undefinedType: .undefinedType
        case .invalidType: .invalidType
        case .invalidName: .invalidName
        case .recursiveType: .recursiveType
        case .contextMismatch: .contextMismatch
        case .feedbackMismatch: .feedbackMismatch
        case .pushOutsideStack: .pushOutsideStack
        case .invalidReplace: .invalidReplace
        case .invalidSelect: .invalidSelect
        case .unreachableScreen: .unreachableScreen
        case .feedbackIgnored: .feedbackIgnored
        case .unusedType: .unusedType
        case .invalidUnwind: .invalidUnwind
        case .invalidLink: .invalidLink
        case .linkParameterMismatch: .linkParameterMismatch
        case .ambiguousLink: .ambiguousLink
        case .unplaceableLink: .unplaceableLink
        case .unsupportedYAML: .unsupportedYAML
        case .invalidPush: .invalidPush
        case .unrestrictedLinks: .unrestrictedLinks
        case .tooManyTabs: .tooManyTabs
        }
    }

    /// A version 1 graph that starts at `Home`, with the given declarations (top-level YAML).
    static func homeGraph(_ declarations: String) -> String {
        "version: 1\nentry: Home\n" + declarations
    }

    /// The explanation as text for a terminal: code and severity, summary, meaning, example, fix.
    public var text: String {
        """
        \(code.rawValue) (\(code.severity.rawValue))

        \(code.summary)

        \(meaning)

        Example that gets it:

        \(Self.indented(example))

        How to fix it:

        \(fix)

        \(Self.indented(fixedExample))

        """
    }

    private static func indented(_ yaml: String) -> String {
        yaml.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }
            .joined(separator: "\n")
            .trimmingTrailingNewlines()
    }
}

extension String {
    fileprivate func trimmingTrailingNewlines() -> String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
