import Foundation
import Testing
@testable import NavGraphCompiler

/// Generates a graph's Swift and skeletons into a temporary folder, with the external types
/// declared as an app declares them, and type-checks them as one module: on Linux against the
/// UIKit test double, and against Apple's iOS SDK when the environment names it
/// (`NAVGRAPH_TYPECHECK_IOS=<path of typecheck-ios>`, `NAVGRAPH_IOS_MODULES=<folder of the runtime
/// modules built for iOS>`, as `.ci/generated-code.sh` sets them).
enum GeneratedCodeCheck {
    /// Whether the environment asks for the iOS SDK check.
    static var iOSRequested: Bool { iOSTools != nil }

    private static var iOSTools: (typecheck: String, modules: String)? {
        let environment = ProcessInfo.processInfo.environment
        guard let typecheck = environment["NAVGRAPH_TYPECHECK_IOS"], let modules = environment["NAVGRAPH_IOS_MODULES"] else { return nil }
        return (typecheck, modules)
    }

    /// Type-checks what `graph` generates; records an issue labelled `label` for each failure.
    /// `iOS` adds the iOS SDK check when the environment asks for it.
    static func expectCompiles(graph valid: ValidGraph, label: String, iOS: Bool) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = externalTypes(of: valid.graph).map { [GeneratedFile(name: "App.swift", contents: $0)] } ?? []
        let files = SwiftGenerator.generate(valid) + SkeletonGenerator.skeletons(for: valid) + app
        try OutputWriter(directory: directory.path).write(files)
        let result = try SwiftCompiler.typecheck(files.map { directory.appendingPathComponent($0.name) }, uiKit: true)
        #expect(result.succeeded, "\(label):\n\(result.output.prefix(4_000))")
        if iOS, let tools = iOSTools {
            let checked = try SwiftCompiler.launch(
                URL(fileURLWithPath: tools.typecheck),
                ["-m", "Generated", directory.path, "--", "-warnings-as-errors", "-I", tools.modules])
            #expect(checked.succeeded, "\(label) (iOS SDK):\n\(checked.output.prefix(4_000))")
        }
    }

    /// The graph's external types as the app declares them (Hashable and Sendable, Codable where
    /// the graph says `codable: true`; a class that is not Sendable where it says `sendable:
    /// false`), public where the generated declarations are; nil for a
    /// graph without any.
    private static func externalTypes(of graph: Graph) -> String? {
        let access = graph.generationOptions.access == .public ? "public " : ""
        let declarations = graph.types.compactMap { type -> String? in
            guard case .external(let codable, let sendable) = type.kind else { return nil }
            let name = SwiftName.identifier(type.name.value)
            guard sendable else {
                // A class of the app's that is not Sendable, as a SwiftData model is.
                return "\(access)final class \(name): Swift.Hashable {\n"
                    + "    \(access)static func == (lhs: \(name), rhs: \(name)) -> Swift.Bool { lhs === rhs }\n"
                    + "    \(access)func hash(into hasher: inout Swift.Hasher) { hasher.combine(Swift.ObjectIdentifier(self)) }\n}\n"
            }
            let conformances = "Swift.Hashable, Swift.Sendable" + (codable ? ", Swift.Codable" : "")
            return "\(access)struct \(name): \(conformances) {}\n"
        }
        return declarations.isEmpty ? nil : declarations.joined()
    }
}
