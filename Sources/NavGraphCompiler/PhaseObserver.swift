/// The phases of ``GraphCompiler/check(_:observing:)``, in the order they run.
public enum CompilerPhase: String, CaseIterable, Sendable {
    /// Bytes to a located YAML syntax tree (`SyntaxReader`: UTF-8, limits, libyaml's composer).
    case readAndCompose = "read and compose"
    /// Syntax trees to each file's declarations (`GraphFileParser`).
    case parse
    /// Files joined into one graph; names (`NameResolver`).
    case resolve
    /// Types, contexts, feedback, containers, reachability (`TypeChecker`, `GraphChecker`).
    case check
}

/// Something that wants to see each phase of checking run, such as a benchmark timing them.
///
/// ``GraphCompiler/check(_:)`` uses an observer that only runs the work; being generic, it costs
/// the normal path nothing.
public protocol PhaseObserver {
    /// Runs `work`, which is (part of) `phase`, and returns its result. A phase that runs once
    /// per file is reported once per file.
    mutating func run<Result>(_ phase: CompilerPhase, _ work: () -> Result) -> Result
}

/// The observer of a plain check: runs each phase and notes nothing.
struct UnobservedPhases: PhaseObserver {
    func run<Result>(_ phase: CompilerPhase, _ work: () -> Result) -> Result { work() }
}
