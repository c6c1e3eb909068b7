/// The bytes of one graph file and the path to show for it in diagnostics.
public struct SourceFile: Sendable, Hashable {
    /// The path shown in diagnostics (as the user gave it, or as found under a directory they gave).
    public var path: String
    /// The raw contents; decoding and validation are the compiler's job.
    public var contents: [UInt8]

    /// Creates a source file from raw bytes.
    public init(path: String, contents: [UInt8]) {
        self.path = path
        self.contents = contents
    }

    /// Creates a source file from text.
    public init(path: String, text: String) {
        self.init(path: path, contents: Array(text.utf8))
    }

    /// Whether a file name is a graph file's: `*.navgraph.yaml` or `*.navgraph.yml`.
    public static func isGraphFileName(_ name: String) -> Bool {
        name.hasSuffix(".navgraph.yaml") || name.hasSuffix(".navgraph.yml")
    }
}
