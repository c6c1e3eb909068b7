import NavGraphVocabulary

/// A route's or a flow's keys held against the vocabulary's rule for its style or kind
/// (`NavGraphRouteStyle.rule(for:)`, `NavGraphFlowKind.rule(for:)`): a forbidden key is
/// `invalid-structure` at the key and its value is not read, a missing required key is
/// `invalid-structure` at the declaration's name.
struct RuledKeys<Key: RawRepresentable & CaseIterable & Hashable> where Key.RawValue == String {
    /// What to say about a key that breaks the rule.
    struct Messages {
        /// About a key written where the rule forbids it.
        var forbidden: (Key) -> String
        /// About a required key that is not written.
        var missing: (Key) -> String
    }

    private let mapping: KeyedMapping
    private let rule: ((Key) -> NavGraphKeyRule)?

    /// Holds `mapping` against `rule`, reporting what breaks it. `rule` is `nil` when the word
    /// that chooses it (a style, a kind) is missing or unknown: then no key is forbidden, and the
    /// keys required are those every rule of `rules` requires. A missing key is not reported
    /// beside an unknown key, which is most likely that key misspelled (`KeyedMapping`).
    init(
        _ mapping: KeyedMapping, rule: ((Key) -> NavGraphKeyRule)?, among rules: [(Key) -> NavGraphKeyRule],
        owner: Located<String>, messages: Messages, diagnostics: inout DiagnosticBag
    ) {
        self.mapping = mapping
        self.rule = rule
        for key in Key.allCases {
            let present = mapping.keyNode(key.rawValue)
            let required = rule.map { $0(key) == .required } ?? rules.allSatisfy { $0(key) == .required }
            if let present, rule?(key) == .forbidden {
                diagnostics.add(.invalidStructure, messages.forbidden(key), at: present.range)
            } else if present == nil, required, !mapping.hasUnknownKeys {
                diagnostics.add(.invalidStructure, messages.missing(key), at: owner.range)
            }
        }
    }

    /// The value written under `key`, unless the rule forbids the key.
    subscript(_ key: Key) -> SyntaxNode? {
        rule?(key) == .forbidden ? nil : mapping[key.rawValue]
    }

    /// The key node of `key` where its value is read (`subscript`).
    func keyNode(_ key: Key) -> SyntaxNode? {
        rule?(key) == .forbidden ? nil : mapping.keyNode(key.rawValue)
    }
}
