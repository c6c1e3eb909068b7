import Foundation
import NavGraphRuntime
import Testing

/// The text a URL hands a link, from outside the app: decoded exactly, checked once decoded, and
/// bounded (docs/Language.md, Links, "Values" and "The rest of the path").
@Suite("Link matching: untrusted text")
struct LinkUntrustedTextTests {
    private func open(_ text: String) -> Opened? {
        URL(string: text).flatMap { LinkTableTests.table.match($0)?.destination }
    }

    @Test("a byte-order mark is decoded as the character it is, never dropped: the value is not empty and reads as no number")
    func byteOrderMark() {
        #expect(open("shop://files/%EF%BB%BF") == Opened("File", "\u{FEFF}"), "a segment of only a BOM is not empty text")
        #expect(open("shop://search/%EF%BB%BF") == Opened("Search", "\u{FEFF}", "-", "-"))
        #expect(open("shop://find?q=%EF%BB%BF") == Opened("Find", "\u{FEFF}"), "nor a query value")
        #expect(open("shop://items/%EF%BB%BF42") == nil, "an Int reads its text, BOM and all")
        #expect(open("shop://search/lamp?page=%EF%BB%BF2") == nil)
        #expect(open("shop://files/%EF%BB%BF/%EF%BB%BF/etc/passwd") == Opened("Blob", "\u{FEFF}/\u{FEFF}/etc/passwd"), "a rest never starts with '/'")
    }

    @Test("a dot segment matches nothing, written or escaped; a dot inside a name and a query value of dots are text")
    func dotSegments() {
        #expect(open("shop://files/../../etc/passwd") == nil)
        #expect(open("shop://files/docs/./intro.md") == nil)
        #expect(open("shop://files/%2E%2E/secrets") == nil, "decoded, then checked")
        #expect(open("shop://files/..") == nil, "one parameter takes no dot segment either")
        #expect(open("shop://search/.") == nil)
        #expect(open("shop://../items/42") == nil, "nor a custom scheme's host")
        #expect(open("shop://files/.../x") == Opened("Blob", ".../x"), "three dots are a name")
        #expect(open("shop://files/.profile") == Opened("File", ".profile"))
        #expect(open("shop://find?q=..") == Opened("Find", ".."), "a query value is not a step in the path")
    }

    @Test("the rest of a path takes at most 64 segments and 2,048 bytes")
    func restBounds() {
        let segments = { (count: Int) in Array(repeating: "d", count: count).joined(separator: "/") }
        #expect(open("shop://files/" + segments(64)) == Opened("Blob", segments(64)))
        #expect(open("shop://files/" + segments(65)) == nil)
        let long = String(repeating: "x", count: 1_000)
        #expect(open("shop://files/\(long)/\(long)") != nil, "2,001 bytes")
        #expect(open("shop://files/\(long)/\(long)/\(long)") == nil, "3,002 bytes")
        #expect(open("shop://files/" + segments(500_000)) == nil, "500,000 segments bind nothing")
    }

    @Test("a whole URL with an escaped control or bidirectional character, or nothing after its scheme, matches nothing")
    func wholeURLText() {
        #expect(open("podcast:https://example.com/a%00b") == nil, "an escaped NUL")
        #expect(open("podcast:https://example.com/%0D%0Aevil") == nil, "an escaped line break")
        #expect(open("podcast:https://example.com/abc%E2%80%AEgpj") == nil, "an escaped U+202E")
        #expect(open("podcast:https://example.com/a%C2%85b") == nil, "an escaped C1 control")
        #expect(open("podcast:") == nil, "nothing after the scheme")
        #expect(open("podcast:?#") == nil)
        #expect(open("podcast://") == Opened("Home"), "the root link of every scheme, not an empty whole URL")
        #expect(open("podcast:https://example.com/a%2Fb%25%20c") == Opened("Subscribe", "podcast:https://example.com/a%2Fb%25%20c"), "its '/', '%' and spaces are its own")
    }

    @Test("a URL without '//' and a host matches no path link; a whole-URL link of its scheme still takes it")
    func hostLessForms() {
        #expect(open("shop:items/42") == nil)
        #expect(open("shop:/items/42") == nil)
        #expect(open("shop:///items/42") == nil, "an empty host is an empty first segment")
        #expect(open("https:/example.com/items/42") == nil)
        #expect(open("shop://items/42") == Opened("Item", "42"))
        #expect(open("shop://") == Opened("Home"), "the root path, with an empty host")
        #expect(open("shop:///") == Opened("Home"))
        #expect(open("podcast:episodes") == Opened("Subscribe", "podcast:episodes"), "the scheme's whole-URL link, not its path link")
    }
}
