import Foundation

/// A small deterministic random number generator (SplitMix64), so that a property test's seed
/// replays its run: the seed comes from `NAVGRAPH_SEED` when set; failures name it.
struct SeededGenerator: RandomNumberGenerator {
    /// The seed this run uses.
    let seed: UInt64
    private var state: UInt64

    /// A generator seeded from `NAVGRAPH_SEED`, or at random.
    init() {
        seed = ProcessInfo.processInfo.environment["NAVGRAPH_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 0...UInt64.max)
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
