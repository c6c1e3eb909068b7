import Foundation

/// `navgraph links` output: every link with its screen and placement, as aligned text for people
/// or as JSON for tools.
public enum LinkListing {
    /// One line per link: pattern, screen, placement, in columns; then one per placement without
    /// a URL, its opener (`open(_:)`, `openArticle(...)`) in the pattern's column.
    public static func text(_ catalog: LinkCatalog) -> String {
        let rows = catalog.entries.map { ($0.listedPattern, $0.listedScreen, catalog.summary(of: $0)) }
            + catalog.unlinked.map { ($0.listedOpener, $0.screen, catalog.summary(of: $0)) }
        let patternWidth = rows.map(\.0.count).max() ?? 0
        let screenWidth = rows.map(\.1.count).max() ?? 0
        return rows.map { pad($0.0, patternWidth) + "  " + pad($0.1, screenWidth) + "  " + $0.2 + "\n" }.joined()
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private struct JSONEntry: Encodable {
        struct Step: Encodable {
            var flow: String
            var kind: String
            var child: String
        }

        struct Placement: Encodable {
            /// The node of the flow tree whose way down from the entry the placement takes first
            /// (spelled out under the listing's `ways`); absent for none.
            var way: String?
            /// The step of its own after that way: showing the screen as a flow's child.
            var step: Step?
            /// `shown`, `pushed` or `presented`.
            var arrival: String
            var stack: String?
            var inOwnStack: Bool?
            /// For a presented screen, `true`: where a presentation shows the screen already, it is
            /// reopened there (what is above it closes, it starts again) rather than presented again.
            var reopensShown: Bool?
            /// For a chain link, each screen pushed after the first, with the route that pushes it.
            var chain: [ChainPush]?
            /// For a push onto a split flow, the column (sidebar, content, detail) of each screen pushed.
            var columns: [String: String]?
            /// The other flows `in:` lists, taken instead where they show already (the selected tab's stack).
            var alsoIn: [String]?
            /// For a link of a sub-flow's root: the sub-flow it pushes, with the context it reads.
            var subflow: String?
        }

        struct ChainPush: Encodable {
            var route: String
            var screen: String
        }

        var pattern: String
        var screen: String
        var file: String
        var line: Int
        var column: Int
        var parameters: [String]
        var requiredQueryItems: [String]
        var placement: Placement
        var alternatives: [String]?
        var systemMayOpen: Bool?
        var answerIsAwaited: Bool?
        /// For a pattern a link answered before (`formerly:`), the link's pattern now.
        var formerlyOf: String?
        /// `case:`: the enum case the link opens its screen with.
        var `case`: String?
        /// `set:`: the constant the link binds, or its fields' constants by name.
        var set: Constants?
        /// `true` for a link that opens its screen in a new window where several show (`window: new`).
        var newWindow: Bool?
        /// `true` for a link that opens its screen in a new instance of the flow made from data
        /// it is placed in (`instance: new`).
        var newInstance: Bool?
    }

    /// What `set:` gives, encoded as written: a text, or an object of texts by field name.
    private enum Constants: Encodable {
        case value(String)
        case fields([String: String])

        init(_ constants: LinkConstants) {
            switch constants {
            case .value(let value): self = .value(value.value)
            case .fields: self = .fields(constants.fieldValues)
            }
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .value(let value): try container.encode(value)
            case .fields(let fields): try container.encode(fields)
            }
        }
    }

    /// A placement without a URL, as listed.
    private struct JSONUnlinked: Encodable {
        var opener: String
        var screen: String
        var file: String
        var line: Int
        var column: Int
        var placement: JSONEntry.Placement
        /// `true` for a placement that opens its screen in a new window where several show (`window: new`).
        var newWindow: Bool?
        /// For a chain, the case each screen whose context is an enum opens with, by screen.
        var cases: [String: String]?
    }

    /// The whole listing: the links, the placements without a URL (absent for none), and the
    /// ways down the flow tree they take, each once.
    private struct JSONListing: Encodable {
        var links: [JSONEntry]
        var placements: [JSONUnlinked]?
        var ways: [String: JSONEntry.Step]
    }

    /// A JSON object: `links`, an array of objects with `pattern`, `screen`, `file`, `line`,
    /// `column`, `parameters`, `requiredQueryItems`, `placement` (`way` and `step`, `arrival` and,
    /// by arrival, `stack` or `inOwnStack`; for a chain link, `chain`: each screen pushed after the
    /// first and its route; for a push onto a split flow, `columns`: each pushed screen's column;
    /// for a link whose `in:` lists several flows, `alsoIn`: the others, taken where they show
    /// already; for a link of a sub-flow's root, `subflow`: the sub-flow it pushes) and, for a
    /// link whose target the app chooses, `alternatives`, `systemMayOpen` (the app may answer
    /// that the system opens the URL) and `answerIsAwaited`, each only where it says so; for a
    /// pattern a link answered before (`formerly:`), `formerlyOf`, the link's pattern now; for a
    /// link that opens its screen with an enum case, `case`; for a link with constants, `set`:
    /// its one constant, or its fields' by name; for a link that opens its screen in a new window
    /// where several show (`window: new`), `newWindow`; for one that opens it in a new instance
    /// of a flow made from data (`instance: new`), `newInstance`; `placements`, for a graph with placements
    /// without a URL, each with its `opener` (`open(_:)`, or `openArticle(...)` for a chain),
    /// `screen`, where it is written, its `placement` and `newWindow` as a link's, and for a chain
    /// that opens screens with cases of their enum contexts, `cases` (the case by screen); and
    /// `ways`: for each node of the flow tree a link's way passes, the step that shows it from
    /// the flow above it.
    ///
    /// A placement's steps are the way down to its `way` node (that node's step under `ways`,
    /// after the way down to the step's `flow`, until a flow `ways` does not list: the entry),
    /// then its own `step`. Each way is written once, so the listing grows with the graph rather
    /// than with its links times the depth of its flows.
    public static func json(_ catalog: LinkCatalog) -> String {
        let links = catalog.entries.map { entry in
            JSONEntry(
                pattern: entry.listedPattern, screen: entry.screen, file: entry.location.file, line: entry.location.line,
                column: entry.location.column, parameters: entry.pattern.parameters.map(\.name),
                requiredQueryItems: entry.requiredQueryItems, placement: encode(entry.placement, way: entry.way, columns: entry.columns),
                alternatives: entry.alternatives.isEmpty ? nil : entry.alternatives,
                systemMayOpen: entry.systemMayOpen ? true : nil, answerIsAwaited: entry.answerIsAwaited ? true : nil,
                formerlyOf: entry.replacedBy?.text, case: entry.enumCase, set: entry.constants.map(Constants.init),
                newWindow: entry.opensNewWindow ? true : nil, newInstance: entry.opensNewInstance ? true : nil)
        }
        let unlinked = catalog.unlinked.map { placed in
            JSONUnlinked(
                opener: placed.listedOpener, screen: placed.screen, file: placed.location.file, line: placed.location.line,
                column: placed.location.column, placement: encode(placed.placement, way: placed.way, columns: placed.columns),
                newWindow: placed.opensNewWindow ? true : nil, cases: placed.chainCases.isEmpty ? nil : placed.chainCases)
        }
        let ways = catalog.flowTree.waySteps(to: (catalog.entries.map(\.way) + catalog.unlinked.map(\.way)).compactMap(\.through))
        return Self.encode(JSONListing(
            links: links, placements: unlinked.isEmpty ? nil : unlinked,
            ways: Dictionary(ways.map { ($0.node, encode($0.step)) }, uniquingKeysWith: { first, _ in first })))
    }

    private static func encode(_ step: LinkPlacement.Step) -> JSONEntry.Step {
        JSONEntry.Step(flow: step.flow, kind: step.kind.rawValue, child: step.child)
    }

    /// A placement as JSON: its way and own step, its arrival, and what it says beyond them.
    private static func encode(_ placement: LinkPlacement, way: FlowTree.Way, columns: [String: SplitColumnRole]) -> JSONEntry.Placement {
        let (through, step) = (way.through, way.last.map(encode))
        var encoded: JSONEntry.Placement
        switch placement.arrival {
        case .shown: encoded = .init(way: through, step: step, arrival: "shown")
        case .pushed: encoded = .init(way: through, step: step, arrival: "pushed", stack: placement.flow)
        case .presented(let inOwnStack): encoded = .init(way: through, step: step, arrival: "presented", inOwnStack: inOwnStack, reopensShown: true)
        }
        if !placement.chain.isEmpty { encoded.chain = placement.chain.map { JSONEntry.ChainPush(route: $0.route, screen: $0.screen) } }
        if !columns.isEmpty { encoded.columns = columns.mapValues(\.rawValue) }
        if !placement.alsoIn.isEmpty { encoded.alsoIn = placement.alsoIn.compactMap(\.flow) }
        if placement.subflowRoot != nil { encoded.subflow = placement.screen }
        return encoded
    }

    /// Pretty-printed JSON with sorted keys, so that output is stable.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, integers and booleans always encode.
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
