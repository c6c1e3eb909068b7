import Foundation

/// This repository's checked-in files, by their path from the repository root, for tests that
/// read inputs or golden files outside the test folder (the schema, the picture graphs).
enum RepositoryFiles {
    /// The repository root, four levels above this file.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A file's URL from its path relative to the repository root.
    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    /// A file's text, from its path relative to the repository root.
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: url(relativePath), encoding: .utf8)
    }
}
