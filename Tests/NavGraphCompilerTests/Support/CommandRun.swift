import ArgumentParser
import Foundation
import NavGraphCommands
import Testing
@testable import navgraph

/// Runs `navgraph`'s arguments in-process: parsed as the command line parses them
/// (`NavGraphCommand.parseAsRoot`), then the library's command run in a folder of the test's
/// choosing, without a process or a change of the process's directory. `NavGraphTool` spawns the
/// binary, for the few tests of exit statuses and streams.
enum CommandRun {
    /// The subcommand `arguments` parse to, as `Command`.
    static func parse<Command: ParsableCommand>(_ arguments: [String], as _: Command.Type = Command.self) throws -> Command {
        try #require(try NavGraphCommand.parseAsRoot(arguments) as? Command)
    }

    /// What the command `arguments` name writes, and its status, run in `directory` (by default
    /// the process's).
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> CommandOutput {
        let command = try #require(try NavGraphCommand.parseAsRoot(arguments) as? any LibraryBackedCommand)
        return command.output(in: CommandEnvironment(workingDirectory: directory?.path ?? FileManager.default.currentDirectoryPath))
    }

    /// The message the command line prints for arguments it refuses, or `nil` when they parse.
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try NavGraphCommand.parseAsRoot(arguments)
            return nil
        } catch {
            return NavGraphCommand.fullMessage(for: error)
        }
    }
}
