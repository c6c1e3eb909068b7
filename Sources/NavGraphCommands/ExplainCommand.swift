import NavGraphCompiler

/// `navgraph explain`: what a diagnostic code means, a graph that gets it, and how to fix it; or,
/// without a code, every code with its severity and summary.
public struct ExplainCommand: Sendable, Hashable {
    /// The code to explain; `nil` lists them all.
    public var code: DiagnosticCode?

    /// Explains `code`, or lists every code.
    public init(code: DiagnosticCode? = nil) {
        self.code = code
    }

    /// Why `text` names no code, with the closest code when one is close; `nil` when it names one.
    public static func unknownCode(_ text: String) -> String? {
        guard DiagnosticCode(rawValue: text) == nil else { return nil }
        let suggestion = NameSuggester.suggestion(for: text, among: DiagnosticCode.allCases.map(\.rawValue))
        return "'\(text)' is not a diagnostic code" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
            + " Run 'navgraph explain' for the list."
    }

    /// Prints the explanation, or the list.
    public func run() -> CommandOutput {
        var output = CommandOutput()
        if let code {
            output.write(DiagnosticExplanation.of(code).text, to: .standardOutput)
            return output
        }
        let width = DiagnosticCode.allCases.map(\.rawValue.count).max() ?? 0
        for code in DiagnosticCode.allCases {
            let name = code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = code.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            output.write("\(name)  \(severity)  \(code.summary)\n", to: .standardOutput)
        }
        return output
    }
}
