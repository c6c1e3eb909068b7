/// The keys of each mapping a graph file holds (beside a route's and a flow's, which the
/// vocabulary declares with their rules: `NavGraphRouteKey`, `NavGraphFlowKey`), declared once:
/// the parser allows exactly these, any other is `unknown-key`, and the JSON Schema describes
/// each of them (`GraphSchema`) in this order.
enum GraphFileKey: String, CaseIterable {
    case version, entry, types, screens, flows, sharedRoutes, links, generate
}

/// The keys of a screen.
enum ScreenKey: String, CaseIterable {
    case kind, summary, context, feedback, routes, sharedRoutes, links, placement, formerly
}

/// The keys of a screen's `placement:` (`PlacementReader`).
enum PlacementKey: String, CaseIterable {
    case `in`, through, window
}

/// The keys of a type declared as a mapping: one of `fields`, `cases` and `external` says what
/// it is (`GraphFileParser.typeForms`); `codable` and `sendable` go with `external`.
enum TypeKey: String, CaseIterable {
    case fields, cases, external, codable, sendable

    /// The key that says what a type written with this key is: `fields` a record, `cases` an
    /// enum, `external` (with `codable` and `sendable`) a type the app defines.
    var form: TypeKey {
        switch self {
        case .fields: .fields
        case .cases: .cases
        case .external, .codable, .sendable: .external
        }
    }
}

/// The keys of a link written as a mapping (`LinkReader`).
enum LinkKey: String, CaseIterable {
    case path, url, `in`, `case`, set, scheme, domain, or, orSystem, await, through, formerly, window, instance
}

/// The keys of the top-level `links:` (`LinkOriginsReader`).
enum LinkOriginsKey: String, CaseIterable {
    case schemes, domains
}

/// The keys of the top-level `generate:` (`GenerationOptionsReader`).
enum GenerationOptionKey: String, CaseIterable {
    case ui, access
}

extension CaseIterable where Self: RawRepresentable, RawValue == String {
    /// Every case as the graph spells it, in declaration order.
    static var spellings: [String] { allCases.map(\.rawValue) }
}
