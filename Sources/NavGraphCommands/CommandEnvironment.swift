import Foundation

/// Where a command runs: the directory relative paths start from, and which of its streams a
/// person reads at a terminal (text diagnostics then show source excerpts). The command line
/// passes the process's own (`current`); a test or an editor passes its own folder, so commands
/// run in-process never change the process's directory.
public struct CommandEnvironment: Sendable, Hashable {
    /// The directory relative paths (graph files, output directories, `--base-dir`) start from.
    public var workingDirectory: String
    /// The streams that are terminals.
    public var terminals: Set<CommandOutput.Stream>

    /// An environment in `workingDirectory`, whose streams are the `terminals` given (none by default).
    public init(workingDirectory: String, terminals: Set<CommandOutput.Stream> = []) {
        self.workingDirectory = workingDirectory
        self.terminals = terminals
    }

    /// The process's: its current directory, and whether its standard output and error are terminals.
    public static var current: CommandEnvironment {
        CommandEnvironment(
            workingDirectory: FileManager.default.currentDirectoryPath,
            terminals: Set([(CommandOutput.Stream.standardOutput, STDOUT_FILENO), (.standardError, STDERR_FILENO)]
                .filter { isatty($0.1) == 1 }.map(\.0)))
    }

    /// `path` on disk: relative to the working directory unless absolute; an empty path stays
    /// empty, for the reader of it to refuse.
    func location(of path: String) -> String {
        guard !path.isEmpty, !path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)).path
    }
}
