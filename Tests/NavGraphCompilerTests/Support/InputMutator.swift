import NavGraphGraphShapes

/// Random edits of a graph file's bytes, aimed where readers go wrong: line breaks of every
/// kind, quotes, aliases and anchors, flow brackets, keys, tabs, byte-order marks, bytes that are
/// not UTF-8, letters that are not identifier letters, and text equal only after normalization.
struct InputMutator {
    var generator: SeededGenerator

    /// Snippets inserted at random places.
    static let snippets: [[UInt8]] = [
        "\r", "\r\n", "\n", "\u{85}", "\u{2028}", "\u{2029}", "\t", "\u{FEFF}", "\"", "'", "*a", "&a ", "*",
        "[", "]", "{", "}", ",", ": ", "? ", "- ", "#", "|\n", ">-\n", "---\n", "...\n", "Ⓐ", "é", "e\u{301}",
        "Int???", "[[[", "\\", "!!str ", "%YAML 1.1\n", " ", "x: 1\n", "routes:\n", "context: ", "\u{0}", "\u{1}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80]]

    /// One to four edits of `bytes`.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = Int.random(in: 0...bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0, 1:
                bytes.insert(contentsOf: Self.snippets.randomElement(using: &generator)!, at: position)
            case 2:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
                bytes.removeSubrange(position..<end)
            case 3:
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: Array(bytes[position..<end]), at: end)
            default:
                bytes.removeSubrange(position...)
            }
        }
        return bytes
    }
}
