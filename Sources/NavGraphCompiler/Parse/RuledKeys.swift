import NavGraphVocabulary

/// A word that decides which keys its declaration takes: a route's style, a flow's kind.
protocol KeyRuling {
    /// The keys of the declaration.
    associatedtype Key: RawRepresentable & CaseIterable & Hashable where Key.RawValue == String
    /// Whether a declaration with this word must, may or must not write `key`.
    func rule(for key: Key) -> NavGraphKeyRule
    /// The keys every word requires: required before the word is known.
    static var requiredByEvery: Set<Key> { get }
}

extension NavGraphRouteStyle: KeyRuling {
    static var requiredByEvery: Set<NavGraphRouteKey> { NavGraphRouteKey.requiredByEveryStyle }
}

extension NavGraphFlowKind: KeyRuling {
    static var requiredByEvery: Set<NavGraphFlowKey> { NavGraphFlowKey.requiredByEveryKind }
}

/// A route's or a flow's keys held against the vocabulary's rule for its style or kind
/// (`NavGraphRouteStyle.rule(for:)`, `NavGraphFlowKind.rule(for:)`): the keys it writes that
/// the rule forbids, whose values are not read, and the required keys it does not write, for
/// the parser to report (`invalid-structure`, at the key and at the declaration's name).
struct RuledKeys<Word: KeyRuling> {
    private let mapping: KeyedMapping
    /// The style or kind whose rule the keys are held against; `nil` when missing or unknown.
    let word: Word?
    /// The keys written that the rule forbids, with their key nodes.
    private(set) var forbidden: [(key: Word.Key, node: SyntaxNode)] = []
    /// The keys the rule requires that are not written; none beside an unknown key, which is
    /// most likely one of them misspelled (`KeyedMapping`).
    private(set) var missing: [Word.Key] = []

    /// Holds `mapping` against the rule of `word`. `word` is `nil` when it is missing or unknown:
    /// then no key is forbidden, and the keys required are those every word requires.
    init(_ mapping: KeyedMapping, of word: Word?) {
        self.mapping = mapping
        self.word = word
        for key in Word.Key.allCases {
            let present = mapping.keyNode(key.rawValue)
            if let present, word?.rule(for: key) == .forbidden {
                forbidden.append((key, present))
            } else if present == nil, !mapping.hasUnknownKeys, word.map({ $0.rule(for: key) == .required }) ?? Word.requiredByEvery.contains(key) {
                missing.append(key)
            }
        }
    }

    /// The value written under `key`, unless the rule forbids the key.
    subscript(_ key: Word.Key) -> SyntaxNode? {
        word?.rule(for: key) == .forbidden ? nil : mapping[key.rawValue]
    }
}
