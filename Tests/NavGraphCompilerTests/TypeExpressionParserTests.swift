import Testing
@testable import NavGraphCompiler

@Suite("Type expressions")
struct TypeExpressionParserTests {
    @Test("builtin, declared, optional, array and dictionary forms parse, spaces ignored", arguments: [
        ("Int", TypeExpression.builtin(.int)),
        ("ItemID", .named("ItemID")),
        ("String?", .optional(.builtin(.string))),
        ("Int??", .optional(.optional(.builtin(.int)))),
        (" [ URL ] ", .array(.builtin(.url))),
        ("[String: [Int]]?", .optional(.dictionary(key: .builtin(.string), value: .array(.builtin(.int))))),
        ("[[Item?]]", .array(.array(.optional(.named("Item"))))),
    ])
    func parses(_ text: String, _ expected: TypeExpression) throws {
        #expect(try TypeExpressionParser.parse(text).get() == expected)
    }

    @Test("malformed expressions fail at the offending character", arguments: [
        ("[Int", 0), ("Int Int", 4), ("[Int: ]", 6), ("", 0), ("?", 0), ("9Lives", 0), ("[Int]]", 5),
    ])
    func failsAt(_ text: String, _ offset: Int) {
        guard case .failure(let failure) = TypeExpressionParser.parse(text) else {
            Issue.record("'\(text)' parsed")
            return
        }
        #expect(failure.offset == offset)
    }

    @Test("the Swift spelling round-trips through the parser")
    func roundTrips() throws {
        for text in ["[String: [Int]]?", "Int??", "[[Item?]]", "URL"] {
            #expect(try TypeExpressionParser.parse(text).get().description == text)
        }
    }
}
