import Foundation

/// Writes generated files into one output directory, and nowhere else.
///
/// Each file is written to a temporary name inside the directory and renamed over its final
/// name, so a reader never sees half a file, and the renames start only once every file was
/// written, so a failure changes none of them; a file whose bytes would not change is left alone
/// (its modification time stays, and a build that depends on it recompiles nothing). File names
/// must be plain names: anything with a path separator, `.` or `..`, or a leading dot is refused.
public struct OutputWriter {
    /// What happened, or would happen, to one file.
    public enum Outcome: String, Sendable, Hashable {
        /// The file did not exist and was written.
        case created
        /// The file existed with other bytes and was rewritten.
        case updated
        /// The file existed with the same bytes and was left alone.
        case unchanged
        /// The file existed and was left alone because existing files are never touched (scaffold).
        case skipped
    }

    /// A file name that would leave the directory, or a file that could not be written.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// The path concerned.
        public var path: String
        /// What went wrong.
        public var reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The output directory.
    public let directory: URL
    /// The directory as given: an empty path would otherwise become the current directory.
    private let requestedPath: String
    private let fileManager: FileManager

    /// A writer for `directory` (created when a file is first written, if missing).
    public init(directory: String, fileManager: FileManager = .default) {
        self.directory = URL(fileURLWithPath: directory, isDirectory: true)
        requestedPath = directory
        self.fileManager = fileManager
    }

    /// What writing `files` would do, writing nothing (for `--check`); fails when a destination
    /// exists and is not a file (or a link to be replaced), which `write` could not replace.
    public func plan(_ files: [GeneratedFile]) throws(Failure) -> [(name: String, outcome: Outcome)] {
        try checkDirectory()
        return try files.map { file throws(Failure) in
            let url = try location(of: file.name)
            var status = stat()
            guard lstat(url.path, &status) == 0 else { return (file.name, .created) }
            let kind = status.st_mode & S_IFMT
            guard kind == S_IFREG || kind == S_IFLNK else {
                throw Failure(path: url.path, reason: "exists and is not a file; nothing was written")
            }
            guard let existing = fileManager.contents(atPath: url.path) else { return (file.name, .updated) }
            return (file.name, existing == Data(file.contents.utf8) ? .unchanged : .updated)
        }
    }

    /// Writes every file whose bytes differ from what is on disk, all or nothing: every
    /// destination is checked and every new file written to a temporary before any is renamed
    /// over its name, so a failure (a destination that is a directory, a full disk) leaves every
    /// old file as it was.
    @discardableResult
    public func write(_ files: [GeneratedFile]) throws(Failure) -> [(name: String, outcome: Outcome)] {
        let planned = try plan(files)
        try createDirectory()
        var temporaries: [(temporary: URL, url: URL)] = []
        do throws(Failure) {
            for (file, (_, outcome)) in zip(files, planned) where outcome != .unchanged {
                temporaries.append((try writeTemporary(file), try location(of: file.name)))
            }
        } catch {
            for written in temporaries { unlink(written.temporary.path) }
            throw error
        }
        for (index, written) in temporaries.enumerated() {
            // rename(2) replaces a symbolic link itself, never the file it points to.
            guard rename(written.temporary.path, written.url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                for left in temporaries[index...] { unlink(left.temporary.path) }
                throw Failure(path: written.url.path, reason: reason)
            }
        }
        return planned
    }

    /// Writes only the files that do not exist yet; existing files are never touched.
    @discardableResult
    public func create(_ files: [GeneratedFile]) throws(Failure) -> [(name: String, outcome: Outcome)] {
        try checkDirectory()
        try createDirectory()
        return try files.map { file throws(Failure) in
            let url = try location(of: file.name)
            if exists(url) { return (file.name, .skipped) }
            let temporary = try writeTemporary(file)
            // link(2) fails if the name was taken meanwhile, so even a race never overwrites a file.
            defer { unlink(temporary.path) }
            if link(temporary.path, url.path) != 0 {
                if errno == EEXIST { return (file.name, .skipped) }
                throw Failure(path: url.path, reason: String(cString: strerror(errno)))
            }
            return (file.name, .created)
        }
    }

    /// Refuses an empty path and a path that names something other than a directory, before
    /// anything is planned or written.
    private func checkDirectory() throws(Failure) {
        guard !requestedPath.isEmpty else {
            throw Failure(path: "''", reason: "the output directory is an empty path; name a directory")
        }
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw Failure(path: directory.path, reason: "exists and is not a directory")
        }
    }

    private func location(of name: String) throws(Failure) -> URL {
        let isPlainName = !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\")
            && !name.contains("\0")
        guard isPlainName else {
            throw Failure(path: name, reason: "not a plain file name; nothing is written outside \(directory.path)")
        }
        return directory.appendingPathComponent(name, isDirectory: false)
    }

    private func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0
    }

    private func createDirectory() throws(Failure) {
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw Failure(path: directory.path, reason: "cannot create the directory (\(error.localizedDescription))")
        }
    }

    private func writeTemporary(_ file: GeneratedFile) throws(Failure) -> URL {
        let temporary = directory.appendingPathComponent(".\(file.name).navgraph-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw Failure(path: temporary.path, reason: String(cString: strerror(errno)))
        }
        defer { close(descriptor) }
        let bytes = Array(file.contents.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else {
                unlink(temporary.path)
                throw Failure(path: temporary.path, reason: String(cString: strerror(errno)))
            }
            written += count
        }
        return temporary
    }

}
