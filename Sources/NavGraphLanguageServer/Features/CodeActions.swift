import Foundation
import NavGraphCompiler

extension GraphSnapshot {
    /// Quick fixes for the diagnostics of `path` the request's range touches: each "did you
    /// mean" as a replacement, a declaration for an undefined screen, and a scheme or domain
    /// added to the top-level `links:`.
    func codeActions(for params: CodeActionParams, in path: String, uris: (String) -> String) -> [CodeAction] {
        let wanted = params.range
        let touched = edited.checked.diagnostics.filter { diagnostic in
            guard diagnostic.location.file == path else { return false }
            let range = diagnosticRange(diagnostic.range)
            return !(range.end < wanted.start) && !(wanted.end < range.start)
        }
        return touched.flatMap { diagnostic -> [CodeAction] in
            let fixes = [suggestionFix(diagnostic), declarationFix(diagnostic), originFix(diagnostic)].compactMap { $0 }
            return fixes.map { fix in
                CodeAction(
                    title: fix.title, kind: "quickfix", diagnostics: [lspDiagnostic(diagnostic, explanations: ExplanationFiles(folder: nil))],
                    isPreferred: fix.isPreferred, edit: WorkspaceEdit(changes: [uris(fix.file): [fix.edit]]))
            }
        }
    }

    /// One fix: an edit to one file.
    private struct Fix {
        var title: String
        var file: String
        var edit: TextEdit
        var isPreferred = false
    }

    /// `…; did you mean 'X'?`: the name, key or word replaced by X.
    private func suggestionFix(_ diagnostic: Diagnostic) -> Fix? {
        guard let suggestion = Self.suggestion(in: diagnostic.message), diagnostic.range.start != diagnostic.range.end else { return nil }
        let node = GraphNode(kind: .reference(to: .screenOrFlow), name: "", range: diagnostic.range)
        return Fix(
            title: "Replace with '\(suggestion)'", file: diagnostic.location.file,
            edit: TextEdit(range: nameRange(of: node), newText: suggestion), isPreferred: true)
    }

    /// The X of `did you mean 'X'?` in a message.
    static func suggestion(in message: String) -> String? {
        guard let start = message.range(of: "did you mean '", options: .backwards) else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.range(of: "'?") else { return nil }
        return String(rest[..<end.lowerBound])
    }

    /// `undefined-screen`: the screen declared in this file, with the context the route hands over.
    private func declarationFix(_ diagnostic: Diagnostic) -> Fix? {
        guard diagnostic.code == .undefinedScreen, diagnostic.range.start != diagnostic.range.end else { return nil }
        let node = GraphNode(kind: .reference(to: .screenOrFlow), name: "", range: diagnostic.range)
        guard let name = writtenName(of: node), !name.isEmpty else { return nil }
        let route = graph.screens.flatMap(\.routes).first { $0.destination.range == diagnostic.range }
        let body = route?.context.map { "{ context: \(Self.flowText($0.value)) }" } ?? "{}"
        let path = diagnostic.location.file
        guard let insertion = screenInsertion(in: path, declaring: "\(name): \(body)") else { return nil }
        return Fix(title: "Declare screen '\(name)'", file: path, edit: insertion)
    }

    /// A type written where a flow mapping's value goes: quoted when it has brackets or a colon.
    private static func flowText(_ type: TypeExpression) -> String {
        let text = type.description
        return text.contains { "[]{}:,".contains($0) } ? "\"\(text)\"" : text
    }

    /// Where a new screen goes in `path`: a line of its own before the file's first screen,
    /// indented as it is; or a new `screens:` at the end of a file that has none.
    private func screenInsertion(in path: String, declaring line: String) -> TextEdit? {
        guard let source = texts[path] else { return nil }
        let text = String(decoding: source.contents, as: UTF8.self)
        if let first = index.nodes(in: path).first(where: { $0.kind == .screen }) {
            let start = diagnosticRange(first.range).start
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard start.line < lines.count else { return nil }
            let indent = lines[start.line].prefix { $0 == " " }
            // A screen written after `screens:` on the same line (a flow mapping) has no line of its own.
            guard indent.utf16.count == start.character else { return nil }
            return TextEdit(range: Range(start: Position(line: start.line, character: 0), end: Position(line: start.line, character: 0)), newText: "\(indent)\(line)\n")
        }
        guard !text.split(separator: "\n").contains(where: { $0.hasPrefix("screens:") }) else { return nil }
        return appending("screens:\n  \(line)\n", to: source)
    }

    /// An edit that adds `addition` at the end of `source`, on a line of its own.
    private func appending(_ addition: String, to source: SourceFile) -> TextEdit {
        let end = position(ofEndOf: source)
        let separator = source.contents.last.map { $0 == 0x0A || $0 == 0x0D } ?? true ? "" : "\n"
        return TextEdit(range: Range(start: end, end: end), newText: separator + addition)
    }

    private func position(ofEndOf source: SourceFile) -> Position {
        let end = EditorPositions(source.contents).position(ofByte: source.contents.count)
        return Position(line: end.line, character: end.utf16Column)
    }

    /// A link's `scheme:` or `domain:` that the graph does not declare: added to the top-level
    /// `links:` list of its kind, or a `links:` made for it in the link's file.
    private func originFix(_ diagnostic: Diagnostic) -> Fix? {
        guard diagnostic.code == .invalidLink else { return nil }
        let links = graph.screens.flatMap(\.links)
        let named: (key: String, value: Located<String>)
        if let link = links.first(where: { $0.scheme?.range == diagnostic.range }), let scheme = link.scheme {
            named = ("schemes", scheme)
        } else if let link = links.first(where: { $0.domain?.range == diagnostic.range }), let domain = link.domain {
            named = ("domains", domain)
        } else {
            return nil
        }
        let title = "Add '\(named.value.value)' to the graph's 'links: \(named.key)'"
        guard let origins = graph.linkOrigins else {
            guard let source = texts[diagnostic.location.file] else { return nil }
            return Fix(title: title, file: source.path, edit: appending("links:\n  \(named.key): [\(named.value.value)]\n", to: source))
        }
        let listed = named.key == "schemes" ? origins.value.schemes : origins.value.domains
        guard let last = listed.last, let source = edited.standIns[last.range.start.file] == nil ? texts[last.range.start.file] : nil else { return nil }
        let end = indexedRange(last.range).end
        let start = indexedRange(last.range).start
        let lines = String(decoding: source.contents, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard start.line < lines.count else { return nil }
        let line = lines[start.line]
        let before = line.utf16.prefix(start.character)
        let isBlockItem = String(decoding: Array(before), as: UTF16.self).trimmingCharacters(in: .whitespaces).hasSuffix("-")
        let indent = String(line.prefix { $0 == " " })
        let addition = isBlockItem ? "\n\(indent)- \(named.value.value)" : ", \(named.value.value)"
        return Fix(title: title, file: source.path, edit: TextEdit(range: Range(start: end, end: end), newText: addition))
    }
}
