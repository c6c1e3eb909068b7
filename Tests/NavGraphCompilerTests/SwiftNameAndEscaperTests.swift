import Testing
@testable import NavGraphCompiler

@Suite("Safe names and escaped text")
struct SwiftNameAndEscaperTests {
    @Test("keywords get backticks, composed names do not")
    func keywords() {
        #expect(SwiftName.identifier("default") == "`default`")
        #expect(SwiftName.member("make", "default") == "makeDefault")
        #expect(SwiftName.member("URLList") == "urlList")
        #expect(SwiftName.member("ItemDetail") == "itemDetail")
    }

    @Test("the ASCII answers of identifier heads and bodies are Unicode's XID_Start and XID_Continue")
    func asciiAnswersAreUnicodes() {
        for value in UInt8(0)...127 {
            let scalar = Unicode.Scalar(value)
            #expect(SwiftIdentifier.isHead(scalar) == (scalar == "_" || scalar.properties.isXIDStart), "\(value)")
            #expect(SwiftIdentifier.isBody(scalar) == scalar.properties.isXIDContinue, "\(value)")
        }
        #expect(SwiftIdentifier.isHead("é") && SwiftIdentifier.isBody("\u{0301}") && !SwiftIdentifier.isHead("\u{0301}"), "beyond ASCII, the tables answer")
    }

    @Test("characters that cannot be in an identifier never reach the output")
    func invalidCharacters() {
        #expect(SwiftName.identifier("a b*/c") == "a_b__c")
        #expect(SwiftName.identifier("1st") == "_1st")
        #expect(SwiftName.identifier("") == "_")
    }

    @Test("comment text never breaks a line, whatever line breaks it holds")
    func commentLines() {
        #expect(SwiftEscaper.commentLines("a\r\nb\u{2028}c\rd\n") == ["a", "b", "c", "d", ""])
        #expect(SwiftEscaper.commentLines("x\u{202E}y") == ["xy"])
    }

    @Test("string literals escape quotes, backslashes, interpolation and control characters")
    func stringLiterals() {
        #expect(SwiftEscaper.stringLiteral("a\"b\\(c)\n\u{0}") == #""a\"b\\(c)\n\u{0}""#)
    }
}
