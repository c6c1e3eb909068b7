import Foundation

/// A URL's fragment read as a route, as a chat app's permalinks keep one
/// (`https://chat.example/#/room/abc?via=server`): its path's segments and its own query items,
/// decoded by the rules of the URL's path and query (`NavGraphLinkText`). Only patterns written
/// with a fragment (`/#/room/{id}`) read it; every other pattern ignores the fragment.
struct NavGraphLinkFragment {
    /// The fragment's path segments, decoded; empty for `#/`.
    var segments: [String]
    /// The fragment's query items, each's first non-empty value, decoded.
    var query: [String: String]

    /// The route in the URL's fragment; `nil` when the URL has none, when the fragment does not
    /// start with `/` (`#section` names a place in a page, not a route), or when a segment or
    /// query item is refused as the path's and query's are (an empty or dot segment, a broken
    /// escape, a control or bidirectional character, text too long).
    init?(_ components: URLComponents) {
        guard let fragment = components.percentEncodedFragment, fragment.unicodeScalars.first == "/" else { return nil }
        // The fragment's query starts at its first `?` (a `?` is plain text in a fragment, RFC 3986 3.5).
        let parts = fragment.unicodeScalars.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).map(Substring.init)
        guard let segments = NavGraphLinkMatcher.decodedSegments(NavGraphLinkMatcher.rawSegments(parts[0])),
              let query = NavGraphLinkMatcher.queryTexts(of: Self.items(parts.count > 1 ? parts[1] : ""))
        else { return nil }
        self.segments = segments
        self.query = query
    }

    /// The fragment's query items, still encoded, as a URL's query is split: at `&`, then at the
    /// first `=` (an item without one has no value).
    private static func items(_ query: Substring) -> [(name: Substring, value: Substring?)] {
        guard !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: false).map { item in
            guard let equals = item.firstIndex(of: "=") else { return (item, nil) }
            return (item[..<equals], item[item.index(after: equals)...])
        }
    }
}
