import NavGraphCompiler

/// A ``PhaseObserver`` that adds up the time spent in each phase of one check.
struct PhaseTimes: PhaseObserver {
    /// Seconds per phase; a phase run once per file is the sum over the files.
    private(set) var seconds: [CompilerPhase: Double] = [:]
    /// The clock the phases are timed on.
    let clock: BenchClock

    mutating func run<Result>(_ phase: CompilerPhase, _ work: () -> Result) -> Result {
        var result: Result?
        seconds[phase, default: 0] += clock.seconds { result = work() }
        return result!
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }
}
