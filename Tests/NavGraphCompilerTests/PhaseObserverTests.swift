import Testing
import NavGraphCompiler

/// `GraphCompiler.check(_:observing:)`, which the benchmark times phases with.
@Suite("Phase observer")
struct PhaseObserverTests {
    /// Notes the phases in the order they run.
    private struct PhaseLog: PhaseObserver {
        var phases: [CompilerPhase] = []
        mutating func run<Result>(_ phase: CompilerPhase, _ work: () -> Result) -> Result {
            phases.append(phase)
            return work()
        }
    }

    private let files = [
        SourceFile(path: "a.navgraph.yaml", text: "version: 1\nentry: Home\nscreens:\n  Home:\n    routes:\n      open: { to: Detail, style: present }\n"),
        SourceFile(path: "b.navgraph.yaml", text: "screens:\n  Detail: {}\n  Orphan: {}\n"),
    ]

    @Test("reading and parsing are reported once per file, then resolve and check once; the result is the plain check's")
    func phasesInOrder() {
        var log = PhaseLog()
        let observed = GraphCompiler.check(files, observing: &log)
        #expect(log.phases == [.readAndCompose, .parse, .readAndCompose, .parse, .resolve, .check])
        let plain = GraphCompiler.check(files)
        #expect(observed.diagnostics == plain.diagnostics)
        #expect(observed.graph?.screens.map(\.name.value) == ["Home", "Detail", "Orphan"])
        #expect(!observed.diagnostics.isEmpty, "Orphan is unreachable: the check phase ran")
    }

    @Test("a file that cannot be read is not parsed; the files that were read are still resolved and checked")
    func unreadableFileSkipsItsParse() {
        var log = PhaseLog()
        let good = SourceFile(path: "good.navgraph.yaml", text: "version: 1\nentry: Home\nscreens:\n  Home: {}\n")
        _ = GraphCompiler.check([SourceFile(path: "bad.navgraph.yaml", text: "a: ["), good], observing: &log)
        #expect(log.phases == [.readAndCompose, .readAndCompose, .parse, .resolve, .check])
    }
}
