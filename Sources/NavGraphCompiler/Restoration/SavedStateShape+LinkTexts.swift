import Foundation
import NavGraphVocabulary

extension SavedStateShape {
    /// How one link of a screen reads its context from a URL, as far as a saved state is held to
    /// it: each text value the link binds, where it sits in the context and where in the URL. The
    /// runtime's restore refuses an entry a link opened when no link could have read its context
    /// from a URL (`NavGraphLinkTable.reads(_:)`, `NavGraphRestoreError.notLinkValue`: an empty
    /// topic, a path with `..` in it), so the compiler's reading of saved states refuses it too.
    struct LinkTextReader: Sendable, Hashable {
        /// One `String` value the link binds.
        struct Text: Sendable, Hashable {
            /// Where a URL carries it.
            enum Place: Sendable, Hashable {
                case segment, rest, query
            }

            /// The record field it binds; `nil` for the whole (scalar) context.
            var field: String?
            var place: Place
        }

        /// One constant the link sets (`set:`): the record field it sets (`nil` for the whole
        /// scalar context) and its text.
        struct Constant: Sendable, Hashable {
            var field: String?
            var text: String
        }

        var texts: [Text]
        var constants: [Constant] = []
        /// `case:`: the case of the enum context the link opens with; its texts and constants are
        /// then those of what the case carries. `nil` for a link without one.
        var chosenCase: String? = nil

        /// Whether a URL could give `context` through this link: each text value it binds is one
        /// matching hands over, and each value it sets is its constant (the link makes no other).
        /// A value that is not a string here (a number, a missing optional) is left to the
        /// context's decoding, which has read it already.
        func reads(_ context: JSONTree?) -> Bool {
            guard let context = bound(context) else { return false }
            guard constants.allSatisfy({ Self.holds(value(of: $0.field, in: context), $0.text) }) else { return false }
            return texts.allSatisfy { text in
                guard case .string(let string)? = value(of: text.field, in: context) else { return true }
                switch text.place {
                case .segment: return NavGraphLinkText.isValue(string, inPath: true)
                case .rest: return NavGraphLinkText.isRest(string)
                case .query: return NavGraphLinkText.isValue(string, inPath: false)
                }
            }
        }

        /// What the link binds in `context`: the context itself, or for a link with a case what
        /// that case carries, as the app's encoder writes it (a case of a plain enum as its name, a
        /// case that carries a value as `{ "case": { "_0": value } }`); `.none` when the context is
        /// another case, which the link never makes.
        private func bound(_ context: JSONTree?) -> JSONTree?? {
            guard let chosenCase else { return .some(context) }
            switch context {
            case .string(let name)?: return name == chosenCase ? .some(nil) : .none
            case .object(let members)? where members.count == 1:
                guard let carried = members[chosenCase] else { return .none }
                return .some(carried.members?["_0"])
            default: return .none
            }
        }

        /// The record field `field` of `context`, or the whole context for `nil`.
        private func value(of field: String?, in context: JSONTree?) -> JSONTree? {
            guard let field else { return context }
            if case .object(let members)? = context { return members[field] }
            return nil
        }

        /// Whether a saved value is the constant `text` reads as: the text itself (a `String`, an
        /// enum's case, a UUID in any case of its letters), `true`/`false`, or the number.
        private static func holds(_ value: JSONTree?, _ text: String) -> Bool {
            switch value {
            case .string(let string)?:
                if let saved = UUID(uuidString: string), let constant = UUID(uuidString: text) { return saved == constant }
                return string == text
            case .bool(let bool)?: return Bool(linkText: text) == bool
            case .number(let number, let integer)?:
                if let integer, let constant = Int64(linkText: text) { return integer == constant }
                return Double(linkText: text) == number
            case .null?, .array?, .object?, nil: return false
            }
        }
    }

    /// For each screen whose link-opened entries are held to what a URL carries, the readers of
    /// its links: a screen with a link of its own that reads its context from the path and query
    /// (or, with `case:`, the case's and what it carries), and sets what its `set:` gives.
    /// A screen is left out (any context it decodes restores) where the runtime takes a context
    /// no URL gave, or where reading it back takes more than its text: one an `open` route opens,
    /// one a placement without a URL opens (or shows first in its chain), one a chain link (`through:`) or an app's answer (`or:`) shows, a sub-flow's root, and one
    /// whose link binds a whole URL (`url:`).
    static func linkTextReaders(_ valid: ValidGraph, types: ContextTypes) -> [String: [LinkTextReader]] {
        let plan = valid.links
        var readers: [String: [LinkTextReader]] = [:]
        // The app gives screens opened without a URL any context: an open route's, a placement's
        // (the first of its chain).
        var unheld = Set(plan.opened.map(\.node) + plan.unlinked.map(\.placement.screen) + plan.unlinkedChains.map(\.placement.screen))
        for entry in plan.entries {
            let screen = entry.screen.name.value
            unheld.formUnion(entry.link.alternatives.map(\.value))
            guard entry.link.chain.isEmpty, entry.placement.screen == screen, !entry.link.takesWholeURL else {
                unheld.formUnion([screen, entry.placement.screen] + entry.link.chain.map(\.value))
                continue
            }
            let chosen = entry.link.enumCase?.value
            var reader = reader(of: entry.link.pattern.value, context: Self.boundType(entry.screen.context?.value, case: chosen, types), types)
            reader.constants = Self.constants(of: entry.link)
            reader.chosenCase = chosen
            readers[screen, default: []].append(reader)
        }
        return readers.filter { !unheld.contains($0.key) }
    }

    /// The texts `pattern` binds in a context of `type`: a record's `String` fields by their
    /// parameters, or a `String` context by the pattern's one parameter.
    private static func reader(of pattern: LinkPattern, context type: TypeExpression?, _ types: ContextTypes) -> LinkTextReader {
        guard let type = type.flatMap(types.canonical) else { return LinkTextReader(texts: []) }
        let parameters = pattern.bindingParameters
        if case .named(let name) = type, let fields = types.fields(ofRecord: name) {
            let textFields = Set(fields.filter { isText($0.type) }.map(\.name))
            return LinkTextReader(texts: parameters.filter { textFields.contains($0.field) }.map { .init(field: $0.field, place: place(of: $0)) })
        }
        guard isText(type), let parameter = parameters.first else { return LinkTextReader(texts: []) }
        return LinkTextReader(texts: [.init(field: nil, place: place(of: parameter))])
    }

    /// What a link binds of a context of `type`: the type, or what its case `chosen` carries
    /// (`nil` for a case that carries nothing).
    private static func boundType(_ type: TypeExpression?, case chosen: String?, _ types: ContextTypes) -> TypeExpression? {
        guard let chosen else { return type }
        guard case .named(let name)? = type.flatMap(types.canonical) else { return nil }
        return types.cases(ofEnum: name)?.first { $0.name == chosen }?.payload ?? nil
    }

    /// The constants `link` sets (`set:`), each held to its text.
    private static func constants(of link: Link) -> [LinkTextReader.Constant] {
        switch link.constants?.value {
        case .value(let value)?: [.init(field: nil, text: value.value)]
        case .fields(let fields)?: fields.map { .init(field: $0.name.value, text: $0.value.value) }
        case nil: []
        }
    }

    /// `String` or `String?`: a value the link hands over as the text it read.
    private static func isText(_ type: TypeExpression) -> Bool {
        switch type {
        case .builtin(.string): true
        case .optional(let wrapped): isText(wrapped)
        default: false
        }
    }

    private static func place(of parameter: LinkParameter) -> LinkTextReader.Text.Place {
        parameter.isInQuery ? .query : parameter.isRest ? .rest : .segment
    }

    /// Whether a link could have read `context` from a URL for an entry of `screen` it opened.
    func linkReads(_ context: JSONTree?, of screen: String) -> Bool {
        guard let readers = linkTextReaders[screen] else { return true }
        return readers.contains { $0.reads(context) }
    }
}
