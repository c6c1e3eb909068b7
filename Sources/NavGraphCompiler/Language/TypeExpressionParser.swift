/// Parses the textual form of a type expression: `String`, `T?`, `[T]`, `[K: V]`, `Name`.
///
/// Spaces are ignored. Dictionary key types are checked later, once aliases are known. A name is
/// a Swift identifier (`_` or a character with Unicode's XID_Start property, then XID_Continue
/// characters). Nesting — each `?` and each pair of brackets — stops at `maxNesting` levels, so
/// that every later walk over a type (checks, generation) has a bounded depth.
public enum TypeExpressionParser {
    /// The deepest nesting of optionals, arrays and dictionaries in one type.
    public static let maxNesting = 32

    /// Why a type expression does not parse, and where in its text.
    public struct Failure: Error, Equatable {
        /// One phrase for the diagnostic.
        public var message: String
        /// The offset, in Unicode scalars, of the offending character in the text.
        public var offset: Int
        /// Whether the type is well formed as far as read but nests deeper than `maxNesting`.
        public var exceedsLimit = false
    }

    /// Parses a whole type expression.
    public static func parse(_ text: String) -> Result<TypeExpression, Failure> {
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        do throws(Failure) {
            scanner.skipSpaces()
            guard !scanner.isAtEnd else { throw Failure(message: "expected a type", offset: 0) }
            let type = try scanner.parseType(depth: 0).type
            scanner.skipSpaces()
            guard scanner.isAtEnd else {
                throw Failure(message: "unexpected '\(scanner.current)' in type '\(text)'", offset: scanner.position)
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    /// The failure for a type nesting past the limit, at `offset`.
    static func tooDeep(at offset: Int) -> Failure {
        Failure(message: "type nests deeper than the limit of \(maxNesting) levels", offset: offset, exceedsLimit: true)
    }

    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var position = 0

        var isAtEnd: Bool { position >= scalars.count }
        var current: Unicode.Scalar { scalars[position] }

        mutating func skipSpaces() {
            while !isAtEnd, current.properties.isWhitespace { position += 1 }
        }

        /// A type inside `depth` levels of nesting, and how deep it reaches; recursion is at most
        /// `maxNesting` deep.
        mutating func parseType(depth: Int) throws(Failure) -> (type: TypeExpression, reach: Int) {
            var (type, reach) = try parsePrimary(depth: depth)
            skipSpaces()
            while !isAtEnd, current == "?" {
                reach += 1
                guard reach <= maxNesting else { throw tooDeep(at: position) }
                type = .optional(type)
                position += 1
                skipSpaces()
            }
            return (type, reach)
        }

        private mutating func parsePrimary(depth: Int) throws(Failure) -> (type: TypeExpression, reach: Int) {
            skipSpaces()
            guard !isAtEnd else { throw Failure(message: "expected a type", offset: position) }
            if current == "[" { return try parseBrackets(depth: depth + 1) }
            let start = position
            while !isAtEnd, SwiftIdentifier.isBody(current) { position += 1 }
            guard position > start, SwiftIdentifier.isHead(scalars[start]) else {
                throw Failure(message: "expected a type name, found '\(scalars[start])'", offset: start)
            }
            var name = String.UnicodeScalarView()
            name.append(contentsOf: scalars[start..<position])
            return (BuiltinType(rawValue: String(name)).map(TypeExpression.builtin) ?? .named(String(name)), depth)
        }

        private mutating func parseBrackets(depth: Int) throws(Failure) -> (type: TypeExpression, reach: Int) {
            let open = position
            guard depth <= maxNesting else { throw tooDeep(at: open) }
            position += 1
            let first = try parseType(depth: depth)
            skipSpaces()
            var result = (type: TypeExpression.array(first.type), reach: first.reach)
            if !isAtEnd, current == ":" {
                position += 1
                let value = try parseType(depth: depth)
                result = (.dictionary(key: first.type, value: value.type), max(first.reach, value.reach))
                skipSpaces()
            }
            guard !isAtEnd, current == "]" else {
                throw Failure(message: "expected ']' to close the '[' here", offset: isAtEnd ? open : position)
            }
            position += 1
            return result
        }
    }
}
