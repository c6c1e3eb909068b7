/// Turns the paths diagnostics carry into the repository-relative paths CI reports need.
///
/// Diagnostics carry a file's path as the user gave it, relative to the working directory or
/// absolute. Code scanning and workflow annotations want it relative to the repository root
/// (the base directory), with `/` separators. Pure string work: the caller supplies the
/// working directory, so the core stays free of the file system.
public struct ReportPaths: Sendable, Hashable {
    /// The absolute directory paths are reported relative to (usually the repository root).
    public var baseDirectory: String
    /// The absolute directory relative paths in diagnostics were given from.
    public var workingDirectory: String

    /// Creates a path mapper; a relative `baseDirectory` is taken relative to `workingDirectory`.
    public init(baseDirectory: String, workingDirectory: String) {
        self.workingDirectory = Self.normalized(workingDirectory)
        self.baseDirectory = Self.absolute(baseDirectory, from: self.workingDirectory)
    }

    /// The path relative to the base directory, or `nil` when the file is outside it.
    public func relativePath(of path: String) -> String? {
        let file = Self.absolute(path, from: workingDirectory)
        if baseDirectory == "/" { return String(file.dropFirst()) }
        guard file.hasPrefix(baseDirectory + "/") else { return nil }
        return String(file.dropFirst(baseDirectory.count + 1))
    }

    /// The path relative to the base directory when the file is inside it, else the absolute path.
    public func displayPath(of path: String) -> String {
        relativePath(of: path) ?? Self.absolute(path, from: workingDirectory)
    }

    /// The absolute, normalized form of a path (no `.`, `..` or repeated `/`).
    public func absolutePath(of path: String) -> String {
        Self.absolute(path, from: workingDirectory)
    }

    private static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// Resolves `.` and `..` and drops empty components; `..` above the root stays at the root.
    private static func normalized(_ path: String) -> String {
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
