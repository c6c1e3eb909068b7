import Foundation

/// A name compared by its Unicode scalars, exactly as written.
///
/// Swift's `String ==` (and so `Dictionary<String, _>`) treats canonically equivalent strings
/// as equal: `Café` written with `é` and with `e` + U+0301 are one key. Swift identifiers are
/// compared by their scalars, so the graph's names must be too.
struct ExactName: Hashable, Sendable {
    /// The name as written. Compared and hashed by its UTF-8 encoding, which is equal exactly
    /// when the scalars are, with no copy (hashing a `String` itself normalizes it first).
    let name: String

    init(_ name: String) {
        self.name = name
    }

    static func == (first: ExactName, second: ExactName) -> Bool {
        same(first.name, second.name)
    }

    func hash(into hasher: inout Hasher) {
        var name = name
        name.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether two strings are the same scalars.
    static func same(_ first: String, _ second: String) -> Bool {
        // Compares the two buffers in one call: element by element through a generic
        // `elementsEqual`, a debug build spends more here than in the rest of the key check.
        var first = first
        var second = second
        return first.withUTF8 { firstBytes in
            second.withUTF8 { secondBytes in
                guard firstBytes.count == secondBytes.count else { return false }
                guard let firstStart = firstBytes.baseAddress, let secondStart = secondBytes.baseAddress else { return true }
                return memcmp(firstStart, secondStart, firstBytes.count) == 0
            }
        }
    }
}
