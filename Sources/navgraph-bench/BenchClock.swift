import Foundation

/// What a measured time is: the wall clock's, or the CPU time of the thread doing the work.
///
/// The wall clock is what a user waits for and what the floors were measured in. On a machine
/// shared with other builds it also counts the time the thread waited for a core, and a long run
/// is likelier to wait than a short one, so the growth from a small graph to a large one comes out
/// larger than the work's; the thread's CPU time leaves the waiting out (`--cpu-time`).
enum BenchClock: String, Codable {
    case wall
    case cpu

    /// The seconds `work` took on this clock.
    func seconds(_ work: () throws -> Void) rethrows -> Double {
        switch self {
        case .wall:
            return try ContinuousClock().measure(work).seconds
        case .cpu:
            let start = Self.threadCPUSeconds()
            try work()
            return Self.threadCPUSeconds() - start
        }
    }

    /// How the tables name the clock their times were read on.
    var tableNote: String {
        switch self {
        case .wall: "wall-clock time"
        case .cpu: "CPU time of the measuring thread (user and system), not wall-clock time"
        }
    }

    private static func threadCPUSeconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
