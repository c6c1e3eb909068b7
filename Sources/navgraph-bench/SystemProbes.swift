import Foundation
import NavGraphCompiler
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's peak memory so far.
enum PeakMemory {
    /// The peak resident set size in megabytes (`getrusage`'s `ru_maxrss`: kilobytes on Linux,
    /// bytes on macOS).
    static func residentMegabytes() -> Double {
        var usage = rusage()
        #if canImport(Darwin)
        getrusage(RUSAGE_SELF, &usage)
        return Double(usage.ru_maxrss) / 1_048_576
        #else
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
        #endif
    }
}

/// A fresh directory under the system's temporary directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-bench-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

/// The time `swiftc -typecheck` (Swift 6 language mode, from PATH) takes over generated files,
/// against the NavGraphRuntime module built beside this executable (`<bin>/Modules`).
enum SwiftTypecheck {
    static func seconds(for files: [GeneratedFile]) throws -> Double {
        let modules = Bundle.main.executableURL?.deletingLastPathComponent().appendingPathComponent("Modules").path ?? "Modules"
        guard FileManager.default.fileExists(atPath: "\(modules)/NavGraphRuntime.swiftmodule") else {
            throw BenchError("no NavGraphRuntime module in \(modules); build with swift build --product navgraph-bench")
        }
        let directory = try TemporaryDirectory()
        _ = try OutputWriter(directory: directory.path).write(files)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + files.map { "\(directory.path)/\($0.name)" }
        let output = Pipe()
        process.standardError = output
        process.standardOutput = output
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            try process.run()
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
        }
        guard process.terminationStatus == 0 else {
            throw BenchError("swiftc -typecheck failed on the generated code (status \(process.terminationStatus))")
        }
        return elapsed.seconds
    }
}
