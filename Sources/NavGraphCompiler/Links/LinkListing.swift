import Foundation

/// `navgraph links` output: every link with its screen and placement, as aligned text for people
/// or as JSON for tools.
public enum LinkListing {
    /// One line per link: pattern, screen, placement, in columns.
    public static func text(_ catalog: LinkCatalog) -> String {
        let patternWidth = catalog.entries.map(\.listedPattern.count).max() ?? 0
        let screenWidth = catalog.entries.map(\.listedScreen.count).max() ?? 0
        return catalog.entries.map { entry in
            pad(entry.listedPattern, patternWidth) + "  " + pad(entry.listedScreen, screenWidth) + "  " + entry.summary + "\n"
        }.joined()
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
            var steps: [Step]
            /// `shown`, `pushed` or `presented`.
            var arrival: String
            var stack: String?
            var inOwnStack: Bool?
            /// For a chain link, each screen pushed after the first, with the route that pushes it.
            var chain: [ChainPush]?
            /// For a push onto a split flow, the column (sidebar, content, detail) of each screen pushed.
            var columns: [String: String]?
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
        /// For a pattern a link answered before (`formerly:`), the link's pattern now.
        var formerlyOf: String?
    }

    /// A JSON array of objects with `pattern`, `screen`, `file`, `line`, `column`, `parameters`,
    /// `requiredQueryItems`, `placement` (`steps`, `arrival` and, by arrival, `stack` or
    /// `inOwnStack`; for a chain link, `chain`: each screen pushed after the first and its route;
    /// for a push onto a split flow, `columns`: each pushed screen's column)
    /// and, for a link whose target the app chooses, `alternatives`; for a pattern a link answered
    /// before (`formerly:`), `formerlyOf`, the link's pattern now.
    public static func json(_ catalog: LinkCatalog) -> String {
        let entries = catalog.entries.map { entry in
            let placement = entry.placement
            let steps = entry.steps.map { JSONEntry.Step(flow: $0.flow, kind: $0.kind.rawValue, child: $0.child) }
            var encoded: JSONEntry.Placement
            switch placement.arrival {
            case .shown: encoded = .init(steps: steps, arrival: "shown")
            case .pushed: encoded = .init(steps: steps, arrival: "pushed", stack: placement.flow)
            case .presented(let inOwnStack): encoded = .init(steps: steps, arrival: "presented", inOwnStack: inOwnStack)
            }
            if !placement.chain.isEmpty { encoded.chain = placement.chain.map { JSONEntry.ChainPush(route: $0.route, screen: $0.screen) } }
            if !entry.columns.isEmpty { encoded.columns = entry.columns.mapValues(\.rawValue) }
            return JSONEntry(
                pattern: entry.listedPattern, screen: entry.screen, file: entry.location.file, line: entry.location.line,
                column: entry.location.column, parameters: entry.pattern.parameters.map(\.name),
                requiredQueryItems: entry.requiredQueryItems, placement: encoded,
                alternatives: entry.alternatives.isEmpty ? nil : entry.alternatives, formerlyOf: entry.replacedBy?.text)
        }
        return encode(entries)
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
