import Foundation

/// Reads graph files as a git revision of the repository holds them (`navgraph diff --against
/// origin/main`): the files under the given paths, found as `GraphFileLoader` finds them on disk
/// (a path named explicitly is read whatever its name; under a folder, `*.navgraph.yaml` and
/// `*.navgraph.yml` outside hidden folders), each shown as `REVISION:path`.
///
/// Runs `git`, so only where processes run (macOS, Linux); the revision must be in the clone, and
/// a shallow CI clone (`actions/checkout`'s default fetches one commit) says how to fetch it.
public enum GitRevisionLoader {
    /// Why the files could not be read.
    public struct Failure: Error, CustomStringConvertible {
        /// What went wrong and what to do.
        public var description: String
    }

    /// The graph files under `paths` (relative to `directory`, or absolute) at `revision`.
    public static func load(paths: [String], at revision: String, in directory: String) throws(Failure) -> [SourceFile] {
        #if os(macOS) || os(Linux)
        // The repository is the one the first path is in, wherever the command runs.
        let first = URL(fileURLWithPath: paths.first ?? ".", relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL
        var isDirectory: ObjCBool = false
        let start = FileManager.default.fileExists(atPath: first.path, isDirectory: &isDirectory) && !isDirectory.boolValue ? first.deletingLastPathComponent() : first
        let top = try git(["rev-parse", "--show-toplevel"], in: start.path, failing: "\(start.path) is not inside a git repository")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        guard (try? git(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], in: top, failing: "")) != nil else {
            let shallow = (try? git(["rev-parse", "--is-shallow-repository"], in: top, failing: ""))?.hasPrefix("true") ?? false
            throw Failure(description: shallow
                ? "'\(revision)' is not in this clone, which is shallow (CI checkouts fetch one commit by default): fetch it first, as in 'git fetch --depth=1 origin main', or check out with 'fetch-depth: 0'"
                : "'\(revision)' names no commit of this repository; fetch it first (as in 'git fetch origin main'), or name a branch, tag or commit that exists")
        }
        var files: [SourceFile] = []
        var seen: Set<String> = []
        for path in paths {
            let relative = try repositoryPath(of: path, from: directory, top: top)
            let listed = try git(["ls-tree", "-r", "--name-only", revision, "--", relative.isEmpty ? "." : relative], in: top, failing: "cannot list \(path) at \(revision)")
                .split(separator: "\n").map(String.init)
            let isFile = listed == [relative]
            let found = listed.filter { file in
                isFile || (SourceFile.isGraphFileName((file as NSString).lastPathComponent) && !file.dropFirst(relative.count).split(separator: "/").contains { $0.hasPrefix(".") })
            }
            guard !found.isEmpty else {
                throw Failure(description: "\(revision) has no graph files under \(path): a graph new in this change has nothing to break; compare two folders instead, or skip the comparison for it")
            }
            for file in found where seen.insert(file).inserted {
                let contents = try gitData(["cat-file", "blob", "\(revision):\(file)"], in: top, failing: "cannot read \(file) at \(revision)")
                files.append(SourceFile(path: "\(revision):\(file)", contents: Array(contents)))
            }
        }
        return files
        #else
        throw Failure(description: "reading a git revision needs git, which runs on macOS and Linux")
        #endif
    }

    #if os(macOS) || os(Linux)
    /// `path` relative to the repository's top folder `top`, without a trailing `/`.
    private static func repositoryPath(of path: String, from directory: String, top: String) throws(Failure) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.resolvingSymlinksInPath().path
        let root = URL(fileURLWithPath: top).standardizedFileURL.resolvingSymlinksInPath().path
        guard absolute == root || absolute.hasPrefix(root + "/") else { throw Failure(description: "\(path) is outside the repository at \(top)") }
        return String(absolute.dropFirst(root.count)).trimmingCharacters(in: CharacterSet(charactersIn: "/"))
    }

    private static func git(_ arguments: [String], in directory: String, failing message: String) throws(Failure) -> String {
        String(decoding: try gitData(arguments, in: directory, failing: message), as: UTF8.self)
    }

    /// What `git arguments` writes, run in `directory`; `message` and git's own words when it fails.
    private static func gitData(_ arguments: [String], in directory: String, failing message: String) throws(Failure) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory, isDirectory: true)
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw Failure(description: "cannot run git: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let said = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(description: message + (said.isEmpty ? "" : " (git: \(said))")) }
        return data
    }
    #endif
}
