/// A name compared by its Unicode scalars, exactly as written.
///
/// Swift's `String ==` (and so `Dictionary<String, _>`) treats canonically equivalent strings
/// as equal: `Café` written with `é` and with `e` + U+0301 are one key. Swift identifiers are
/// compared by their scalars, so the graph's names must be too.
struct ExactName: Hashable, Sendable {
    let scalars: [Unicode.Scalar]

    init(_ name: String) {
        scalars = Array(name.unicodeScalars)
    }

    /// Whether two strings are the same scalars.
    static func same(_ first: String, _ second: String) -> Bool {
        first.unicodeScalars.elementsEqual(second.unicodeScalars)
    }
}
