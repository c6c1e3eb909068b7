import Foundation

/// What a web page loads for the text it is given: the text typed in the address bar, a saved
/// favourite, or a quick link from another app (`browserquicklink://example.com`, received whole).
enum PageAddress {
    /// The search that text which is not a web address becomes.
    static let searchEngine = URL(string: "https://duckduckgo.com/")!

    /// The page to load for `text`: an `http` or `https` address (a bare host such as
    /// `example.com` gets `https`), or otherwise a search for the text. A quick link's own scheme
    /// is taken off first. Text from another app is untrusted: a `javascript:`, `file:` or
    /// `data:` address is searched for, never loaded.
    static func page(for text: String) -> URL {
        let address = withoutQuickLinkScheme(text.trimmingCharacters(in: .whitespacesAndNewlines))
        if let url = URL(string: address), let scheme = url.scheme?.lowercased() {
            if ["http", "https"].contains(scheme), url.host() != nil { return url }
        } else if address.contains("."), !address.contains(" "), let url = URL(string: "https://" + address), url.host() != nil {
            return url
        }
        return search(for: address)
    }

    private static func withoutQuickLinkScheme(_ text: String) -> String {
        let prefix = "browserquicklink:"
        guard text.lowercased().hasPrefix(prefix) else { return text }
        let rest = text.dropFirst(prefix.count)
        let address = rest.hasPrefix("//") ? rest.dropFirst(2) : rest
        return address.removingPercentEncoding ?? String(address)
    }

    private static func search(for text: String) -> URL {
        var components = URLComponents(url: searchEngine, resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: text)]
        return components.url!
    }
}
