import Foundation

/// Runs the built `navgraph` executable, for tests of the command line's exit statuses and output.
enum NavGraphTool {
    /// The result of one run.
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// The executable beside the test bundle in the build folder (`swift test` builds it too).
    static var executable: URL {
        var folder = Bundle.main.bundleURL
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("navgraph").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("navgraph")
    }

    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
