/// Collects lines of text at nesting levels: the one way renderers in this folder write output.
struct IndentedText {
    private var lines: [String] = []
    private var level = 0
    private let indentation: String

    /// Starts empty; each nesting level indents by `indentation`.
    init(indentation: String = "  ") {
        self.indentation = indentation
    }

    /// Writes one line at the current level.
    mutating func line(_ text: String) {
        lines.append(String(repeating: indentation, count: level) + text)
    }

    /// Writes the lines `body` writes one level deeper.
    mutating func nested(_ body: (inout IndentedText) -> Void) {
        level += 1
        body(&self)
        level -= 1
    }

    /// The text, each line ending in a newline.
    var text: String { lines.map { $0 + "\n" }.joined() }
}
