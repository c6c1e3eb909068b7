/// What a light scan of an app's Swift files finds about its types: for each type name, the
/// functions its declaration and its extensions declare (in any of the files), by name and
/// argument labels (`start(context:)`), the names its declaration and its extensions inherit
/// from, and where each is written.
///
/// Not a Swift parser: the tool does not depend on swift-syntax, and a FlowController is a plain
/// type whose requirements are plain functions. The scan blanks out comments and string
/// literals, finds `class`, `struct`, `enum`, `actor` and `extension` followed by a name and the
/// braces of the body, and `func name(` inside. A function of a nested type is counted for the
/// outer one too, which can only hide a missing requirement, never invent one.
struct SwiftTypeScan {
    /// A function as written: its key, its signature and where its name is.
    struct ScannedFunction {
        /// The name and argument labels, `makeEdit()` or `start(context:)`.
        var key: String
        /// Its signature from the name to the body's brace, spaces collapsed
        /// (`makeTrips() -> TripsFlowController`).
        var signature: String
        /// Where its name is written.
        var location: SourceLocation
    }

    /// A type's declaration and extensions, as far as the scan sees them.
    struct ScannedType {
        /// Every function declared in the bodies.
        var declaredFunctions: [ScannedFunction] = []
        /// The names after `:` in the type's own declaration (its superclass and protocols).
        var inherits: [String] = []
        /// The names after `:` in its declaration and in its extensions: what it conforms to.
        var conformances: [String] = []
        /// Where its declarations (not its extensions) name it, in the order scanned.
        var declarations: [SourceLocation] = []
        /// Where its extensions name it, in the order scanned.
        var extensions: [SourceLocation] = []
        /// Whether the body declares a `view` property (a SwiftUI FlowController's).
        var hasViewProperty = false

        /// Whether a declaration (not only an extension) was seen.
        var isDeclared: Bool { !declarations.isEmpty }

        /// Every function key (`makeEdit()`, `start(context:)`) declared in the bodies.
        var functions: Set<String> { Set(declaredFunctions.map(\.key)) }
    }

    private(set) var types: [String: ScannedType] = [:]

    /// Scans `sources` (the app's Swift files: each one's path for the places it reports, and its text).
    init(_ sources: [SourceFile]) {
        for source in sources {
            let text = String(decoding: source.contents, as: UTF8.self)
            scan(Self.blankingCommentsAndStrings(text), places: CharacterPlaces(path: source.path, text: text))
        }
    }

    /// The names of the types that conform to `name` (in their declaration or an extension), sorted.
    func typesConforming(to name: String) -> [String] {
        types.filter { $0.value.conformances.contains(name) }.keys.sorted()
    }

    private mutating func scan(_ text: [Character], places: CharacterPlaces) {
        var index = 0
        while let (keyword, nameRange) = Self.nextDeclaration(in: text, from: index) {
            let name = String(text[nameRange])
            guard let open = text[nameRange.upperBound...].firstIndex(of: "{") else { return }
            let close = Self.matchingBrace(in: text, open: open)
            let header = String(text[nameRange.upperBound..<open])
            var type = types[name] ?? ScannedType()
            type.declaredFunctions += Self.functions(in: text, body: (open + 1)..<close, places: places)
            type.hasViewProperty = type.hasViewProperty || String(text[(open + 1)..<close]).contains("var view:")
            type.conformances += Self.inheritedNames(header)
            if keyword == "extension" {
                type.extensions.append(places.location(of: nameRange.lowerBound))
            } else {
                type.declarations.append(places.location(of: nameRange.lowerBound))
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

    /// The functions declared in `body` of `text`: `func name(label: T, _ other: U)` has the key
    /// `name(label:_:)`.
    private static func functions(in text: [Character], body: Range<Int>, places: CharacterPlaces) -> [ScannedFunction] {
        var found: [ScannedFunction] = []
        var index = body.lowerBound
        while let keyword = nextWord("func", in: text, from: index, before: body.upperBound) {
            index = keyword + 4
            var nameStart = index
            while nameStart < body.upperBound, text[nameStart].isWhitespace { nameStart += 1 }
            let nameEnd = wordEnd(text, nameStart)
            guard nameEnd > nameStart, let open = text[nameEnd..<body.upperBound].firstIndex(of: "(") else { continue }
            let close = matching(in: text, open: open, opening: "(", closing: ")")
            let labels = labels(String(text[(open + 1)..<min(close, text.count)])).map { $0 + ":" }.joined()
            let end = text[nameStart..<body.upperBound].firstIndex(of: "{") ?? body.upperBound
            let signature = String(text[nameStart..<end]).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            found.append(ScannedFunction(key: String(text[nameStart..<nameEnd]) + "(" + labels + ")", signature: signature, location: places.location(of: nameStart)))
        }
        return found
    }

    /// The key of a requirement's signature (`makeEdit() -> any EditFlowControlling`).
    static func key(ofSignature signature: String) -> String {
        let text = Array("func " + signature + " {}")
        let places = CharacterPlaces(path: "", text: String(text))
        return functions(in: text, body: 0..<text.count, places: places).first?.key ?? signature
    }

    /// The words (identifiers, keywords) of `text`: `makeTrips() -> TripsFlowController` has
    /// `makeTrips` and `TripsFlowController`.
    static func words(in text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init)
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

    /// The first `word` at word boundaries in `text` from `start`, ending before `end`.
    private static func nextWord(_ word: String, in text: [Character], from start: Int, before end: Int) -> Int? {
        let target = Array(word)
        var index = start
        while index + target.count <= end {
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

/// The line and column of each character of a Swift file, for the places scaffold's report
/// points at: lines break at line breaks, columns count Unicode scalars from 1.
struct CharacterPlaces {
    private let path: String
    private let characters: [Character]
    /// The index of the first character of each line.
    private let lineStarts: [Int]

    init(path: String, text: String) {
        let characters = Array(text)
        self.path = path
        self.characters = characters
        lineStarts = [0] + characters.indices.filter { characters[$0].isNewline }.map { $0 + 1 }
    }

    /// Where the character at `index` is.
    func location(of index: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let column = characters[lineStarts[low]..<min(index, characters.count)].reduce(0) { $0 + $1.unicodeScalars.count } + 1
        return SourceLocation(file: path, line: low + 1, column: column)
    }
}
