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
}
