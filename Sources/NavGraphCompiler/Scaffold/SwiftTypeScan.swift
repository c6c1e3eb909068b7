/// What a light scan of an app's Swift files finds about its types: for each type name, the
/// functions its declaration and its extensions declare (in any of the files), by name and
/// argument labels (`start(context:)`), and the names its declaration inherits from.
///
/// Not a Swift parser: the tool does not depend on swift-syntax, and a FlowController is a plain
/// type whose requirements are plain functions. The scan blanks out comments and string
/// literals, finds `class`, `struct`, `enum`, `actor` and `extension` followed by a name and the
/// braces of the body, and `func name(` inside. A function of a nested type is counted for the
/// outer one too, which can only hide a missing requirement, never invent one.
struct SwiftTypeScan {
    /// A type's declaration and extensions, as far as the scan sees them.
    struct ScannedType {
        /// Every function key (`makeEdit()`, `start(context:)`) declared in the bodies.
        var functions: Set<String> = []
        /// The names after `:` in the type's own declaration (its superclass and protocols).
        var inherits: [String] = []
        /// Whether a declaration (not only an extension) was seen.
        var isDeclared = false
        /// Whether the body declares a `view` property (a SwiftUI FlowController's).
        var hasViewProperty = false
    }

    private(set) var types: [String: ScannedType] = [:]

    /// Scans `sources` (the text of each Swift file).
    init(_ sources: [String]) {
        for source in sources { scan(Self.blankingCommentsAndStrings(source)) }
    }

    private mutating func scan(_ text: [Character]) {
        var index = 0
        while let (keyword, nameRange) = Self.nextDeclaration(in: text, from: index) {
            let name = String(text[nameRange])
            guard let open = text[nameRange.upperBound...].firstIndex(of: "{") else { return }
            let close = Self.matchingBrace(in: text, open: open)
            let header = String(text[nameRange.upperBound..<open])
            let body = Array(text[(open + 1)..<close])
            var type = types[name] ?? ScannedType()
            type.functions.formUnion(Self.functionKeys(in: body))
            type.hasViewProperty = type.hasViewProperty || String(body).contains("var view:")
            if keyword != "extension" {
                type.isDeclared = true
                type.inherits += Self.inheritedNames(header)
            }
            types[name] = type
            // Nested types are scanned too: look inside the body next.
            index = open + 1
        }
    }

    // MARK: Reading the text

    private static let keywords = ["class", "struct", "enum", "actor", "extension"]

    /// The next `keyword Name` at a word boundary, from `start`.
    private static func nextDeclaration(in text: [Character], from start: Int) -> (String, Range<Int>)? {
        var index = start
        while index < text.count {
            guard isWordStart(text, index) else { index += 1; continue }
            let word = wordEnd(text, index)
            let keyword = String(text[index..<word])
            index = word
            guard keywords.contains(keyword) else { continue }
            var nameStart = word
            while nameStart < text.count, text[nameStart].isWhitespace { nameStart += 1 }
            guard nameStart > word, nameStart < text.count, text[nameStart].isLetter || text[nameStart] == "_" else { continue }
            return (keyword, nameStart..<wordEnd(text, nameStart))
        }
        return nil
    }

    /// The function keys declared in `body`: `func name(label: T, _ other: U)` gives `name(label:_:)`.
    static func functionKeys(in body: [Character]) -> [String] {
        var keys: [String] = []
        var index = 0
        while let found = nextWord("func", in: body, from: index) {
            index = found + 4
            var nameStart = index
            while nameStart < body.count, body[nameStart].isWhitespace { nameStart += 1 }
            let nameEnd = wordEnd(body, nameStart)
            guard nameEnd > nameStart, let open = body[nameEnd...].firstIndex(where: { $0 == "(" }) else { continue }
            let close = matching(in: body, open: open, opening: "(", closing: ")")
            keys.append(String(body[nameStart..<nameEnd]) + "(" + labels(String(body[(open + 1)..<close])).map { $0 + ":" }.joined() + ")")
        }
        return keys
    }

    /// The key of a requirement's signature (`makeEdit() -> any EditFlowControlling`).
    static func key(ofSignature signature: String) -> String {
        functionKeys(in: Array("func " + signature)).first ?? signature
    }

    /// The argument labels of a parameter list: each parameter's first word.
    private static func labels(_ parameters: String) -> [String] {
        var labels: [String] = []
        var depth = 0
        var current = ""
        for character in parameters + "," {
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            if character == ",", depth == 0 {
                let name = current.split(separator: ":").first.map { $0.split(separator: " ").first.map(String.init) ?? "" } ?? ""
                if !name.isEmpty { labels.append(name) }
                current = ""
            } else {
                current.append(character)
            }
        }
        return labels
    }

    private static func inheritedNames(_ header: String) -> [String] {
        guard let colon = header.firstIndex(of: ":") else { return [] }
        let list = header[header.index(after: colon)...].components(separatedBy: " where ").first ?? ""
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    private static func nextWord(_ word: String, in text: [Character], from start: Int) -> Int? {
        let target = Array(word)
        var index = start
        while index + target.count <= text.count {
            if isWordStart(text, index), wordEnd(text, index) == index + target.count, Array(text[index..<(index + target.count)]) == target {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func isWordStart(_ text: [Character], _ index: Int) -> Bool {
        (text[index].isLetter || text[index] == "_") && (index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_"))
    }

    private static func wordEnd(_ text: [Character], _ start: Int) -> Int {
        var end = start
        while end < text.count, text[end].isLetter || text[end].isNumber || text[end] == "_" { end += 1 }
        return end
    }

    private static func matchingBrace(in text: [Character], open: Int) -> Int {
        matching(in: text, open: open, opening: "{", closing: "}")
    }

    /// The index of the bracket that closes the one at `open`, or the end of the text.
    private static func matching(in text: [Character], open: Int, opening: Character, closing: Character) -> Int {
        var depth = 0
        for index in open..<text.count {
            if text[index] == opening { depth += 1 }
            if text[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return text.count
    }

    /// The text with comments and the insides of string literals replaced by spaces (line
    /// breaks kept), so that neither a commented-out `func` nor a brace in a string counts.
    static func blankingCommentsAndStrings(_ source: String) -> [Character] {
        var text = Array(source)
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where !text[position].isNewline { text[position] = " " }
        }
        while index < text.count {
            let rest = text[index...]
            if rest.starts(with: ["/", "/"]) {
                let end = text[index...].firstIndex(where: \.isNewline) ?? text.count
                blank(index..<end)
                index = end
            } else if rest.starts(with: ["/", "*"]) {
                var depth = 0
                var end = index
                repeat {
                    if text[end...].starts(with: ["/", "*"]) { depth += 1; end += 2 }
                    else if text[end...].starts(with: ["*", "/"]) { depth -= 1; end += 2 }
                    else { end += 1 }
                } while depth > 0 && end < text.count
                blank(index..<min(end, text.count))
                index = end
            } else if text[index] == "\"" {
                let delimiter: [Character] = rest.starts(with: ["\"", "\"", "\""]) ? ["\"", "\"", "\""] : ["\""]
                var end = index + delimiter.count
                while end < text.count, !text[end...].starts(with: delimiter) {
                    end += text[end] == "\\" ? 2 : 1
                }
                blank((index + delimiter.count)..<min(end, text.count))
                index = min(end + delimiter.count, text.count)
            } else {
                index += 1
            }
        }
        return text
    }
}
