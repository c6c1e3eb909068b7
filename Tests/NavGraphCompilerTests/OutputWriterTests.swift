import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("Writing generated files")
struct OutputWriterTests {
    let files = [GeneratedFile(name: "A.swift", contents: "let a = 1\n"), GeneratedFile(name: "B.swift", contents: "let b = 2\n")]

    private func modificationDate(_ url: URL) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
    }

    @Test("a file whose bytes would not change is not rewritten")
    func unchangedFilesKeepTheirTime() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = OutputWriter(directory: directory.path)
        #expect(try writer.write(files).map(\.outcome) == [.created, .created])
        let a = directory.appendingPathComponent("A.swift")
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: a.path)
        let changed = [files[0], GeneratedFile(name: "B.swift", contents: "let b = 3\n")]
        #expect(try writer.write(changed).map(\.outcome) == [.unchanged, .updated])
        #expect(try modificationDate(a) == old)
        #expect(try String(contentsOf: directory.appendingPathComponent("B.swift"), encoding: .utf8) == "let b = 3\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(leftovers == ["A.swift", "B.swift"], "no temporary files remain")
    }

    @Test("--check names what would change or appear and writes nothing; an unchanged output passes")
    func checkWritesNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = OutputWriter(directory: directory.path)
        let reference = try ReferenceCase.named("stack")
        let generated = SwiftGenerator.generate(try reference.graph())
        #expect(try writer.plan(generated).allSatisfy { $0.outcome == .created })
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        try writer.write(generated)
        #expect(try writer.plan(generated).allSatisfy { $0.outcome == .unchanged }, "an unchanged graph passes")

        let text = try String(contentsOf: reference.folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
        let changedGraph = GraphCompiler.check([SourceFile(path: "shop.navgraph.yaml", text: text.replacingOccurrences(of: "Shows one item.", with: "Shows an item."))])
        let changed = SwiftGenerator.generate(try #require(ValidGraph(changedGraph)))
        let before = try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
        let stale = try writer.plan(changed).filter { $0.outcome != .unchanged }.map(\.name)
        #expect(stale == ["NavGraphContracts.swift", "NavGraphNavigation.swift"], "the summary is in the contract and the destination")
        let after = try FileManager.default.contentsOfDirectory(atPath: directory.path).map {
            try Data(contentsOf: directory.appendingPathComponent($0))
        }
        #expect(before == after, "planning writes nothing")
    }

    @Test("names that would leave the output directory are refused", arguments: ["../A.swift", "sub/A.swift", "..", ".hidden", "", "/tmp/A.swift"])
    func refusesEscapingNames(_ name: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: OutputWriter.Failure.self) {
            try OutputWriter(directory: directory.path).write([GeneratedFile(name: name, contents: "x")])
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test("scaffolding never touches an existing file and says what it skipped")
    func scaffoldNeverOverwrites() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let mine = directory.appendingPathComponent("A.swift")
        try "// mine\n".write(to: mine, atomically: true, encoding: .utf8)
        let outcomes = try OutputWriter(directory: directory.path).create(files)
        #expect(outcomes.map(\.outcome) == [.skipped, .created])
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mine\n")
    }

    @Test("an output path that is a regular file is refused, by --check too, and left alone")
    func outputPathIsAFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Generated")
        try "keep".write(to: file, atomically: true, encoding: .utf8)
        let writer = OutputWriter(directory: file.path)
        #expect(throws: OutputWriter.Failure.self) { try writer.plan(files) }
        #expect(throws: OutputWriter.Failure.self) { try writer.write(files) }
        #expect(throws: OutputWriter.Failure.self) { try writer.create(files) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
    }

    @Test("generation is all or nothing: a destination that is not a file leaves every old file as it was")
    func allOrNothing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let writer = OutputWriter(directory: directory.path)
        try writer.write(files)
        let c = directory.appendingPathComponent("C.swift")
        try FileManager.default.createDirectory(at: c, withIntermediateDirectories: false)
        let next = [GeneratedFile(name: "A.swift", contents: "let a = 10\n"), GeneratedFile(name: "B.swift", contents: "let b = 20\n"),
                    GeneratedFile(name: "C.swift", contents: "let c = 30\n")]
        #expect(throws: OutputWriter.Failure.self) { try writer.write(next) }
        #expect(throws: OutputWriter.Failure.self, "--check says so too") { try writer.plan(next) }
        #expect(try String(contentsOf: directory.appendingPathComponent("A.swift"), encoding: .utf8) == "let a = 1\n")
        #expect(try String(contentsOf: directory.appendingPathComponent("B.swift"), encoding: .utf8) == "let b = 2\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(leftovers == ["A.swift", "B.swift", "C.swift"], "no temporary files remain")
    }

    @Test("an empty output path is refused, never taken for the current directory")
    func emptyOutputPath() throws {
        let writer = OutputWriter(directory: "")
        #expect(throws: OutputWriter.Failure.self) { try writer.plan(files) }
        #expect(throws: OutputWriter.Failure.self) { try writer.write(files) }
        #expect(throws: OutputWriter.Failure.self) { try writer.create(files) }
    }
}
