import Yams

/// A composed YAML document, with what is needed to map its marks back to the original text.
struct ComposedDocument {
    /// Kept alive because Yams holds node anchors weakly; the tree builder tells aliases apart by them.
    let parser: Parser
    /// The first document's root; `nil` for an empty stream.
    let root: Node?
    /// The root of a second document, which a graph file must not have.
    let secondDocument: Node?
    /// Markers inserted before keys to get past duplicate keys, in the order inserted.
    let markers: [DuplicateKeyMarker]

    /// The place in the original text of a node's mark.
    func originalLocation(of node: Node, path: String) -> SourceLocation {
        guard let mark = node.mark else { return SourceLocation(file: path, line: 1, column: 1) }
        return originalLocation(line: mark.line, column: mark.column, path: path)
    }

    /// The place in the original text of a line and column in the marked text.
    func originalLocation(line: Int, column: Int, path: String) -> SourceLocation {
        SourceLocation(file: path, line: line, column: DuplicateKeyMarker.unshift(column, line: line, markers: markers))
    }
}

/// Text inserted at the start of a key that Yams reported as a duplicate, so that composing can
/// go on and the later occurrence can be found and reported with both places.
///
/// Yams stops at the first duplicate key and names only its first occurrence. Renaming that
/// occurrence lets a new attempt get past it; the tree builder strips the marker again and
/// reports each later occurrence itself.
struct DuplicateKeyMarker {
    /// The inserted text: invisible separators around a word no graph uses as a key.
    static let text = "\u{2063}navgraph-duplicate\u{2063}"
    private static let length = text.unicodeScalars.count

    /// Line and column (in the text as it was when the marker was inserted) of the marker.
    let line: Int
    let column: Int

    /// Maps a column in the marked text back to the original, undoing the markers on its line.
    static func unshift(_ column: Int, line: Int, markers: [DuplicateKeyMarker]) -> Int {
        TextShift.unshift(column, line: line, shifts: markers.map { TextShift(line: $0.line, column: $0.column, length: length) })
    }

    /// Inserts a marker before the key that begins at `mark`; after an opening quote for quoted keys.
    static func insert(at mark: Mark, in text: inout String) -> DuplicateKeyMarker? {
        var lineStart = text.unicodeScalars.startIndex
        for _ in 1..<max(mark.line, 1) {
            guard let newline = text.unicodeScalars[lineStart...].firstIndex(of: "\n") else { return nil }
            lineStart = text.unicodeScalars.index(after: newline)
        }
        guard var position = text.unicodeScalars.index(
            lineStart, offsetBy: mark.column - 1, limitedBy: text.unicodeScalars.endIndex),
            position < text.unicodeScalars.endIndex
        else { return nil }
        var column = mark.column
        if text.unicodeScalars[position] == "\"" || text.unicodeScalars[position] == "'" {
            position = text.unicodeScalars.index(after: position)
            column += 1
        }
        text.unicodeScalars.insert(contentsOf: Self.text.unicodeScalars, at: position)
        return DuplicateKeyMarker(line: mark.line, column: column)
    }
}

/// Characters added to a line at a column, so that columns after them can be mapped back.
struct TextShift {
    let line: Int
    let column: Int
    let length: Int

    /// The original column of `column` on `line`, undoing `shifts` (given in the order they were made).
    static func unshift(_ column: Int, line: Int, shifts: [TextShift]) -> Int {
        shifts.reversed().reduce(column) { column, shift in
            shift.line == line && column > shift.column ? column - shift.length : column
        }
    }
}

/// Why a file could not be composed.
struct ComposeFailure: Error {
    let error: YamlError
    let markers: [DuplicateKeyMarker]

    /// The located diagnostic for the failure.
    func diagnostic(path: String, lines: LineTable, limits: SyntaxLimits) -> Diagnostic {
        func located(_ mark: Mark) -> SourceLocation {
            SourceLocation(
                file: path, line: mark.line,
                column: DuplicateKeyMarker.unshift(mark.column, line: mark.line, markers: markers))
        }
        switch error {
        case .reader(let problem, let offset, _, _):
            let (line, column) = lines.position(ofByte: offset ?? 0)
            return Diagnostic(.yamlSyntax, problem, at: SourceLocation(file: path, line: line, column: column))
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            if problem.hasPrefix("Maximum nesting level") {
                return Diagnostic(
                    .limitExceeded, "nesting deeper than the limit of \(limits.maxDepth) levels", at: located(mark))
            }
            let location = located(mark)
            if lines.line(location.line)?.dropFirst(location.column - 1).first == UInt8(ascii: "\t") {
                return Diagnostic(.yamlSyntax, "a tab cannot indent or separate YAML; use spaces", at: location)
            }
            let message = [problem, context?.text].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
            return Diagnostic(.yamlSyntax, message, at: location)
        case .duplicatedKeysInMapping(let keys, let context):
            let names = keys.map { "'\($0)'" }.joined(separator: ", ")
            return Diagnostic(.duplicateKey, "duplicate key \(names)", at: located(context.mark))
        default:
            return Diagnostic(.yamlSyntax, "\(error)", at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}

/// Composes a YAML stream with Yams, getting past duplicate keys by marking them.
enum DocumentComposer {
    /// How many duplicate keys one file may have before composing gives up on the rest.
    static let maxDuplicateKeys = 100

    static func compose(_ original: String) -> Result<ComposedDocument, ComposeFailure> {
        var text = original
        var markers: [DuplicateKeyMarker] = []
        while true {
            do {
                let parser = try Parser(yaml: text)
                let root = try parser.nextRoot()
                let second = root == nil ? nil : try parser.nextRoot()
                return .success(ComposedDocument(parser: parser, root: root, secondDocument: second, markers: markers))
            } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
                guard markers.count < maxDuplicateKeys,
                    let marker = DuplicateKeyMarker.insert(at: context.mark, in: &text)
                else {
                    return .failure(ComposeFailure(
                        error: .duplicatedKeysInMapping(duplicates: keys, context: context), markers: markers))
                }
                markers.append(marker)
            } catch let error as YamlError {
                return .failure(ComposeFailure(error: error, markers: markers))
            } catch {
                return .failure(ComposeFailure(error: .representer(problem: "\(error)"), markers: markers))
            }
        }
    }
}
