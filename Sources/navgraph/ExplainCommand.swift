import ArgumentParser
import Foundation
import NavGraphCompiler

/// `navgraph explain`: what a diagnostic code means, an example, and how to fix it.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, a graph that gets it, and how to fix it.",
        discussion: "Without a code, lists every code with its severity and summary."
    )

    @Argument(help: "A diagnostic code, as printed in brackets after a diagnostic, such as undefined-screen.")
    var code: String?

    func validate() throws {
        guard let code, DiagnosticCode(rawValue: code) == nil else { return }
        let suggestion = NameSuggester.suggestion(for: code, among: DiagnosticCode.allCases.map(\.rawValue))
        throw ValidationError(
            "'\(code)' is not a diagnostic code" + (suggestion.map { "; did you mean '\($0)'?" } ?? ".")
                + " Run 'navgraph explain' for the list.")
    }

    func run() {
        if let code, let known = DiagnosticCode(rawValue: code) {
            Console.output(DiagnosticExplanation.of(known).text)
            return
        }
        let width = DiagnosticCode.allCases.map(\.rawValue.count).max() ?? 0
        for code in DiagnosticCode.allCases {
            let name = code.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
            let severity = code.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            Console.output("\(name)  \(severity)  \(code.summary)\n")
        }
    }
}
