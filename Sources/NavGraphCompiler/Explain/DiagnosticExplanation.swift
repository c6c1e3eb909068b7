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
    /// For a code that `navgraph scaffold` reports from the app's Swift files: the app's Swift
    /// file that goes with `example`; the fix then changes this file, not the graph.
    public var appSource: String?

    /// Creates an explanation whose fixed example is `example` with `target` replaced by
    /// `replacement` (in `appSource` when there is one).
    public init(
        code: DiagnosticCode, meaning: String, example: String, appSource: String? = nil, fix: String,
        replacing target: String, with replacement: String
    ) {
        self.code = code
        self.meaning = meaning
        self.example = example
        self.appSource = appSource
        self.fix = fix
        self.fixTarget = target
        self.fixReplacement = replacement
    }

    /// The example after the fix: a graph that no longer gets this diagnostic.
    public var fixedExample: String {
        appSource == nil ? Self.replacing(fixTarget, with: fixReplacement, in: example) : example
    }

    /// The app's Swift file after the fix, for a code reported from the app's Swift files.
    public var fixedAppSource: String? {
        appSource.map { Self.replacing(fixTarget, with: fixReplacement, in: $0) }
    }

    private static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
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
        case .invalidFinish: .invalidFinish
        case .invalidLink: .invalidLink
        case .linkParameterMismatch: .linkParameterMismatch
        case .ambiguousLink: .ambiguousLink
        case .unplaceableLink: .unplaceableLink
        case .unsupportedYAML: .unsupportedYAML
        case .invalidPush: .invalidPush
        case .unrestrictedLinks: .unrestrictedLinks
        case .tooManyTabs: .tooManyTabs
        case .missingRequirement: .missingRequirement
        case .invalidAlert: .invalidAlert
        case .invalidSystemSheet: .invalidSystemSheet
        case .catchAllLink: .catchAllLink
        case .sharedFlow: .sharedFlow
        case .linkSkipsScreens: .linkSkipsScreens
        case .invalidSharedRoutes: .invalidSharedRoutes
        case .unusedSharedRoutes: .unusedSharedRoutes
        case .unplaceableRoute: .unplaceableRoute
        case .invalidHideable: .invalidHideable
        case .invalidActionTab: .invalidActionTab
        case .invalidSplit: .invalidSplit
        case .invalidWindow: .invalidWindow
        case .invalidThen: .invalidThen
        case .orphanedFlowController: .orphanedFlowController
        case .invalidFormerName: .invalidFormerName
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
        \(appSource.map { "\nwith the app's Swift file:\n\n" + Self.indented($0) + "\n" } ?? "")
        How to fix it:

        \(fix)

        \(Self.indented(fixedAppSource ?? fixedExample))

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
