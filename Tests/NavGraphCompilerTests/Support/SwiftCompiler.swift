import Foundation

/// Runs `swiftc` on generated code the way an app's build would: Swift 6 language mode,
/// warnings as errors. The UIKit layer is compiled against the test-only UIKit module
/// (Tests/UIKitStub) where the real UIKit does not exist.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// The package's `Tests` folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let stubSource = testsDirectory.appendingPathComponent("UIKitStub/UIKit.swift")

    static let strictFlags = ["-swift-version", "6", "-warnings-as-errors"]

    /// Runs swiftc with `arguments`, returning its status and combined output.
    static func run(_ arguments: [String]) throws -> Result {
        try launch(URL(fileURLWithPath: "/usr/bin/env"), ["swiftc"] + arguments)
    }

    /// Runs a program to its end, returning its status and combined output.
    static func launch(_ executable: URL, _ arguments: [String] = []) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// A directory holding the UIKit stand-in's module, emitted once per test run.
    static let stubModuleDirectory: Result = {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-uikit-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            var result = try run(strictFlags + [
                "-parse-as-library", "-emit-module", "-module-name", "UIKit",
                "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path, stubSource.path,
            ])
            if result.succeeded { result.output = directory.path }
            return result
        } catch {
            return Result(status: -1, output: "\(error)")
        }
    }()

    /// Type-checks `files` as one module; with `uiKit`, `#if canImport(UIKit)` code is compiled too.
    static func typecheck(_ files: [URL], uiKit: Bool) throws -> Result {
        var arguments = strictFlags + ["-parse-as-library", "-typecheck"]
        if uiKit {
            let stub = stubModuleDirectory
            guard stub.succeeded else { return stub }
            arguments += ["-I", stub.output]
        }
        return try run(arguments + files.map(\.path))
    }

    /// Builds an executable from `files` (one of them `main.swift`) and runs it.
    static func buildAndRun(_ files: [URL]) throws -> Result {
        let executable = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: executable) }
        let build = try run(strictFlags + files.map(\.path) + ["-o", executable.path])
        guard build.succeeded else { return build }
        return try launch(executable)
    }

    /// Swift files in a directory, sorted; none when it does not exist.
    static func swiftFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }
}
