/// The most Swift `navgraph generate` writes for a graph: a multiple of the graph files' own
/// size, and a fixed allowance for what every graph generates whatever its size.
///
/// Generated code grows with the graph (docs/Performance.md measures about 20 bytes of Swift per
/// byte of graph on large graphs, and under 100 on any example or test graph); a graph that would
/// generate past this bound, such as a long summary repeated through YAML aliases into every
/// screen's documentation, stops with `limit-exceeded` instead of making every build write and
/// compile gigabytes.
public enum GeneratedSizeLimit {
    /// Bytes of generated Swift allowed per byte of graph files.
    public static let bytesPerSourceByte = 256
    /// Bytes of generated Swift allowed whatever the graph's size (a one-screen graph generates
    /// about 10 KB).
    public static let fixedBytes = 1 << 20

    /// The most bytes of Swift generated from `sourceBytes` bytes of graph files.
    public static func bytes(forSourceBytes sourceBytes: Int) -> Int {
        // Files are read whole into memory, so their size is far from overflowing.
        sourceBytes * bytesPerSourceByte + fixedBytes
    }

    /// Generation stopped: the Swift would have passed the limit.
    public struct Exceeded: Error, Sendable {
        /// `limit-exceeded`, at the start of the graph's first file.
        public var diagnostic: Diagnostic

        init(limit: Int, sourceBytes: Int, file: String) {
            diagnostic = Diagnostic(
                .limitExceeded,
                "the generated Swift would be larger than the limit of \(limit) bytes (\(bytesPerSourceByte) bytes per byte of the graph's \(sourceBytes), and \(fixedBytes) more); nothing is written: look for text repeated through YAML aliases, such as a long summary",
                at: SourceLocation(file: file, line: 1, column: 1))
        }
    }
}
