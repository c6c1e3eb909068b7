import Foundation

/// What must hold for any URL matched against a generated link table (docs/Language.md, Links;
/// docs/Generation.md, Security), for a link of every kind: only the graph's declared origins
/// open anything, never with a user, password or port; a URL opens only a screen whose pattern
/// agrees with its literals (`LinkOracle`), through the chain and with the choices its link
/// declares; every text value is plain text within its bound, a rest of the path within its
/// bounds and without dot segments, a whole URL of its own scheme without controls; and what a
/// URL opened, a notification or a restored state may show too, and the URL `LinkOracle` builds
/// for it opens it again. Opened in a running app, it shows what matching gave, only past Root's
/// gate (`LinkOpeningInvariants`).
///
/// On every input, matched or not, its text is also taken as the context of a screen whose link
/// reads text: `NavGraphLinkTable.reads(_:)` (what a notification and a restored state are
/// checked by) must say yes exactly when the URL `LinkOracle` builds for that destination opens it.
enum LinkInvariants {
    @MainActor
    static func check(url text: String) {
        checkReadsAgreeWithMatching(text)
        guard let url = URL(string: text) else { return }
        let match = NavGraphDestination.navGraphLinkTable.match(url)
        guard NavGraphDestination(url: url) == match?.destination else { fatalError("init?(url:) and the table disagree on \(text)") }
        // Opening a URL that matches nothing is that same nil (the generated open(url:)).
        guard let match else { return }
        LinkOpeningInvariants.check(url, match: match)
        let destination = match.destination
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { fatalError("matched an unparsable URL: \(text)") }
        let scheme = components.scheme?.lowercased()
        let host = components.host?.lowercased()
        let domains: Set<String?> = ["shop.example.com", "shop.example.com.", "help.example.com", "help.example.com."]
        guard scheme == "shop" || scheme == "feed" || (scheme == "https" && domains.contains(host)) else {
            fatalError("a URL outside the declared origins opened \(destination): \(text)")
        }
        guard components.user == nil, components.password == nil, components.port == nil else {
            fatalError("a URL with a user, password or port opened \(destination): \(text)")
        }
        guard LinkOracle.screens(opening: components).contains(destination.name) else {
            fatalError("\(text) opened \(destination), which no pattern that agrees with it names")
        }
        guard !LinkOracle.carriesItemOfAnother(components, opening: destination.name) else {
            fatalError("\(text) opened \(destination), though it carries the query item of the link of its path that requires it")
        }
        guard match.through.map(\.destination.name) == LinkOracle.chains[destination.name] ?? [],
              match.alternatives == LinkOracle.choices[destination.name] ?? [] else {
            fatalError("\(text) opened \(destination) through \(match.through.map(\.destination)) with the choices \(match.alternatives), not its link's")
        }
        checkValues(of: destination, from: text)
        // A chain shows its first screen where that screen's own link would: the table must read it back.
        let placed = match.through.first?.destination ?? destination
        guard NavGraphDestination.navGraphLinkTable.reads(placed) else {
            fatalError("\(text) opened \(placed), which the table does not read back as a link's (a notification or restored state could not show it)")
        }
        if let again = LinkOracle.url(opening: destination), !LinkOracle.isOpenedByURL(destination) {
            fatalError("\(text) opened \(destination), which the URL built from its context does not open again: \(again)")
        }
    }

    /// The input's text as a text context: the table reads it back exactly when a URL opens it.
    /// One screen's context an input, picked by the text's length (which mutations change
    /// freely): each check builds, parses and matches a URL, so checking all seven on every input
    /// would cost the run most of its inputs, and a run still checks every screen's many times.
    private static func checkReadsAgreeWithMatching(_ text: String) {
        let destinations = LinkOracle.destinations(holding: text)
        let destination = destinations[text.utf8.count % destinations.count]
        let opened = LinkOracle.isOpenedByURL(destination)
        guard NavGraphDestination.navGraphLinkTable.reads(destination) == opened else {
            fatalError("reads(\(destination)) is \(!opened), but \(LinkOracle.url(opening: destination) ?? "no URL") \(opened ? "opens" : "does not open") it")
        }
    }

    /// Each text in the destination's context, by what the pattern reads it from.
    private static func checkValues(of destination: NavGraphDestination, from url: String) {
        if let condition = destination.context(as: SearchCondition.self) { checkPlainText(condition.keyword, of: url) }
        if case .edit(let draft)? = destination.context(as: EditorMode.self) { checkPlainText(draft.title, of: url) }
        guard let text = destination.context(as: String.self) else { return }
        switch destination.name {
        case .files:
            // By scalar: a `/` before a combining mark is one Character, and still a `/`.
            let segments = text.unicodeScalars.split(separator: "/", omittingEmptySubsequences: false)
            guard segments.count <= 64, text.utf8.count <= 2_048 else { fatalError("a rest past its bounds: \(segments.count) segments, \(text.utf8.count) bytes from \(url)") }
            for segment in segments { checkPlainText(String(segment), of: url, inPath: true) }
        case .addFeed:
            guard text == URL(string: url)?.absoluteString, text.lowercased().hasPrefix("feed:"), text.utf8.count <= 2_048,
                  !escapesDecoded(text).unicodeScalars.contains(where: isRefused),
                  text.dropFirst(5).contains(where: { !"/?#".contains($0) }) else {
                fatalError("a whole URL that is not its own scheme's, is empty or holds a control reached a context: \(text.debugDescription)")
            }
        case .helpArticle:
            // A path segment of the help domain's link, or the query value of shop://help?topic=…,
            // where dots are text.
            checkPlainText(text, of: url, inPath: URL(string: url)?.scheme?.lowercased() == "https")
        default:
            checkPlainText(text, of: url, inPath: true)
        }
    }

    /// A text value of a matched URL: not empty, at most 2,048 bytes, no `/`, `%`, control or
    /// bidirectional character; from a path segment, no dot segment either.
    private static func checkPlainText(_ value: String, of url: String, inPath: Bool = false) {
        guard !value.isEmpty, value.utf8.count <= 2_048, !value.unicodeScalars.contains(where: { $0 == "/" || $0 == "%" || isRefused($0) }),
              !inPath || (value != "." && value != "..") else {
            fatalError("a refused text reached a context: \(value.debugDescription) from \(url)")
        }
    }

    /// The text with each valid escape decoded (a broken one left as written), read as UTF-8.
    private static func escapesDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let digits = utf8[min(index + 1, utf8.count)..<min(index + 3, utf8.count)]
            if utf8[index] == UInt8(ascii: "%"), digits.count == 2, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
               let byte = UInt8(String(decoding: digits, as: UTF8.self), radix: 16) {
                bytes.append(byte)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A control or bidirectional formatting character.
    private static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
        let bidirectional: ClosedRange<UInt32> = 0x202A...0x202E
        let isolates: ClosedRange<UInt32> = 0x2066...0x2069
        return scalar.properties.generalCategory == .control || bidirectional.contains(scalar.value) || isolates.contains(scalar.value)
            || [0x061C, 0x200E, 0x200F].contains(scalar.value)
    }
}
