// Shared by the graph shapes (and through them the compiler tests and the benchmark), the runtime tests and the
// UIKit scenarios (those two compile this file through Tests/NavGraphRuntimeTests/SeededGenerator.swift, a link to it).

/// A random number generator that repeats itself from a seed (SplitMix64), so that a property
/// test's failure can be reproduced from the seed it prints.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that repeats the numbers of `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// The seed from the environment variable `name`, or a fresh one.
    public static func seed(from name: String) -> UInt64 {
        ProcessInfoSeed.value(of: name) ?? UInt64.random(in: 1...UInt64(UInt32.max))
    }
}

import Foundation

/// Reads numbers the property tests take from the environment.
public enum ProcessInfoSeed {
    /// The environment variable `name` as a number, when set.
    public static func value(of name: String) -> UInt64? {
        ProcessInfo.processInfo.environment[name].flatMap { UInt64($0) }
    }
}
