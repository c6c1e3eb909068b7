import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("Names")
struct NameRulesTests {
    @Test("Swift identifiers: letters, digits and underscores, not starting with a digit")
    func identifiers() {
        for good in ["ItemDetail", "_private", "café", "v2"] { #expect(SwiftIdentifier.isWellFormed(good)) }
        for bad in ["item-detail", "2nd", "first name", "", "a.b"] { #expect(!SwiftIdentifier.isWellFormed(bad)) }
    }

    @Test("keywords may name members but not types; self never")
    func keywords() {
        #expect(SwiftIdentifier.problemAsMemberName("default") == nil)
        #expect(SwiftIdentifier.problemAsTypeName("class") != nil)
        #expect(SwiftIdentifier.problemAsMemberName("self") != nil)
        #expect(SwiftIdentifier.problemAsTypeName("String") != nil)
    }

    @Test("edit distance counts a swap of neighbours as one edit")
    func editDistance() {
        #expect(NameSuggester.editDistance("style", "stlye") == 1)
        #expect(NameSuggester.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggester.editDistance("", "abc") == 3)
        #expect(NameSuggester.editDistance("same", "same") == 0)
    }

    @Test("suggestions prefer a case-insensitive match, then the closest name within a third of its length")
    func suggestions() {
        #expect(NameSuggester.suggestion(for: "itemdetail", among: ["ItemDetail", "ItemDetails"]) == "ItemDetail")
        #expect(NameSuggester.suggestion(for: "ItemDetial", among: ["ItemDetail", "ItemList"]) == "ItemDetail")
        #expect(NameSuggester.suggestion(for: "Foo", among: ["Settings", "Feed"]) == nil)
        #expect(NameSuggester.suggestion(for: "Fed", among: ["Feed", "Fee"]) == "Fee")
    }

    /// A chain opener (`open<Screen>(...)`, generated in an extension of `NavGraphNavigator`) is
    /// refused where a navigator already has a member of that name; this keeps the compiler's list
    /// whole as the runtime grows, since a new `public func openSomething` would otherwise be met
    /// by a screen `Something` without a word.
    @Test("the compiler knows every public open… member of the runtime that a chain opener could meet")
    func chainOpenersKnowTheRuntimesOpenMembers() throws {
        let runtime = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/NavGraphRuntime")
        let declaration = try NSRegularExpression(pattern: #"public (?:func|var|let) (open[A-Z]\w*)"#)
        var found: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: runtime, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                found.insert((text as NSString).substring(with: match.range(at: 1)))
            }
        }
        #expect(!found.isEmpty)
        #expect(found == GeneratedNames.navigatorOpenMembers)
    }
}
