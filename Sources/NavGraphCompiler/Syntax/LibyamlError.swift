import CYaml

/// Why libyaml stopped reading a file, as its parser recorded it, and the located diagnostic
/// that says so.
struct LibyamlError: Error {
    /// Where libyaml placed the problem.
    enum Place {
        /// A byte offset into the text libyaml read: its reader's errors (a character YAML does
        /// not allow), which carry no line and column.
        case byte(Int)
        /// A 1-based line and column: its scanner's and parser's errors.
        case mark(line: Int, column: Int)
    }

    /// What went wrong ("did not find expected ',' or '}'"), when libyaml said.
    let problem: String?
    /// What libyaml was reading ("while parsing a flow mapping"), when it said.
    let context: String?
    let place: Place

    /// The error a parser holds after `yaml_parser_parse` failed.
    init(_ parser: yaml_parser_t) {
        problem = parser.problem.map { String(cString: $0) }
        context = parser.context.map { String(cString: $0) }
        place = parser.error.rawValue == YAML_READER_ERROR.rawValue
            ? .byte(parser.problem_offset)
            : .mark(line: parser.problem_mark.line + 1, column: parser.problem_mark.column + 1)
    }

    /// Whether libyaml stopped at its own nesting limit (1,000 levels, far past `SyntaxLimits`'),
    /// rather than at a mistake in the text.
    var isNestingLimit: Bool {
        problem?.hasPrefix("Maximum nesting level") == true
    }

    /// The diagnostic: `yaml-syntax` with libyaml's words, or `limit-exceeded` for libyaml's
    /// nesting limit. A tab, and a byte-order mark inside the file, get words of their own:
    /// libyaml's do not mention them, and neither can be seen in an editor; so does an
    /// indentation slip (`IndentationSlip`), at the line that slipped.
    func diagnostic(places: SourcePlaces, limits: SyntaxLimits) -> Diagnostic {
        let location = switch place {
        case .byte(let offset): places.location(ofByte: offset)
        case .mark(let line, let column): places.location(line: line, column: column)
        }
        if isNestingLimit {
            return Diagnostic(.limitExceeded, "nesting deeper than the limit of \(limits.maxDepth) levels", at: location)
        }
        // Columns count Unicode scalars: the line is read as scalars, not bytes.
        let line = Array(String(decoding: places.lines.line(location.line) ?? [], as: UTF8.self).unicodeScalars)
        let here = location.column <= line.count ? line[location.column - 1] : nil
        let before = location.column >= 2 && location.column - 2 < line.count ? line[location.column - 2] : nil
        if here == "\t" {
            return Diagnostic(.yamlSyntax, "a tab cannot indent or separate YAML; use spaces", at: location)
        }
        // libyaml skips a byte-order mark at a line's start but counts it as a column, so the
        // line reads as indented by one.
        if here == "\u{FEFF}" || before == "\u{FEFF}" {
            return Diagnostic(.yamlSyntax, "an invisible byte-order mark (U+FEFF) inside the file; remove it", at: location)
        }
        if case .mark(let line, let column) = place,
           let slip = IndentationSlip(problem: problem, line: line, column: column, text: { number in
               places.lines.line(number).map { String(decoding: $0, as: UTF8.self) }
           }) {
            return Diagnostic(.yamlSyntax, slip.message, at: places.location(line: slip.line, column: slip.column))
        }
        let words = [problem, context].compactMap { $0 }.filter { !$0.isEmpty }
        let message = words.isEmpty ? "libyaml cannot read the file here" : words.joined(separator: " ")
        return Diagnostic(.yamlSyntax, message, at: location)
    }
}
