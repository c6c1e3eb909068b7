import Foundation
import NavGraphCompiler

extension GraphSnapshot {
    /// Hover: what the name at `position` declares (its summary, context and feedback, the
    /// routes that reach it) and the Swift names generated for it.
    func hover(at position: Position, in path: String) -> Hover? {
        guard let node = node(at: position, in: path), let text = hoverText(node.key) else { return nil }
        return Hover(contents: .markdown(text), range: indexedRange(node.range))
    }

    /// What hover and completion say about the declaration `key`; the routes that reach a
    /// screen or flow (a walk over every route) when `withReachingRoutes` is set.
    func hoverText(_ key: DeclarationKey, withReachingRoutes: Bool = true) -> String? {
        var lines: [String]
        switch key.namespace {
        case .screenOrFlow:
            if let screen = graph.screen(named: key.name) {
                lines = ["**screen** `\(key.name)`" + (screen.kind.map { " (\($0.value.rawValue))" } ?? "")]
                lines += summary(screen.summary) + contextAndFeedback(screen.context, screen.feedback)
                if !screen.links.isEmpty { lines.append("Links: " + screen.links.map { "`\($0.pattern.value.text)`" }.joined(separator: ", ")) }
            } else if let flow = graph.flow(named: key.name) {
                lines = ["**\(flow.kind.rawValue) flow** `\(key.name)`: " + flow.listedNames.map { "`\($0.value)`" }.joined(separator: ", ")]
                lines += summary(flow.summary) + contextAndFeedback(flow.context, flow.feedback)
            } else {
                return nil
            }
            if withReachingRoutes { lines += reachingRoutes(key.name) }
        case .type:
            guard let type = graph.type(named: key.name) else { return nil }
            lines = ["**type** `\(key.name)`: " + describe(type.kind)]
        case .sharedRoutes:
            guard let set = graph.sharedRouteSet(named: key.name) ?? graph.sharedRouteSets.first(where: { $0.name.value == key.name }) else { return nil }
            lines = ["**shared routes** `\(key.name)`: " + set.routes.map { "`\($0.name.value)`" }.joined(separator: ", ")]
            let offering = graph.screens(offering: key.name).map { "`\($0.name.value)`" }
            lines.append("Offered by " + (offering.isEmpty ? "no screen" : offering.joined(separator: ", ")))
        case .route(let owner):
            guard let route = routes(of: owner).first(where: { $0.name.value == key.name }) else { return nil }
            lines = ["**route** `\(key.name)` of `\(owner)`: \(describe(route))"]
        case .field(let record):
            guard case .record(let fields)? = graph.type(named: record)?.kind, let field = fields.first(where: { $0.name.value == key.name }) else { return nil }
            lines = ["**field** `\(key.name)` of `\(record)`: `\(field.type.value)`"]
        case .enumCase(let type):
            guard case .enumeration(let cases)? = graph.type(named: type)?.kind, let found = cases.first(where: { $0.name.value == key.name }) else { return nil }
            lines = ["**case** `\(key.name)` of `\(type)`" + (found.payload.map { ", carrying `\($0.value)`" } ?? "")]
        }
        let swift = GeneratedSwiftNames.of(key, in: graph)
        if !swift.isEmpty {
            lines.append("Swift: " + swift.map { "`\($0.name)` (\($0.role))" }.joined(separator: "; "))
        }
        return lines.joined(separator: "\n\n")
    }

    private func summary(_ text: String?) -> [String] {
        text.map { [$0.trimmingCharacters(in: .whitespacesAndNewlines)] } ?? []
    }

    private func contextAndFeedback(_ context: Located<TypeExpression>?, _ feedback: Located<TypeExpression>?) -> [String] {
        [context.map { "Context: `\($0.value)`" }, feedback.map { "Feedback: `\($0.value)`" }].compactMap { $0 }
    }

    /// "Reached by" and the routes that show `name`, each as `Owner.route` and its style.
    private func reachingRoutes(_ name: String) -> [String] {
        let owners = graph.screens.map { ($0.name.value, $0.ownRoutes) } + graph.sharedRouteSets.map { ($0.name.value, $0.routes) }
            + graph.flows.map { ($0.name.value, $0.routes) }
        let reaching = owners.flatMap { owner, routes in
            routes.filter { $0.destination.value == name }.map { "`\(owner).\($0.name.value)` (\($0.style.value.rawValue))" }
        }
        var lines = reaching.isEmpty ? [] : ["Reached by " + reaching.joined(separator: ", ")]
        if graph.entry.value == name { lines.insert("The graph's entry", at: 0) }
        return lines
    }

    /// The routes declared in the screen, flow or set of shared routes `owner`.
    func routes(of owner: String) -> [Route] {
        graph.screen(named: owner)?.ownRoutes ?? graph.flow(named: owner)?.routes
            ?? graph.sharedRouteSets.first { $0.name.value == owner }?.routes ?? []
    }

    private func describe(_ kind: TypeDeclaration.Kind) -> String {
        switch kind {
        case .alias(let target): "an alias of `\(target.value)`"
        case .record(let fields): "a record of " + fields.map { "`\($0.name.value): \($0.type.value)`" }.joined(separator: ", ")
        case .enumeration(let cases): "an enum of " + cases.map { "`\($0.name.value)`" + ($0.payload.map { "(`\($0.value)`)" } ?? "") }.joined(separator: ", ")
        case .external(let codable, let sendable):
            "external (the app's own)" + (codable ? ", Codable" : "") + (sendable ? "" : ", not Sendable")
        }
    }

    /// A route in a few words: `push to ItemDetail, context ItemID`.
    func describe(_ route: Route) -> String {
        var parts = ["\(route.style.value.rawValue) to `\(route.destination.value)`"]
        if let presentation = route.presentation { parts.append("as \(presentation.value.rawValue)") }
        if let context = route.context { parts.append("context `\(context.value)`") }
        if let feedback = route.feedback { parts.append("feedback `\(feedback.value)`") }
        return parts.joined(separator: ", ")
    }
}
