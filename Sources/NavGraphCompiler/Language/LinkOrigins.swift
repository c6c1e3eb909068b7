/// The URLs a graph's links answer (top-level `links:`): the app's custom URL schemes and the
/// associated domains of its universal links. Links then match only URLs of these; a graph that
/// declares none matches URLs of any scheme and host, as version 1 did (`unrestricted-links`).
public struct LinkOrigins: Sendable, Hashable {
    /// Custom schemes (`shop` for `shop://items/42`), as written.
    public var schemes: [Located<String>] = []
    /// Domains whose `https` URLs are links (`shop.example.com`), as written.
    public var domains: [Located<String>] = []

    /// Creates the origins of a graph.
    public init(schemes: [Located<String>] = [], domains: [Located<String>] = []) {
        self.schemes = schemes
        self.domains = domains
    }
}
