import Foundation

/// Runs `swiftc` on generated code the way an app's build would: Swift 6 language mode,
/// warnings as errors, against the NavGraphRuntime library and the NavGraphVocabulary it
/// re-exports (built from their sources once per test run). The UIKit layer is compiled against the UIKit test double (Tests/UIKitDouble, built as
/// a module named `UIKit`) where the real UIKit does not exist.
enum SwiftCompiler {
    struct Result {
        var status: Int32
        var output: String
        var succeeded: Bool { status == 0 }
    }

    /// The package's `Tests` folder.
    static let testsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The UIKit test double's sources.
    static let uiKitDoubleSources = swiftFiles(in: testsDirectory.appendingPathComponent("UIKitDouble"))
    /// The modules generated code is built against, in build order (each imports those before
    /// it), with their sources (NavGraphRuntime's UIKit renderer included). The one list of them.
    static let runtimeModules: [(name: String, sources: [URL])] = ["NavGraphVocabulary", "NavGraphRuntime"].map { name in
        let folder = testsDirectory.deletingLastPathComponent().appendingPathComponent("Sources/\(name)")
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return (name, found.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path })
    }
    /// The linker flags for the runtime modules' static libraries, users before what they use.
    static let runtimeLinkFlags = runtimeModules.reversed().map { "-l\($0.name)" }

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

    /// A directory with the runtime modules built without UIKit (modules and static libraries).
    static let runtimeLibrary: Result = buildLibraries(uiKit: false)
    /// A directory with the UIKit double as `UIKit` and the runtime modules built against it.
    static let runtimeLibraryWithUIKit: Result = buildLibraries(uiKit: true)

    private static func buildLibraries(uiKit: Bool) -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-runtime-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            if uiKit {
                let double = try emitLibrary("UIKit", uiKitDoubleSources, in: directory)
                guard double.succeeded else { return double }
            }
            for module in runtimeModules {
                let built = try emitLibrary(module.name, module.sources, in: directory)
                guard built.succeeded else { return built }
            }
            return Result(status: 0, output: directory.path)
        } catch {
            return Result(status: -1, output: "\(error)")
        }
    }

    /// Builds `sources` as module `module`: its `.swiftmodule` and a static library, in `directory`.
    private static func emitLibrary(_ module: String, _ sources: [URL], in directory: URL) throws -> Result {
        try run(strictFlags + [
            "-parse-as-library", "-module-name", module, "-I", directory.path,
            "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module).swiftmodule").path,
            "-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(module).a").path,
        ] + sources.map(\.path))
    }

    /// Checks `files` as one module against NavGraphRuntime, as a build would; with `uiKit`,
    /// against the UIKit double too, so that `#if canImport(UIKit)` code is compiled. It goes as
    /// far as SIL (`-emit-sil`), not only `-typecheck`: Swift 6's data-race checks ("sending …
    /// risks causing data races") run on SIL, after type-checking, and a graph once generated
    /// code that type-checked clean and warned in the app's build.
    static func typecheck(_ files: [URL], uiKit: Bool) throws -> Result {
        let libraries = uiKit ? runtimeLibraryWithUIKit : runtimeLibrary
        guard libraries.succeeded else { return libraries }
        return try run(strictFlags + ["-parse-as-library", "-emit-sil", "-wmo", "-o", "/dev/null", "-I", libraries.output] + files.map(\.path))
    }

    /// Builds an executable from `files` (one of them `main.swift`) linked with NavGraphRuntime
    /// (and, with `uiKit`, the UIKit double) at `executable`.
    static func build(_ files: [URL], uiKit: Bool = false, to executable: URL) throws -> Result {
        let libraries = uiKit ? runtimeLibraryWithUIKit : runtimeLibrary
        guard libraries.succeeded else { return libraries }
        let link = ["-I", libraries.output, "-L", libraries.output] + runtimeLinkFlags + (uiKit ? ["-lUIKit"] : [])
        return try run(strictFlags + link + files.map(\.path) + ["-o", executable.path])
    }

    /// Builds an executable from `files` (as `build` does) and runs it.
    static func buildAndRun(_ files: [URL], uiKit: Bool = false) throws -> Result {
        let executable = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: executable) }
        let build = try build(files, uiKit: uiKit, to: executable)
        guard build.succeeded else { return build }
        return try launch(executable)
    }

    /// Builds each of `modules` in order as a library module (each sees those before it), then an
    /// executable from `main` linked with all of them and the runtime modules, and runs it: an app
    /// split into modules, as SwiftPM would build it.
    static func buildAndRunModules(_ modules: [(name: String, files: [URL])], main: [URL]) throws -> Result {
        guard runtimeLibrary.succeeded else { return runtimeLibrary }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-modules-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let search = ["-I", runtimeLibrary.output, "-I", directory.path]
        for module in modules {
            let result = try run(strictFlags + search + [
                "-parse-as-library", "-module-name", module.name,
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("\(module.name).swiftmodule").path,
                "-emit-library", "-static", "-o", directory.appendingPathComponent("lib\(module.name).a").path,
            ] + module.files.map(\.path))
            guard result.succeeded else { return result }
        }
        let executable = directory.appendingPathComponent("app")
        let libraries = modules.reversed().map { "-l\($0.name)" } + runtimeLinkFlags
        let build = try run(strictFlags + search + ["-L", directory.path, "-L", runtimeLibrary.output] + libraries
            + main.map(\.path) + ["-o", executable.path])
        guard build.succeeded else { return build }
        return try launch(executable)
    }

    /// Swift files in a directory, sorted; none when it does not exist.
    static func swiftFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { directory.appendingPathComponent($0) }
    }
}
