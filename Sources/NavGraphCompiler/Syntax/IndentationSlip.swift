/// A YAML error that is an indentation slip, said in the words of someone who indents code:
/// which line is indented too far, or not far enough, and where the keys it could line up with
/// are. libyaml says "did not find expected key while parsing a block mapping", often on the
/// line after the slip, and "mapping values are not allowed in this context" for a key indented
/// under one that already has a value.
///
/// Read from the lines of the file up to the error, as a person reads them: a line's indentation
/// is its leading spaces, and the keys above it that it could line up with are the nearest line
/// before it and each line above with less indentation (its parents). The usual step (2 spaces,
/// or what the file uses) says which of two lines is the odd one.
struct IndentationSlip {
    /// The line the slip is reported at.
    let line: Int
    /// The column there: where the line's text starts, or the value that holds `: `.
    let column: Int
    /// What to say.
    let message: String

    /// A line of text as the reading sees it.
    private struct Line {
        var number: Int
        var indent: Int
        /// The key the line starts with (`routes` for `routes: {...}`), or its first item for a list item.
        var key: String
        /// Whether it is a `key: value` line with the value on it (not `key:` opening a block).
        var hasValue: Bool
        var isListItem: Bool

        var column: Int { indent + 1 }
        var quoted: String { "'\(key)'" }
    }

    /// The slip libyaml's `problem` at `line` (1-based, its column ignored: the line's own
    /// indentation is what matters) is, given the file's lines (`text(n)` is line n); `nil` when
    /// the error is not one.
    init?(problem: String?, line errorLine: Int, column errorColumn: Int, text: (Int) -> String?) {
        guard let problem, let current = Self.read(errorLine, text) else { return nil }
        let above = Self.linesAbove(errorLine, text)
        if problem.hasPrefix("did not find expected key") {
            guard let slip = current.isListItem
                ? Self.listItemOffColumn(current, above: above)
                : Self.underAValue(current, above: above) ?? Self.dedentBetweenLevels(current, above: above)
            else { return nil }
            self = slip
        } else if problem.hasPrefix("mapping values are not allowed") {
            guard let slip = Self.valueInValue(current, column: errorColumn, text: text(errorLine) ?? "", above: above) else { return nil }
            self = slip
        } else if problem.hasPrefix("did not find expected '-' indicator") {
            guard let slip = Self.listItemOffColumn(current, above: above) else { return nil }
            self = slip
        } else {
            return nil
        }
    }

    private init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    private init(at line: Line, _ message: String) {
        self.init(line: line.number, column: line.column, message: message)
    }

    // MARK: The three slips

    /// A line dedented to a column between two levels: it lines up with no key above.
    private static func dedentBetweenLevels(_ current: Line, above: [Line]) -> IndentationSlip? {
        let chain = parents(of: above)
        guard let deeper = chain.last(where: { $0.indent > current.indent }),
              let parent = chain.first(where: { $0.indent < current.indent }) else { return nil }
        let step = usualStep(above)
        // The block above under `parent` starts at `first`: every line between `parent` and the
        // current one is indented further than `parent` (else it would be in the chain).
        let first = above.first { $0.number > parent.number && $0.indent == deeper.indent } ?? deeper
        if current.indent - parent.indent == step && deeper.indent - parent.indent != step {
            return IndentationSlip(
                at: first,
                "\(first.quoted) is indented too far? It is at column \(first.column), and \(current.quoted) (line \(current.number)), a key under \(parent.quoted) as well, is at column \(current.column)")
        }
        return IndentationSlip(
            at: current,
            "\(current.quoted) is at column \(current.column), where it lines up with no key above it: \(deeper.quoted) (line \(deeper.number)) is at column \(deeper.column), \(parent.quoted) (line \(parent.number)) at column \(parent.column); "
                + (current.indent > parent.indent + step / 2 && deeper.indent - parent.indent == step
                    ? "not indented far enough, to be a key under \(parent.quoted) beside \(deeper.quoted)?"
                    : "indented too far, to be a key beside \(parent.quoted)?"))
    }

    /// A `: ` inside a value, or a key indented under a line whose value is already written.
    private static func valueInValue(_ current: Line, column: Int, text: String, above: [Line]) -> IndentationSlip? {
        let scalars = Array(text.unicodeScalars)
        let firstColon = current.indent + current.key.unicodeScalars.count + 1
        // The `: ` libyaml stopped at comes after the line's own key: a value holding `: `.
        if column > firstColon, column <= scalars.count, scalars[column - 1] == ":" {
            let valueStart = scalars[firstColon...].firstIndex { $0 != " " } ?? firstColon
            let value = String(String.UnicodeScalarView(scalars[valueStart...])).trimmingCharacters(in: .whitespaces)
            return IndentationSlip(
                line: current.number, column: valueStart + 1,
                message: "the value of \(current.quoted) holds ': ', which YAML reads as the start of another key; put the value in quotes: \(current.key): \"\(value)\"")
        }
        return underAValue(current, above: above)
    }

    /// A key indented further than the line above it, whose value is already written.
    private static func underAValue(_ current: Line, above: [Line]) -> IndentationSlip? {
        guard let previous = above.last, previous.hasValue, previous.indent < current.indent else { return nil }
        return IndentationSlip(
            at: current,
            "\(current.quoted) is indented further than \(previous.quoted) above it (line \(previous.number)), whose value is already written: indented too far? Write it at column \(previous.column), beside \(previous.quoted)")
    }

    /// A list item at another column than the items above it in the same list.
    private static func listItemOffColumn(_ current: Line, above: [Line]) -> IndentationSlip? {
        guard let item = above.last(where: { $0.isListItem && $0.indent != current.indent }) else { return nil }
        let direction = current.indent > item.indent ? "indented too far" : "not indented far enough"
        let what = current.isListItem ? "the list item \(current.quoted)" : current.quoted
        return IndentationSlip(
            at: current,
            "\(what) is at column \(current.column), but the item of the list above it (line \(item.number)) is at column \(item.column): \(direction)?")
    }

    // MARK: Reading lines

    /// The lines before `number` that hold something (no blank or comment-only lines), in order.
    private static func linesAbove(_ number: Int, _ text: (Int) -> String?) -> [Line] {
        (1..<max(number, 1)).compactMap { read($0, text) }
    }

    /// The line `number` as the reading sees it; `nil` for a blank or comment-only line.
    private static func read(_ number: Int, _ text: (Int) -> String?) -> Line? {
        guard let text = text(number) else { return nil }
        let indent = text.prefix { $0 == " " }.count
        var rest = Substring(text.dropFirst(indent))
        guard let first = rest.first, first != "#" else { return nil }
        let isListItem = rest.hasPrefix("- ") || rest == "-"
        if isListItem { rest = rest.dropFirst(1).drop { $0 == " " } }
        let key = rest.prefix { $0 != ":" }
        let afterColon = rest.dropFirst(key.count + 1).drop { $0 == " " }
        let hasValue = key.count < rest.count && !afterColon.isEmpty && afterColon.first != "#"
        return Line(number: number, indent: indent, key: String(isListItem ? rest.prefix(40) : key.prefix(40)), hasValue: hasValue, isListItem: isListItem)
    }

    /// The nearest line and each line above it with less indentation than the last taken:
    /// the keys a line below could line up with, deepest first.
    private static func parents(of above: [Line]) -> [Line] {
        var chain: [Line] = []
        for line in above.reversed() where chain.last.map({ line.indent < $0.indent }) ?? true {
            chain.append(line)
        }
        return chain
    }

    /// How far the file indents a block under its key, most often (2 when nothing says).
    private static func usualStep(_ lines: [Line]) -> Int {
        var counts: [Int: Int] = [:]
        for (line, next) in zip(lines, lines.dropFirst()) where next.indent > line.indent && !line.hasValue {
            counts[next.indent - line.indent, default: 0] += 1
        }
        return counts.max { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }?.key ?? 2
    }
}
