import NavGraphVocabulary

/// The keys each route style and each flow kind takes, as `navgraph explain invalid-structure`
/// lists them: read from the vocabulary's rules (`NavGraphRouteStyle.rule(for:)`,
/// `NavGraphFlowKind.rule(for:)`), so the list is the parser's.
enum KeyRulesText {
    /// One line per route style, then one per flow kind: `push: to, style; may add context, feedback`.
    static var lines: String {
        let routes = NavGraphRouteStyle.allCases.map { style in
            "  \(style.rawValue) route: " + keys(NavGraphRouteKey.self, style.rule(for:))
        }
        let flows = NavGraphFlowKind.allCases.map { kind in
            "  \(kind.rawValue) flow: " + keys(NavGraphFlowKey.self, kind.rule(for:))
        }
        return (routes + flows).joined(separator: "\n")
    }

    /// The required keys, then those the rule allows, in the language's order.
    private static func keys<Key: RawRepresentable & CaseIterable>(_: Key.Type, _ rule: (Key) -> NavGraphKeyRule) -> String
    where Key.RawValue == String {
        let required = Key.allCases.filter { rule($0) == .required }.map(\.rawValue)
        let allowed = Key.allCases.filter { rule($0) == .allowed }.map(\.rawValue)
        return required.joined(separator: ", ") + (allowed.isEmpty ? "" : "; may add " + allowed.joined(separator: ", "))
    }
}
