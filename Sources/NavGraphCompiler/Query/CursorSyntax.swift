/// The syntax around a place in a graph file where an editor asks for completion: the keys and
/// list items from the top of the file down to it, and whether a key or a value is being typed.
///
/// Found by reading the text before the place with the compiler's own reader, a mark standing
/// for the word being typed and the flow collections (and quotes) still open there closed, so
/// it works inside mappings left incomplete (`{ to: `, a route with no keys yet) and whatever
/// follows the place, broken or not. Only the text before the place must read as YAML.
public struct CursorSyntax: Hashable, Sendable {
    /// One step down the tree.
    public enum Step: Hashable, Sendable {
        /// The value of this key in a mapping.
        case key(String)
        /// The item at this index of a list.
        case item(Int)
    }

    /// What is typed at the place.
    public enum Role: Hashable, Sendable {
        /// A key of the mapping at `path`.
        case key
        /// The value at `path`: a word, a name, or the start of a mapping's first key.
        case value
    }

    /// The steps from the top of the file to the mapping whose key, or the value, is typed.
    public var path: [Step]
    /// Whether a key or a value is typed.
    public var role: Role
    /// The part of the word before the place, already typed.
    public var typed: String

    /// Creates the syntax around a place.
    public init(path: [Step], role: Role, typed: String) {
        self.path = path
        self.role = role
        self.typed = typed
    }

    /// Stands for the word being typed; no graph spells it.
    static let mark = "navgraphCursorMark"

    /// The syntax around byte `offset` of `file`, or `nil` when the text before it does not
    /// read as YAML even with the mark and closers.
    ///
    /// Where the cursor's line starts outside any flow collection, only the lines that hold it
    /// (each less indented than the one below it) are read with it: a 2,000-screen file is
    /// read a few lines deep, not up to the cursor. Should those lines not read alone (an alias
    /// defined on a line left out), the whole text before the cursor is read.
    public static func at(byte offset: Int, in file: SourceFile) -> CursorSyntax? {
        let prefix = Array(file.contents[..<min(max(offset, 0), file.contents.count)])
        if let window = enclosingLines(of: prefix), let found = read(window, path: file.path) { return found }
        return read(prefix, path: file.path)
    }

    /// The text before the cursor read with the mark, `nil` when it does not read.
    private static func read(_ prefix: [UInt8], path: String) -> CursorSyntax? {
        let open = OpenSyntax(prefix)
        // A mark alone is a plain scalar: a value, a flow mapping's key, or the start of a
        // block mapping's first key; after a block mapping's keys only a key reads, so that
        // is tried next.
        let attempts = open.quote != nil ? [""] : ["", ": "]
        for ending in attempts {
            let text = prefix + Array((mark + ending + open.closers + "\n").utf8)
            var diagnostics = DiagnosticBag()
            guard let tree = SyntaxReader.read(SourceFile(path: path, contents: text), diagnostics: &diagnostics),
                var found = find(in: tree, path: [])
            else { continue }
            found.typed = open.typedWord
            return found
        }
        return nil
    }

    /// The cursor's line (up to the cursor) under the lines that hold it: walking up, each line
    /// less indented than the last one kept, up to one at the margin; and the nearest line
    /// indented as the cursor's, so that a key typed after others reads as a key. `nil` when the
    /// cursor's line starts inside a flow collection or a quote, where indentation says nothing.
    private static func enclosingLines(of prefix: [UInt8]) -> [UInt8]? {
        let lineStart = prefix.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
        guard lineStart > 0 else { return nil }
        let before = OpenSyntax(Array(prefix[..<lineStart]))
        guard before.closers.isEmpty else { return nil }
        var kept = [prefix[lineStart...]]
        var indent = indentation(of: prefix[lineStart...], whole: true)
        var sibling = indent
        var end = lineStart - 1
        while indent > 0, end > 0 {
            let start = prefix[..<end].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            let line = prefix[start..<end]
            let lineIndent = indentation(of: line, whole: false)
            let content = line.dropFirst(lineIndent)
            if !content.isEmpty, content.first != UInt8(ascii: "#"), content.first != 0x0D {
                if lineIndent < indent {
                    kept.insert(prefix[start...end], at: 0)
                    indent = lineIndent
                } else if lineIndent == sibling {
                    kept.insert(prefix[start...end], at: 0)
                }
                // One sibling only, and only before the lines that hold it.
                sibling = -1
            }
            end = start - 1
        }
        guard indent == 0 else { return nil }
        return kept.flatMap { $0 }
    }

    /// The spaces a line starts with; a line of spaces alone (the cursor's) counts whole when
    /// `whole` is set, since what is typed there goes at the cursor.
    private static func indentation(of line: ArraySlice<UInt8>, whole: Bool) -> Int {
        let spaces = line.prefix { $0 == 0x20 }.count
        return spaces == line.count && !whole ? Int.max : spaces
    }

    /// Where the mark is in `node`, whose place is `path`.
    private static func find(in node: SyntaxNode, path: [Step]) -> CursorSyntax? {
        switch node.kind {
        case .scalar(let text, _):
            return text.contains(mark) ? CursorSyntax(path: path, role: .value, typed: "") : nil
        case .sequence(let items):
            for (index, item) in items.enumerated() {
                if let found = find(in: item, path: path + [.item(index)]) { return found }
            }
            return nil
        case .mapping(let pairs):
            for pair in pairs {
                if pair.key.scalarText?.contains(mark) == true { return CursorSyntax(path: path, role: .key, typed: "") }
                if let key = pair.key.scalarText, let found = find(in: pair.value, path: path + [.key(key)]) { return found }
            }
            return nil
        }
    }
}

/// What is still open at the end of a text: flow collections and a quote, and the word typed last.
private struct OpenSyntax {
    /// The flow collections' closing brackets, innermost first, after the quote's closing mark.
    private(set) var closers = ""
    /// The quote still open (`"` or `'`), if one is.
    private(set) var quote: UInt8?
    /// The word just before the end: the name or key typed so far.
    private(set) var typedWord = ""

    init(_ text: [UInt8]) {
        var brackets: [UInt8] = []
        var inComment = false
        var previous: UInt8 = 0x0A
        var index = 0
        while index < text.count {
            let byte = text[index]
            defer { previous = byte; index += 1 }
            if inComment {
                if byte == 0x0A || byte == 0x0D { inComment = false }
                continue
            }
            if let open = quote {
                if open == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") { index += 1; continue }
                // Inside single quotes, '' is a quote written once: it closes and opens again.
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "#") where previous == 0x20 || previous == 0x09 || previous == 0x0A || previous == 0x0D:
                inComment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // A quote opens a scalar only where one starts, not inside a word (it's).
                if Self.startsScalar(after: previous) { quote = byte }
            case UInt8(ascii: "{"): brackets.append(UInt8(ascii: "}"))
            case UInt8(ascii: "["): brackets.append(UInt8(ascii: "]"))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): if !brackets.isEmpty { brackets.removeLast() }
            default: break
            }
        }
        closers = String(decoding: (quote.map { [$0] } ?? []) + brackets.reversed(), as: UTF8.self)
        let wordStart = text.lastIndex { Self.endsWord($0) }.map { $0 + 1 } ?? 0
        typedWord = String(decoding: text[wordStart...], as: UTF8.self)
    }

    /// Whether a scalar may start after `byte`: at a line's start, after a space, an indicator or a bracket.
    private static func startsScalar(after byte: UInt8) -> Bool {
        [0x0A, 0x0D, 0x20, 0x09, UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: "-")].contains(byte)
    }

    /// Whether `byte` is no part of a name: space, a line break, YAML's indicators, a quote.
    private static func endsWord(_ byte: UInt8) -> Bool {
        [0x0A, 0x0D, 0x20, 0x09, UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
         UInt8(ascii: "}"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "#")].contains(byte)
    }
}
