import Foundation

/// What must hold for any URL matched against a generated link table (docs/Generation.md,
/// Security): only the graph's declared origins open anything, never with a user, password or
/// port, and a matched text value is plain text within its bound.
enum LinkInvariants {
    @MainActor
    static func check(url text: String) {
        guard let url = URL(string: text), let destination = NavGraphDestination(url: url) else { return }
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { fatalError("matched an unparsable URL: \(text)") }
        let scheme = components.scheme?.lowercased()
        let host = components.host?.lowercased()
        guard scheme == "shop" || (scheme == "https" && (host == "shop.example.com" || host == "shop.example.com.")) else {
            fatalError("a URL outside the declared origins opened \(destination): \(text)")
        }
        guard components.user == nil, components.password == nil, components.port == nil else {
            fatalError("a URL with a user, password or port opened \(destination): \(text)")
        }
        if let keyword = destination.context(as: SearchCondition.self)?.keyword {
            checkPlainText(keyword, of: text)
        }
    }

    /// A text value of a matched URL: not empty, at most 2,048 bytes, no `/`, `%`, control or
    /// bidirectional character.
    private static func checkPlainText(_ value: String, of url: String) {
        let bidirectional: ClosedRange<UInt32> = 0x202A...0x202E
        let isolates: ClosedRange<UInt32> = 0x2066...0x2069
        guard !value.isEmpty, value.utf8.count <= 2_048, !value.unicodeScalars.contains(where: { scalar in
            scalar == "/" || scalar == "%" || scalar.properties.generalCategory == .control
                || bidirectional.contains(scalar.value) || isolates.contains(scalar.value)
                || [0x061C, 0x200E, 0x200F].contains(scalar.value)
        }) else {
            fatalError("a refused text reached a context: \(value.debugDescription) from \(url)")
        }
    }
}
