import Yams

/// Where things are in a graph file: Yams' marks in the marked text mapped back to the file's
/// own lines and columns, always inside the file.
///
/// A class, though it never changes: the tree builder asks it for a place per node, and a debug
/// build would copy the struct (its path and every table in it) on each of those reads.
final class SourcePlaces {
    let path: String
    let lines: LineTable
    let marked: MarkedText

    init(path: String, lines: LineTable, marked: MarkedText) {
        self.path = path
        self.lines = lines
        self.marked = marked
    }

    /// The place in the file of a line and column in the marked text.
    func location(line: Int, column: Int) -> SourceLocation {
        let place = lines.clampedToFile(line: line, column: marked.originalColumn(line: line, column: column))
        return SourceLocation(file: path, line: place.line, column: place.column)
    }

    /// The place in the file of a Yams mark.
    func location(of mark: Mark?) -> SourceLocation {
        guard let mark else { return SourceLocation(file: path, line: 1, column: 1) }
        return location(line: mark.line, column: mark.column)
    }

    /// The place in the file of an offset, in Characters, into the marked text (Yams reports
    /// reader errors so: it converts libyaml's byte offset with `String.distance`).
    func location(ofCharacterOffset offset: Int) -> SourceLocation {
        let text = marked.text
        let index = text.index(text.startIndex, offsetBy: max(offset, 0), limitedBy: text.endIndex) ?? text.endIndex
        let markedLines = LineTable(Array(text.utf8))
        let place = markedLines.position(ofByte: text.utf8.distance(from: text.utf8.startIndex, to: index))
        return location(line: place.line, column: place.column)
    }
}

/// A composed YAML document.
struct ComposedDocument {
    /// Kept alive because Yams holds node anchors weakly.
    let parser: Parser
    /// The first document's root; `nil` for an empty stream.
    let root: Node?
    /// The root of a second document, which a graph file must not have.
    let secondDocument: Node?
}

/// Why a file could not be composed.
struct ComposeFailure: Error {
    let error: YamlError

    /// The located diagnostic for the failure.
    func diagnostic(places: SourcePlaces, limits: SyntaxLimits) -> Diagnostic {
        switch error {
        case .reader(let problem, let offset, _, _):
            return Diagnostic(.yamlSyntax, problem, at: places.location(ofCharacterOffset: offset ?? 0))
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let location = places.location(of: mark)
            if problem.hasPrefix("Maximum nesting level") {
                return Diagnostic(.limitExceeded, "nesting deeper than the limit of \(limits.maxDepth) levels", at: location)
            }
            if places.lines.line(location.line)?.dropFirst(location.column - 1).first == UInt8(ascii: "\t") {
                return Diagnostic(.yamlSyntax, "a tab cannot indent or separate YAML; use spaces", at: location)
            }
            let message = [problem, context?.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(.yamlSyntax, places.marked.unmarked(message), at: location)
        case .duplicatedKeysInMapping(let keys, let context):
            // Only keys that marking cannot tell apart get here (keys that are lists or mappings).
            let names = keys.map { "'\(places.marked.unmarked($0))'" }.joined(separator: ", ")
            return Diagnostic(.duplicateKey, "duplicate key \(names)", at: places.location(of: context.mark))
        default:
            return Diagnostic(.yamlSyntax, places.marked.unmarked("\(error)"), at: places.location(line: 1, column: 1))
        }
    }
}

/// Composes a marked YAML stream with Yams, once.
enum DocumentComposer {
    static func compose(_ marked: MarkedText) -> Result<ComposedDocument, ComposeFailure> {
        do {
            // NavGraph reads scalars as text and style, never as Yams' resolved tags; the basic
            // resolver spares a regular-expression match per scalar when Yams hashes keys.
            let parser = try Parser(yaml: marked.text, resolver: .basic)
            let root = try parser.nextRoot()
            let second = root == nil ? nil : try parser.nextRoot()
            return .success(ComposedDocument(parser: parser, root: root, secondDocument: second))
        } catch let error as YamlError {
            return .failure(ComposeFailure(error: error))
        } catch {
            return .failure(ComposeFailure(error: .representer(problem: "\(error)")))
        }
    }
}
