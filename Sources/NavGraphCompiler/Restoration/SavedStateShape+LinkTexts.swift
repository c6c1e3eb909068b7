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

        var texts: [Text]

        /// Whether a URL could give `context` through this link: each text value it binds is one
        /// matching hands over. A value that is not a string here (a number, a missing optional)
        /// is left to the context's decoding, which has read it already.
        func reads(_ context: JSONTree?) -> Bool {
            texts.allSatisfy { text in
                let value = text.field.map { field in
                    if case .object(let members)? = context { members[field] } else { nil }
                } ?? context
                guard case .string(let string)? = value else { return true }
                switch text.place {
                case .segment: return NavGraphLinkText.isValue(string, inPath: true)
                case .rest: return NavGraphLinkText.isRest(string)
                case .query: return NavGraphLinkText.isValue(string, inPath: false)
                }
            }
        }
    }

    /// For each screen whose link-opened entries are held to what a URL carries, the readers of
    /// its links: a screen with a link of its own that reads its context from the path and query.
    /// A screen is left out (any context it decodes restores) where the runtime takes a context
    /// no URL gave, or where reading it back takes more than its text: one an `open` route opens,
    /// one a chain link (`through:`) or an app's answer (`or:`) shows, a sub-flow's root, and one
    /// whose link binds an enum case's payload (`case:`) or a whole URL (`url:`).
    static func linkTextReaders(_ valid: ValidGraph, types: ContextTypes) -> [String: [LinkTextReader]] {
        let plan = valid.links
        var readers: [String: [LinkTextReader]] = [:]
        var unheld = Set(plan.opened.map(\.node))
        for entry in plan.entries {
            let screen = entry.screen.name.value
            unheld.formUnion(entry.link.alternatives.map(\.value))
            guard entry.link.chain.isEmpty, entry.placement.screen == screen, entry.link.enumCase == nil, !entry.link.takesWholeURL else {
                unheld.formUnion([screen, entry.placement.screen] + entry.link.chain.map(\.value))
                continue
            }
            readers[screen, default: []].append(reader(of: entry.link.pattern.value, context: entry.screen.context?.value, types))
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
