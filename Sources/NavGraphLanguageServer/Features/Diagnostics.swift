import Foundation
import NavGraphCompiler

extension GraphSnapshot {
    /// Every file's diagnostics as LSP has them, by path: each of the graph's files, an empty
    /// list for a file without any (which clears what the editor showed).
    func publishedDiagnostics(explanations: ExplanationFiles) -> [String: [LSPDiagnostic]] {
        var byFile = texts.mapValues { _ in [LSPDiagnostic]() }
        // A diagnostic placed in no file of the graph has nowhere to be shown.
        for diagnostic in edited.checked.diagnostics.limitedForReport() where texts[diagnostic.location.file] != nil {
            byFile[diagnostic.location.file]?.append(lspDiagnostic(diagnostic, explanations: explanations))
        }
        return byFile
    }

    /// One diagnostic: its range, severity, code with a link to its explanation, and its notes.
    func lspDiagnostic(_ diagnostic: Diagnostic, explanations: ExplanationFiles) -> LSPDiagnostic {
        let notes = diagnostic.notes.map { note in
            LSPDiagnostic.RelatedInformation(
                location: Location(uri: DocumentURI.uri(of: note.location.file), range: diagnosticRange(SourceRange(at: note.location))),
                message: note.message)
        }
        return LSPDiagnostic(
            range: diagnosticRange(diagnostic.range),
            severity: diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
            code: diagnostic.code.rawValue,
            codeDescription: explanations.link(to: diagnostic.code).map { LSPDiagnostic.CodeDescription(href: $0) },
            source: "navgraph",
            message: diagnostic.message,
            relatedInformation: notes.isEmpty ? nil : notes)
    }
}

/// The explanation of each diagnostic code (`navgraph explain <code>`) as a Markdown file the
/// editor opens from a diagnostic's code: written once per code, on first use, under a folder
/// of its own.
final class ExplanationFiles: @unchecked Sendable {
    private let folder: String?
    private var written: [DiagnosticCode: String] = [:]
    private let lock = NSLock()

    /// Explanations written under `folder`; none (no links) when it is `nil`.
    init(folder: String?) {
        self.folder = folder
    }

    /// Explanations written under the user's cache folder (`~/.cache` on Linux, `~/Library/Caches`
    /// on macOS), one folder per NavGraph version; none when there is no such folder.
    static func inCacheFolder() -> ExplanationFiles {
        let caches = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
        return ExplanationFiles(folder: caches?.appendingPathComponent("navgraph/explain-\(NavGraphVersion.current)").path)
    }

    /// The URI of `code`'s explanation, written now if it is not yet; `nil` if it cannot be written.
    func link(to code: DiagnosticCode) -> String? {
        guard let folder else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let uri = written[code] { return uri }
        let path = (folder as NSString).appendingPathComponent("\(code.rawValue).md")
        let text = "# navgraph explain \(code.rawValue)\n\n```text\n\(DiagnosticExplanation.of(code).text)```\n"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return nil
        }
        let uri = DocumentURI.uri(of: path)
        written[code] = uri
        return uri
    }
}
