import Foundation

/// The URLs an app's links answer, as the graph declares them (top-level `links:`): its custom
/// URL schemes (`shop://items/42`) and the associated domains of its universal links
/// (`https://shop.example.com/items/42`). Any other URL matches nothing: an app that forwards
/// every URL it is handed (OAuth callbacks, an in-app browser, QR codes) opens screens only for
/// the ones it means to answer.
public struct NavGraphLinkOrigins: Hashable, Sendable {
    /// The custom schemes, lowercased.
    public let schemes: Set<String>
    /// The domains whose `https` URLs are links, lowercased.
    public let domains: Set<String>

    /// The origins a graph declares; compared without regard to case.
    public init(schemes: [String], domains: [String]) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.domains = Set(domains.map { $0.lowercased() })
    }

    /// The URL's host as domains are compared: lowercased, a trailing dot aside.
    static func host(of components: URLComponents) -> String? {
        guard var host = components.host?.lowercased() else { return nil }
        if host.hasSuffix(".") { host.removeLast() }
        return host
    }

    /// Whether a URL of `components` is one of these origins: a declared custom scheme, or
    /// `https` with a declared host (a trailing dot aside).
    func accepts(_ components: URLComponents) -> Bool {
        switch components.scheme?.lowercased() {
        case "https"?:
            return Self.host(of: components).map(domains.contains) ?? false
        case let scheme?:
            return schemes.contains(scheme)
        case nil:
            return false
        }
    }
}
