import Yams

/// Stage 1 of the front end: a graph file's bytes to a located YAML syntax tree.
///
/// Checks the limits and UTF-8 itself, skips a UTF-8 byte-order mark, marks the text
/// (`MarkedText`: aliases hidden from Yams, keys told apart), lets libyaml (through Yams' composer) build the node
/// tree, and converts it to `SyntaxNode`s that keep every file, line and column. Problems
/// become `yaml-syntax`, `limit-exceeded`, `duplicate-key` and `invalid-structure` diagnostics.
enum SyntaxReader {
    /// Reads one file; `nil` when it has no usable document (the reason is in `diagnostics`).
    static func read(
        _ file: SourceFile,
        limits: SyntaxLimits = .standard,
        diagnostics: inout DiagnosticBag
    ) -> SyntaxNode? {
        let start = SourceLocation(file: file.path, line: 1, column: 1)
        guard file.contents.count <= limits.maxFileBytes else {
            diagnostics.add(
                .limitExceeded,
                "file is \(file.contents.count) bytes, over the limit of \(limits.maxFileBytes) bytes",
                at: start)
            return nil
        }
        let lines = LineTable(file.contents)
        if let offset = UTF8Validator.firstInvalidByte(in: file.contents) {
            let (line, column) = lines.position(ofByte: offset)
            let byte = String(file.contents[offset], radix: 16, uppercase: true)
            diagnostics.add(
                .yamlSyntax, "invalid UTF-8: byte 0x\(byte) does not begin a well-formed character",
                at: SourceLocation(file: file.path, line: line, column: column))
            return nil
        }
        let body = Array(file.contents.dropFirst(file.contents.starts(with: LineTable.byteOrderMark) ? LineTable.byteOrderMark.count : 0))
        guard let marked = MarkedText(body) else {
            diagnostics.add(
                .limitExceeded, "the file uses every private-use character; NavGraph needs one it does not use to read it",
                at: start)
            return nil
        }
        let places = SourcePlaces(path: file.path, lines: lines, marked: marked)
        let composed: ComposedDocument
        switch DocumentComposer.compose(marked) {
        case .success(let document): composed = document
        case .failure(let failure):
            diagnostics.add(failure.diagnostic(places: places, limits: limits))
            return nil
        }
        guard let root = composed.root else {
            diagnostics.add(
                .invalidStructure,
                "the file is empty; a graph file is a mapping with keys such as 'version', 'screens' and 'flows'",
                at: start)
            return nil
        }
        if let second = composed.secondDocument {
            diagnostics.add(
                .invalidStructure, "a graph file holds one YAML document; this is a second one",
                at: places.location(of: second.mark))
        }
        var builder = SyntaxTreeBuilder(places: places, limits: limits)
        do {
            let tree = try builder.build(root)
            builder.duplicateKeys.forEach { diagnostics.add($0) }
            return tree
        } catch {
            diagnostics.add(error.code, error.message, at: error.location)
            return nil
        }
    }
}
