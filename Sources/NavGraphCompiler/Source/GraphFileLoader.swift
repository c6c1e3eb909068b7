import Foundation

/// Reads graph files from the file system: the compiler's one input edge.
public enum GraphFileLoader {
    /// A path that could not be read.
    public struct Failure: Error, CustomStringConvertible {
        /// The path as given.
        public var path: String
        /// Why it could not be read.
        public var reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// Reads the given files, and every graph file found by searching the given directories recursively.
    ///
    /// Files named explicitly are read whatever their name; files under a directory are read only when
    /// their name ends in `.navgraph.yaml` or `.navgraph.yml`. Each directory's files come in sorted
    /// order, so the same tree always gives the same graph. A file named twice is read once.
    ///
    /// A relative path is read from `directory` (by default the current directory), and each file
    /// keeps the path as given, so diagnostics name it as the user wrote it.
    public static func load(paths: [String], relativeTo directory: String? = nil, fileManager: FileManager = .default) throws(Failure) -> [SourceFile] {
        let base = directory.map { URL(fileURLWithPath: $0, isDirectory: true) }
        var files: [SourceFile] = []
        var seen: Set<String> = []
        for path in paths {
            for filePath in try graphFilePaths(at: path, base: base, fileManager: fileManager)
            where seen.insert(URL(fileURLWithPath: filePath, relativeTo: base).standardizedFileURL.path).inserted {
                files.append(try read(filePath, base: base, fileManager: fileManager))
            }
        }
        return files
    }

    /// Where `path` is on disk: as given, or under `base` when it is relative.
    private static func location(of path: String, base: URL?) -> String {
        guard let base, !path.isEmpty, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path, relativeTo: base).path
    }

    private static func graphFilePaths(at path: String, base: URL?, fileManager: FileManager) throws(Failure) -> [String] {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: location(of: path, base: base), isDirectory: &isDirectory) else {
            throw Failure(path: path, reason: "no such file or directory")
        }
        guard isDirectory.boolValue else { return [path] }
        guard let enumerator = fileManager.enumerator(atPath: location(of: path, base: base)) else {
            throw Failure(path: path, reason: "cannot list the directory")
        }
        // Paths under "." read as the user would type them, without a leading "./".
        let prefix = path == "." ? "" : path.hasSuffix("/") ? path : path + "/"
        return enumerator.compactMap { $0 as? String }
            .filter { SourceFile.isGraphFileName(($0 as NSString).lastPathComponent) && !isHidden($0) }
            .sorted()
            .map { prefix + $0 }
    }

    /// Build folders and other hidden folders hold copies of graphs that are not the user's.
    private static func isHidden(_ relativePath: String) -> Bool {
        relativePath.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    private static func read(_ path: String, base: URL?, fileManager: FileManager) throws(Failure) -> SourceFile {
        guard let data = fileManager.contents(atPath: location(of: path, base: base)) else {
            throw Failure(path: path, reason: "cannot read the file")
        }
        return SourceFile(path: path, contents: Array(data))
    }
}
