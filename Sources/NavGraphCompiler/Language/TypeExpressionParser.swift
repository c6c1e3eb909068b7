/// Parses the textual form of a type expression: `String`, `T?`, `[T]`, `[K: V]`, `Name`.
///
/// Spaces are ignored. Dictionary key types are checked later, once aliases are known.
public enum TypeExpressionParser {
    /// Why a type expression does not parse, and where in its text.
    public struct Failure: Error, Equatable {
        /// One phrase for the diagnostic.
        public var message: String
        /// The offset, in characters, of the offending character in the text.
        public var offset: Int
    }

    /// Parses a whole type expression.
    public static func parse(_ text: String) -> Result<TypeExpression, Failure> {
        var scanner = Scanner(characters: Array(text))
        do {
            scanner.skipSpaces()
            guard !scanner.isAtEnd else { throw Failure(message: "expected a type", offset: 0) }
            let type = try scanner.parseType()
            scanner.skipSpaces()
            guard scanner.isAtEnd else {
                throw Failure(message: "unexpected '\(scanner.characters[scanner.position])' in type '\(text)'",
                              offset: scanner.position)
            }
            return .success(type)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(message: "\(error)", offset: 0))
        }
    }

    private struct Scanner {
        let characters: [Character]
        var position = 0

        var isAtEnd: Bool { position >= characters.count }

        mutating func skipSpaces() {
            while !isAtEnd, characters[position].isWhitespace { position += 1 }
        }

        mutating func parseType() throws -> TypeExpression {
            var type = try parsePrimary()
            skipSpaces()
            while !isAtEnd, characters[position] == "?" {
                type = .optional(type)
                position += 1
                skipSpaces()
            }
            return type
        }

        private mutating func parsePrimary() throws -> TypeExpression {
            skipSpaces()
            guard !isAtEnd else { throw Failure(message: "expected a type", offset: position) }
            if characters[position] == "[" { return try parseBrackets() }
            let start = position
            while !isAtEnd, characters[position].isLetter || characters[position].isNumber
                || characters[position] == "_" {
                position += 1
            }
            guard position > start, !characters[start].isNumber else {
                throw Failure(message: "expected a type name, found '\(characters[start])'", offset: start)
            }
            let name = String(characters[start..<position])
            return BuiltinType(rawValue: name).map(TypeExpression.builtin) ?? .named(name)
        }

        private mutating func parseBrackets() throws -> TypeExpression {
            let open = position
            position += 1
            let first = try parseType()
            skipSpaces()
            var result = TypeExpression.array(first)
            if !isAtEnd, characters[position] == ":" {
                position += 1
                result = .dictionary(key: first, value: try parseType())
                skipSpaces()
            }
            guard !isAtEnd, characters[position] == "]" else {
                throw Failure(message: "expected ']' to close the '[' here", offset: isAtEnd ? open : position)
            }
            position += 1
            return result
        }
    }
}
