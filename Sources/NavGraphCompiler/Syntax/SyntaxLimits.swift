/// The bounds NavGraph puts on one graph file, so that hostile input costs bounded time and memory.
///
/// Documented in docs/Language.md; each one, when hit, is reported as `limit-exceeded` naming it.
public struct SyntaxLimits: Sendable {
    /// The largest file read, in bytes.
    public var maxFileBytes: Int
    /// The deepest nesting of mappings and sequences.
    public var maxDepth: Int
    /// How many nodes YAML aliases may add when expanded (a "billion laughs" stops here).
    public var maxAliasExpansion: Int

    /// 4 MiB, 64 levels, 100,000 nodes.
    public static let standard = SyntaxLimits(maxFileBytes: 4 << 20, maxDepth: 64, maxAliasExpansion: 100_000)

    /// Creates limits.
    public init(maxFileBytes: Int, maxDepth: Int, maxAliasExpansion: Int) {
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }
}
