/// Stage 1 of the front end: a graph file's bytes to a located YAML syntax tree.
///
/// Checks the limits and UTF-8 itself, skips a UTF-8 byte-order mark, and builds `SyntaxNode`s
/// that keep every file, line and column from libyaml's events (`YAMLEventStream`,
/// `SyntaxTreeBuilder`): one reader, one pass over the text. Problems become `yaml-syntax`,
/// `limit-exceeded`, `duplicate-key` and `invalid-structure` diagnostics; merge keys are set
/// aside in the tree for the parser to report (`SyntaxNode.mergeKeys`).
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
        let skipped = file.contents.starts(with: LineTable.byteOrderMark) ? LineTable.byteOrderMark.count : 0
        let places = SourcePlaces(path: file.path, lines: lines, skippedBytes: skipped)
        var builder = SyntaxTreeBuilder(places: places, limits: limits)
        let document: SyntaxTreeBuilder.Document
        do {
            document = try builder.read(YAMLEventStream(Array(file.contents.dropFirst(skipped))))
        } catch {
            diagnostics.add(error.diagnostic(places: places, limits: limits))
            return nil
        }
        if let second = document.secondDocument {
            diagnostics.add(.invalidStructure, "a graph file holds one YAML document; this is a second one", at: second)
        }
        if let reason = document.abandoned {
            diagnostics.add(reason.code, reason.message, at: reason.location)
            return nil
        }
        guard let root = document.root else {
            diagnostics.add(
                .invalidStructure,
                "the file is empty; a graph file is a mapping with keys such as 'version', 'screens' and 'flows'",
                at: start)
            return nil
        }
        builder.duplicateKeys.forEach { diagnostics.add($0) }
        return root
    }
}
