/// A 64-bit FNV-1a hash: the same bytes give the same value on every machine and in every run.
///
/// Swift's `hashValue` is seeded at random per process, so it cannot name a problem across CI runs;
/// reports that need a stable identity (SARIF fingerprints) use this instead.
public struct StableHash: Sendable, Hashable {
    private static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of everything combined so far.
    public private(set) var value: UInt64 = StableHash.offsetBasis

    /// The hash of no bytes.
    public init() {}

    /// Mixes in a string's UTF-8 bytes followed by a zero byte, so that ("ab", "c") and ("a", "bc") differ.
    public mutating func combine(_ text: String) {
        for byte in text.utf8 { mix(byte) }
        mix(0)
    }

    private mutating func mix(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* Self.prime
    }

    /// The value as 16 lowercase hexadecimal digits.
    public var hexDigits: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of a sequence of strings, as 16 hexadecimal digits.
    public static func hexDigits(of parts: [String]) -> String {
        var hash = StableHash()
        for part in parts { hash.combine(part) }
        return hash.hexDigits
    }
}
