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

/// A ``PhaseObserver`` that runs each phase inside a function of its own that is never inlined
/// (`profiledReadAndCompose`, `profiledParse`, `profiledResolve`, `profiledCheck`), so that a
/// profiler's inclusive count of that function is the phase's (`navgraph-bench --lint-once`).
struct ProfiledPhases: PhaseObserver {
    mutating func run<Result>(_ phase: CompilerPhase, _ work: () -> Result) -> Result {
        switch phase {
        case .readAndCompose: profiledReadAndCompose(work)
        case .parse: profiledParse(work)
        case .resolve: profiledResolve(work)
        case .check: profiledCheck(work)
        }
    }
}

/// The phase last entered, which makes the four functions' bodies differ: identical bodies would
/// be merged into one function, and the profiler would count the four phases as one.
nonisolated(unsafe) var profiledPhase = 0

@inline(never) func profiledReadAndCompose<Result>(_ work: () -> Result) -> Result { profiledPhase = 1; return work() }
@inline(never) func profiledParse<Result>(_ work: () -> Result) -> Result { profiledPhase = 2; return work() }
@inline(never) func profiledResolve<Result>(_ work: () -> Result) -> Result { profiledPhase = 3; return work() }
@inline(never) func profiledCheck<Result>(_ work: () -> Result) -> Result { profiledPhase = 4; return work() }
