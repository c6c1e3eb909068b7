import Yams

/// Stage 1 of the front end: a graph file's bytes to a located YAML syntax tree.
///
/// Checks the limits and UTF-8 itself, skips a UTF-8 byte-order mark, marks the text
/// (`MarkedText`: aliases hidden from libyaml, keys told apart), and builds `SyntaxNode`s that
/// keep every file, line and column from libyaml's events (`SyntaxTreeBuilder`); Yams composes
/// the text only when it may have something to say (`DocumentComposer`). Problems
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
        var builder = SyntaxTreeBuilder(places: places, limits: limits)
        let outcome: Result<SyntaxTreeBuilder.Document, SyntaxTreeBuilder.Stop>
        do { outcome = .success(try builder.read(YAMLEventStream(marked.text))) } catch { outcome = .failure(error) }
        // Yams used to compose the whole text before the tree was built, so a problem Yams
        // reports (a libyaml error anywhere in the first two documents, keys its own check finds
        // equal) comes before anything the builder finds. Whenever one is possible, Yams composes
        // the text and has the first word, as before.
        var secondDocument: SourceLocation?
        let needsYams = switch outcome {
        case .success(let document): document.needsYamsVerdict || document.hasSecondDocument
        case .failure: true
        }
        if needsYams {
            switch DocumentComposer.compose(marked) {
            case .success(let composed):
                secondDocument = composed.secondDocument.map { places.location(of: $0.mark) }
            case .failure(let failure):
                diagnostics.add(failure.diagnostic(places: places, limits: limits))
                return nil
            }
        }
        let root: SyntaxNode?
        switch outcome {
        case .success(let document):
            root = document.root
        case .failure(.abandon(let reason)):
            secondDocument.map { diagnostics.add(Self.secondDocument(at: $0)) }
            diagnostics.add(reason.code, reason.message, at: reason.location)
            return nil
        case .failure(.libyaml):
            // Yams reads the same bytes with the same libyaml and so fails too; this only keeps
            // a broken promise from passing as a readable file.
            diagnostics.add(.yamlSyntax, "libyaml cannot read the file", at: start)
            return nil
        }
        guard let root else {
            diagnostics.add(
                .invalidStructure,
                "the file is empty; a graph file is a mapping with keys such as 'version', 'screens' and 'flows'",
                at: start)
            return nil
        }
        secondDocument.map { diagnostics.add(Self.secondDocument(at: $0)) }
        builder.duplicateKeys.forEach { diagnostics.add($0) }
        return root
    }

    private static func secondDocument(at location: SourceLocation) -> Diagnostic {
        Diagnostic(.invalidStructure, "a graph file holds one YAML document; this is a second one", at: location)
    }
}
