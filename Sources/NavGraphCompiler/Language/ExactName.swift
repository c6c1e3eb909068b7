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
        first.utf8.elementsEqual(second.utf8)
    }
}
