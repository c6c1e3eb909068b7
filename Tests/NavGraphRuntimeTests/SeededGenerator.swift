// Shared by the compiler tests, the runtime tests and the UIKit scenarios (the compiler tests link to this file).

/// A random number generator that repeats itself from a seed (SplitMix64), so that a property
/// test's failure can be reproduced from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// The seed from the environment variable `name`, or a fresh one.
    static func seed(from name: String) -> UInt64 {
        ProcessInfoSeed.value(of: name) ?? UInt64.random(in: 1...UInt64(UInt32.max))
    }
}

import Foundation

/// Reads numbers the property tests take from the environment.
enum ProcessInfoSeed {
    /// The environment variable `name` as a number, when set.
    static func value(of name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }
}
