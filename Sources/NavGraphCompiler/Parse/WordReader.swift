/// Reads a value that must be one of a fixed set of words (a route style, a flow kind, a `ui`
/// option): `invalid-structure` for any other value, with a suggestion when one is close.
enum WordReader {
    /// `offered` picks the words a message lists and suggests; a word it leaves out is still read,
    /// for a rule of its own to say why it does not fit there (`compact: overlay`).
    static func read<Word: RawRepresentable & CaseIterable>(
        _ node: SyntaxNode, as: Word.Type, what: String, offered: (Word) -> Bool = { _ in true }, diagnostics: inout DiagnosticBag
    ) -> Located<Word>? where Word.RawValue == String {
        // The words are listed only for a message: a debug build pays for building the list (and
        // the generic key path) on every route otherwise.
        guard let text = node.scalarText, !node.isNull else {
            let words = Word.allCases.filter(offered).map { $0.rawValue }
            diagnostics.add(.invalidStructure, "'\(what)' must be one of \(list(words)), not \(node.shapeDescription)", at: node.range)
            return nil
        }
        guard let value = Word(rawValue: text) else {
            let words = Word.allCases.filter(offered).map { $0.rawValue }
            var hint = diagnostics.didYouMean(text, among: words)
            if hint.isEmpty, let named = wordItNames(text, among: words) { hint = "; did you mean '\(named)'?" }
            diagnostics.add(.invalidStructure, "'\(text)' is not a \(what); expected \(list(words))\(hint)", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    /// The word that `text` spells with the platform's longer name (`safariView`, `shareSheet`:
    /// `safari`, `share`), or begins (`confirmation`: `confirmationDialog`), where no word is a few
    /// edits away: a fixed vocabulary's words are short, so an edit distance misses these.
    private static func wordItNames(_ text: String, among words: [String]) -> String? {
        let typed = text.lowercased()
        guard typed.count >= 4 else { return nil }
        let longer = words.filter { typed.hasPrefix($0.lowercased()) }.max { $0.count < $1.count }
        return longer ?? words.first { $0.lowercased().hasPrefix(typed) }
    }

    /// `'a', 'b' or 'c'` (or with another `conjunction`: `'a' and 'b'`).
    static func list(_ words: [String], conjunction: String = "or") -> String {
        prose(words.map { "'\($0)'" }, conjunction: conjunction)
    }

    /// `a, b or c`: one or more items as a sentence lists them.
    static func prose(_ items: [String], conjunction: String = "or") -> String {
        items.count == 1 ? items[0] : items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }
}
