/// A link's path pattern, as written under a screen's `links:`: `"/items/{id}"`,
/// `"/search/{keyword}?category={category}"`.
///
/// A pattern starts with `/` and has no empty segments; `"/"` alone is the root path. A
/// `{parameter}` is a whole path segment or a whole query value; each name appears once; the
/// last path segment may be `{parameter*}`, the rest of the path. Query items are written
/// `name={parameter}`, joined by `&`. A pattern may go on, after its path, with a route in the
/// URL's fragment, `#` and segments as a path's (`"/#/room/{id}?via={via}"`), which then holds
/// its query items; the fragment's last segment may take the rest.
public struct LinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One path segment.
    public enum Segment: Hashable, Sendable {
        /// Text that must appear as written (compared without regard to case).
        case literal(String)
        /// `{name}`: any one segment, read as the parameter's type.
        case parameter(LinkParameter)
        /// `{name*}`, the last segment: the rest of the path, one segment or more, as one text
        /// (the segments joined by `/`).
        case rest(LinkParameter)
    }

    /// One query item: `name={parameter}`.
    public struct QueryItem: Hashable, Sendable {
        /// The query item's name in the URL.
        public var name: String
        /// The parameter its value binds.
        public var parameter: LinkParameter
    }

    /// The pattern as written.
    public var text: String
    /// The path's segments, in order; empty for `"/"`.
    public var path: [Segment]
    /// The query items, in order: the URL's, or, for a pattern with a fragment, the fragment's.
    public var query: [QueryItem]
    /// The segments of the route the pattern reads in the URL's fragment (`"/#/room/{id}"`:
    /// `room`, `{id}`); empty for `"/#/"`, `nil` for a pattern without `#`, which ignores the
    /// fragment.
    public var fragment: [Segment]?

    /// The path's segments, then the fragment's: every segment the pattern reads, in order.
    public var segments: [Segment] { path + (fragment ?? []) }

    /// Every parameter: the path's, the fragment's, then the query's, in the order written.
    public var parameters: [LinkParameter] {
        segments.compactMap { segment in
            switch segment {
            case .literal: nil
            case .parameter(let parameter), .rest(let parameter): parameter
            }
        } + query.map(\.parameter)
    }

    /// The screen of a chain link's `through:` whose context `bindingParameters` bind; `nil` for
    /// the link's own screen.
    public var boundScreen: String?

    /// The parameters that bind the context of the link's own screen (or of `boundScreen`): all
    /// but those read and ignored (`{}`) and those of the other screens of a chain link
    /// (`{Profile.account}` binds Profile's).
    public var bindingParameters: [LinkParameter] { parameters.filter { !$0.isIgnored && $0.chainScreen == boundScreen } }

    /// The pattern as it binds the context of `screen`, one of the screens a chain link shows
    /// before its own (`through:`), so that the rules that bind a link's own screen bind that one.
    public func bindingChainScreen(_ screen: String) -> LinkPattern {
        var pattern = self
        pattern.boundScreen = screen
        return pattern
    }

    /// The pattern as written.
    public var description: String { text }
}

/// A `{name}` in a link pattern.
public struct LinkParameter: Hashable, Sendable {
    /// The name between the braces: a field of the screen's record context, or any name for a
    /// scalar context.
    public var name: String
    /// Whether it is a query value rather than a path segment.
    public var isInQuery: Bool
    /// Whether it takes the rest of the path (`{name*}`), which it reads as text.
    public var isRest = false
    /// Whether it is read and ignored (`{}`, without a name): a part of the URL that must be
    /// there and binds nothing, as a server name before a custom scheme's path.
    public var isIgnored: Bool { name.isEmpty }
    /// For `{Profile.account}`, the screen of a chain link (`through:`) whose context it binds.
    public var chainScreen: String? {
        name.firstIndex(of: ".").map { String(name[..<$0]) }
    }
    /// What it binds in its screen's context: a record's field name, or any name for a scalar;
    /// the name without its chain screen (`account` for `{Profile.account}`).
    public var field: String {
        name.firstIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? name
    }
    /// Where `{` is, in characters from the start of the pattern (for diagnostics).
    public var offset: Int
}

/// Why a pattern does not parse, and where.
public struct LinkPatternError: Error, Hashable, Sendable {
    /// One phrase, no trailing period.
    public var message: String
    /// Where the problem is, in characters from the start of the pattern.
    public var offset: Int
}

extension LinkPattern {
    /// Parses a pattern; the error names the first problem and where it is.
    public static func parse(_ text: String) -> Result<LinkPattern, LinkPatternError> {
        var parser = LinkPatternParser(text)
        do {
            return .success(try parser.pattern())
        } catch let error as LinkPatternError {
            return .failure(error)
        } catch {
            preconditionFailure("the link pattern parser throws only LinkPatternError")
        }
    }
}

/// The recursive-descent reading behind `LinkPattern.parse(_:)`, over the pattern's characters.
private struct LinkPatternParser {
    let characters: [Character]
    let text: String
    var seen: Set<String> = []

    init(_ text: String) {
        self.text = text
        characters = Array(text)
    }

    mutating func pattern() throws -> LinkPattern {
        if let bad = characters.firstIndex(where: \.isWhitespace) {
            throw LinkPatternError(message: "a link has no spaces; write '%20' for one", offset: bad)
        }
        guard characters.first == "/" else {
            throw LinkPatternError(message: "a link must start with '/'", offset: 0)
        }
        let hash = characters.firstIndex(of: "#")
        let queryStart = characters.firstIndex(of: "?") ?? characters.count
        var path: [LinkPattern.Segment]
        var fragment: [LinkPattern.Segment]?
        if let hash {
            try checkFragment(at: hash, queryStart: queryStart)
            path = try segments(0..<hash)
            if case .rest(let parameter)? = path.last {
                throw LinkPatternError(
                    message: "'{\(parameter.name)*}' takes the rest of the path, so no fragment can follow it; take the rest in the fragment, as in '/#/files/{\(parameter.name)*}'",
                    offset: parameter.offset)
            }
            fragment = try segments((hash + 1)..<queryStart)
        } else {
            path = try segments(0..<queryStart)
        }
        var query: [LinkPattern.QueryItem] = []
        if queryStart < characters.count {
            var names: Set<String> = []
            var start = queryStart + 1
            for end in (start..<characters.count).filter({ characters[$0] == "&" }) + [characters.count] {
                let item = try queryItem(start..<end)
                guard names.insert(item.name).inserted else {
                    throw LinkPatternError(message: "the query item '\(item.name)' is given twice", offset: start)
                }
                query.append(item)
                start = end + 1
            }
        }
        return LinkPattern(text: text, path: path, query: query, fragment: fragment)
    }

    /// The fragment starting at `hash` is a path of its own, with the pattern's query items after
    /// it: one `#`, then `/`, and no `?` before the `#` (the URL's own query is not read beside
    /// the fragment's).
    private func checkFragment(at hash: Int, queryStart: Int) throws {
        if queryStart < hash {
            throw LinkPatternError(
                message: "a link with a fragment reads its query items in the fragment; write them after the fragment's path, as in '/#/room/{id}?via={via}'",
                offset: queryStart)
        }
        if let second = characters[(hash + 1)...].firstIndex(of: "#") {
            throw LinkPatternError(message: "a link has one fragment ('#'); a fragment holds no '#'", offset: second)
        }
        guard hash + 1 < characters.count, characters[hash + 1] == "/" else {
            throw LinkPatternError(message: "a link's fragment is a path and starts with '/', as in '/#/room/{id}'", offset: hash)
        }
    }

    /// The segments of the path in `range`, which starts with its `/` (`"/"` alone has none); the
    /// rest (`{name*}`) only as the last.
    private mutating func segments(_ range: Range<Int>) throws -> [LinkPattern.Segment] {
        var path: [LinkPattern.Segment] = []
        guard range.count > 1 else { return path }
        var start = range.lowerBound + 1
        for end in (start..<range.upperBound).filter({ characters[$0] == "/" }) + [range.upperBound] {
            if case .rest(let parameter)? = path.last {
                throw LinkPatternError(message: "'{\(parameter.name)*}' takes the rest of the path: it must be the last segment", offset: parameter.offset)
            }
            path.append(try segment(start..<end))
            start = end + 1
        }
        return path
    }

    private mutating func segment(_ range: Range<Int>) throws -> LinkPattern.Segment {
        guard !range.isEmpty else {
            throw LinkPatternError(message: "a link has no empty segments; remove the extra '/'", offset: range.lowerBound)
        }
        let piece = characters[range]
        if piece.first == "{", range.count > 2, characters[range.upperBound - 2] == "*", piece.last == "}" {
            // `{name*}`: the name without its star.
            var rest = try parameter(range.lowerBound..<(range.upperBound - 2), closed: true, inQuery: false)
            rest.isRest = true
            return .rest(rest)
        }
        if piece.first == "{" { return .parameter(try parameter(range, inQuery: false)) }
        if let brace = piece.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            throw LinkPatternError(message: "a parameter must be a whole segment, as in '/items/{id}'", offset: brace)
        }
        let literal = String(piece)
        if case .failure(let refusal) = NavGraphLinkText.decodeSegment(literal) {
            throw LinkPatternError(message: "'\(literal)' matches no URL's segment: \(refusal.reason)", offset: offset(of: refusal, in: range))
        }
        return .literal(literal)
    }

    /// Where in `range`, a literal's characters, the cause of `refusal` is written: the character
    /// refused as it is written, else the first escape (which spells the refused text), else the
    /// literal's start.
    private func offset(of refusal: NavGraphLinkText.Refusal, in range: Range<Int>) -> Int {
        if case .character(let scalar) = refusal, let written = range.first(where: { characters[$0].unicodeScalars.contains(scalar) }) {
            return written
        }
        return range.first { characters[$0] == "%" } ?? range.lowerBound
    }

    private mutating func queryItem(_ range: Range<Int>) throws -> LinkPattern.QueryItem {
        let piece = characters[range]
        guard let equals = piece.firstIndex(of: "="), equals > range.lowerBound,
            !piece[..<equals].contains(where: { "{}/?".contains($0) })
        else {
            throw LinkPatternError(message: "a query item is written 'name={parameter}'", offset: range.lowerBound)
        }
        let value = (equals + 1)..<range.upperBound
        guard characters[value].first == "{" else {
            throw LinkPatternError(message: "a query value must be a whole parameter, as in '?category={category}'", offset: value.lowerBound)
        }
        let name = String(piece[..<equals])
        if case .failure(let refusal) = NavGraphLinkText.decode(name) {
            throw LinkPatternError(message: "the query item name '\(name)' matches no URL's: \(refusal.reason)", offset: offset(of: refusal, in: range.lowerBound..<equals))
        }
        return LinkPattern.QueryItem(name: name, parameter: try parameter(value, inQuery: true))
    }

    /// `{name}` filling the whole range, its name an identifier not used before in the pattern;
    /// with `closed`, the range holds `{name` (a `*}` follows it).
    private mutating func parameter(_ range: Range<Int>, closed: Bool = false, inQuery: Bool) throws -> LinkParameter {
        if closed {
            let name = String(characters[(range.lowerBound + 1)..<range.upperBound])
            return try named(name, at: range.lowerBound, inQuery: inQuery)
        }
        guard characters[range.upperBound - 1] == "}", range.count > 1 else {
            let message = inQuery ? "a query value must be a whole parameter, as in '?category={category}'" : "a parameter must be a whole segment, as in '/items/{id}'"
            throw LinkPatternError(message: message, offset: range.lowerBound)
        }
        return try named(String(characters[(range.lowerBound + 1)..<(range.upperBound - 1)]), at: range.lowerBound, inQuery: inQuery)
    }

    /// A parameter named `name`, an identifier not used before in the pattern; without a name
    /// (`{}`), a part read and ignored, as often as it is written.
    private mutating func named(_ name: String, at offset: Int, inQuery: Bool) throws -> LinkParameter {
        if name.isEmpty { return LinkParameter(name: name, isInQuery: inQuery, offset: offset) }
        // `{Profile.account}`: a parameter of a screen the link shows before its own (`through:`).
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ SwiftIdentifier.isWellFormed(String($0)) }) else {
            throw LinkPatternError(
                message: "'{\(name)}' is not a parameter name; use letters, digits and '_' (a screen of 'through' binds 'Screen.name')",
                offset: offset)
        }
        guard seen.insert(name).inserted else {
            throw LinkPatternError(message: "the parameter '\(name)' is named twice", offset: offset)
        }
        return LinkParameter(name: name, isInQuery: inQuery, offset: offset)
    }
}
