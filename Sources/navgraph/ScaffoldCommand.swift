import Foundation
import ArgumentParser
import NavGraphCompiler

/// `navgraph scaffold`: write FlowController skeletons that do not exist yet.
struct ScaffoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scaffold",
        abstract: "Write a FlowController skeleton for each screen and flow that has none yet.",
        discussion: """
            Writes <Name>FlowController.swift for every screen and flow, conforming to its generated \
            contract, and <Set>Routing.swift for every set of shared routes, unless a file of that \
            name exists or a Swift file under the output directory already declares the type: \
            existing files are never touched. Lists \
            what it created and what it skipped (on standard error). Then reads the Swift files \
            under the output directory and reports, at the graph line that asks, every requirement \
            an existing FlowController lacks, and a FlowController of the other UI framework \
            (missing-requirement). Nothing is written when the graph has errors (exit 1). \
            Diagnostics go to standard output.
            """
    )

    @OptionGroup var input: GraphInputOptions
    @OptionGroup var diagnostics: DiagnosticOptions

    @Option(name: .customLong("output-dir"), help: "The directory to write the skeletons into (created if missing).")
    var outputDirectory: String

    func run() throws {
        let loader = GraphLoader(input: input, diagnostics: diagnostics, destination: .standardOutput)
        let valid = try loader.valid()

        let writer = OutputWriter(directory: outputDirectory)
        let (skeletons, declared) = SkeletonGenerator.undeclared(SkeletonGenerator.skeletons(for: valid), in: swiftSources(under: writer.directory))
        for name in declared {
            Console.error("skipped \(writer.directory.appendingPathComponent(name).path) (its type is declared in another file)")
        }
        do {
            for file in try writer.create(skeletons) {
                let path = writer.directory.appendingPathComponent(file.name).path
                Console.error(file.outcome == .created ? "created \(path)" : "skipped \(path) (exists)")
            }
        } catch {
            Console.error("error: \(error)")
            throw ExitCode(2)
        }
        let found = ScaffoldReport.diagnostics(for: valid, sources: swiftSources(under: writer.directory))
        if try loader.report(found).containsErrors { throw ExitCode(1) }
    }

    /// The text of every Swift file under `directory`, outside hidden folders (`.build`).
    private func swiftSources(under directory: URL) -> [String] {
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }
    }
}
