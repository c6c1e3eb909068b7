import Foundation

/// The app's key of one instance of a flow made from data (`{ each: ListTab, key: ListID }`
/// among a tabs flow's children): one list's tab, one browser tab. Compared and hashed as the
/// key itself; it keeps its JSON form too, which a saved state holds (docs/Language.md, "Flows
/// made from data").
public struct NavGraphInstanceKey: Hashable, Sendable, CustomStringConvertible {
    /// The app's key.
    public let value: any Hashable & Sendable
    /// The key as JSON, for a saved state; `nil` when it does not encode (a saved state then
    /// cannot be made, as for a route whose destination does not encode).
    public let saved: String?

    /// Wraps one of the app's keys.
    public init<Key: Hashable & Sendable & Codable>(_ key: Key) {
        value = key
        let encoder = JSONEncoder()
        // The same key always saves the same text: a saved state compares equal to itself.
        encoder.outputFormatting = [.sortedKeys]
        saved = (try? encoder.encode(key)).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The key read back from a saved state's JSON form, or `nil` when the text is no `Key`.
    public static func restoring<Key: Hashable & Sendable & Codable>(_ saved: String, as type: Key.Type) -> Key? {
        try? JSONDecoder().decode(Key.self, from: Data(saved.utf8))
    }

    /// The key as the app's type, or `nil` when it is another type.
    public func key<Key>(as type: Key.Type) -> Key? {
        value as? Key
    }

    /// The key, as Swift prints it.
    public var description: String { "\(value)" }

    /// Whether both are the same key.
    public static func == (lhs: NavGraphInstanceKey, rhs: NavGraphInstanceKey) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }

    /// Hashes the key.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(value))
    }
}

/// Where a tabs flow's instances stand among its tabs: the stack flow each one is, and the fixed
/// tabs written before the keyed entry in the graph (the instances come after those of them the
/// flow shows, in the app's order of the keys).
public struct NavGraphInstancesPlace: Hashable, Sendable {
    /// The declared stack flow each instance is.
    public var flow: NavGraphNodeName
    /// The fixed tabs written before the keyed entry.
    public var after: [NavGraphNodeName]

    /// Describes the place.
    public init(flow: NavGraphNodeName, after: [NavGraphNodeName]) {
        self.flow = flow
        self.after = after
    }

    /// The index in `tabs` (the tabs shown, fixed ones named by `node`) where the instances go:
    /// after the last fixed tab written before them, or first.
    func insertionIndex(in tabs: [NavGraphNodeName?]) -> Int {
        let before = Set(after)
        return (tabs.lastIndex { $0.map(before.contains) == true }).map { $0 + 1 } ?? 0
    }
}
