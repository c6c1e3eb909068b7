import Foundation
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// Random edits of known kinds to a random graph (`RandomGraph`), made in its text at the places
/// the compiler read, each with what `navgraph diff` must say of it: a breaking edit the rule it
/// must be found by, a safe edit no error at all. Each edits what the graph's saved states hold
/// (a reachable screen, a route that pushes or presents to one), so that a breaking edit breaks
/// some state.
struct RandomGraphEdit {
    enum Kind: String, CaseIterable {
        // Breaking.
        case renameScreen, removeRoute, renameRoute, changeContext, pushToPresent, swapEntryChildren, dropLinkPlace
        // Safe.
        case renameScreenSaid, renameRouteSaid, addScreen, changePresentation, widenContext, reorderLinkPlaces
    }

    var kind: Kind
    /// The new graph's text.
    var yaml: String
    /// What was edited, for failure messages.
    var description: String
    /// The rule that must report the edit, at error severity; `nil` for an edit that must not be
    /// reported as an error by any rule.
    var expected: DiffRule?

    /// An edit of `kind` to `yaml`, whose valid graph is `old`; `nil` when the graph has nothing
    /// to make it on, or it would not check without errors.
    static func make(_ kind: Kind, of yaml: String, _ old: ValidGraph, using random: inout SeededGenerator) -> RandomGraphEdit? {
        let context = Context(yaml: yaml, old: old)
        for _ in 0..<8 {
            guard let edit = context.edit(kind, using: &random) else { return nil }
            if ValidGraph(GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: edit.yaml)])) != nil { return edit }
        }
        return nil
    }

    /// What the edits are made from: the graph's text, its index and what its saved states hold.
    private struct Context {
        let yaml: String
        let old: ValidGraph
        let index: GraphIndex
        let shape: SavedStateShape

        init(yaml: String, old: ValidGraph) {
            self.yaml = yaml
            self.old = old
            index = GraphIndex(GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: yaml)]), files: [SourceFile(path: "random.navgraph.yaml", text: yaml)])
            shape = SavedStateShape(old)
        }

        var graph: Graph { old.graph }

        /// Reachable screens that are not alerts nor system sheets: what saved states show (the
        /// system's sheets are never saved, and StateComparison reports none of them).
        var heldScreens: [Screen] {
            graph.screens.filter { old.analysis.reachable.contains($0.name.value) && !$0.effectiveKind.isSystemOwned }
        }

        /// The `in:` lists of several places of held screens' first links (a state holds what the
        /// first link opened), with their screens.
        var linkPlaceLists: [(screen: String, places: [Located<String>])] {
            heldScreens.compactMap { screen in
                guard let link = screen.links.first, link.chain.isEmpty, link.places.count > 1 else { return nil }
                return (screen.name.value, link.places)
            }
        }

        /// The own routes of held screens that push or present a held screen.
        func heldRoutes(_ style: NavGraphRouteStyle? = nil) -> [(screen: Screen, route: Route)] {
            let held = Set(heldScreens.map(\.name.value))
            return heldScreens.flatMap { screen in
                screen.ownRoutes.filter { route in
                    held.contains(route.destination.value) && (style.map { route.style.value == $0 } ?? route.style.value.opensDestination)
                }.map { (screen, $0) }
            }
        }

        func edit(_ kind: Kind, using random: inout SeededGenerator) -> RandomGraphEdit? {
            func made(_ edits: [GraphEdit], _ description: String, _ expected: DiffRule?) -> RandomGraphEdit {
                RandomGraphEdit(kind: kind, yaml: GraphEdit.apply(edits, to: yaml), description: description, expected: expected)
            }
            let fresh = "Renamed\(Int.random(in: 100...999, using: &random))"
            switch kind {
            case .renameScreen:
                guard let screen = heldScreens.randomElement(using: &random) else { return nil }
                return made(GraphEdit.renaming(node: screen.name.value, to: fresh, in: index), "rename \(screen.name.value) to \(fresh)", .stateNodeRenamed)
            case .renameScreenSaid:
                guard let screen = heldScreens.randomElement(using: &random) else { return nil }
                let name = screen.name.value
                let formerly = GraphEdit.inserting("    formerly: \(Self.quoted(name))\n", at: SourceLocation(file: screen.name.location.file, line: screen.name.location.line + 1, column: 1))
                return made(GraphEdit.renaming(node: name, to: fresh, in: index) + [formerly], "rename \(name) to \(fresh), saying formerly", nil)
            case .removeRoute:
                guard let (screen, route) = heldRoutes().randomElement(using: &random) else { return nil }
                let line = route.name.location.line
                let whole = SourceRange(start: SourceLocation(file: route.name.location.file, line: line, column: 1), end: SourceLocation(file: route.name.location.file, line: line + 1, column: 1))
                return made([GraphEdit(range: whole, replacement: "")], "remove route \(route.name.value) of \(screen.name.value)", .stateRouteRemoved)
            case .renameRoute, .renameRouteSaid:
                guard let (screen, route) = heldRoutes().randomElement(using: &random) else { return nil }
                let name = "renamed\(fresh.dropFirst(7))"
                var edits = GraphEdit.renaming(route: route.name.value, of: screen.name.value, to: name, in: index)
                let said = kind == .renameRouteSaid
                if said, let brace = closingBrace(onLine: route.name.location.line) {
                    edits.append(.inserting(", formerly: \(Self.quoted(route.name.value))", at: brace))
                }
                return made(edits, "rename route \(route.name.value) of \(screen.name.value) to \(name)\(said ? ", saying formerly" : "")", said ? nil : .stateRouteRemoved)
            case .changeContext, .widenContext:
                return context(kind, using: &random)
            case .pushToPresent:
                guard let (screen, route) = heldRoutes(.push).randomElement(using: &random) else { return nil }
                return made([GraphEdit(range: route.style.range, replacement: "present, embed: stack")], "route \(route.name.value) of \(screen.name.value) presents", .stateRouteChanged)
            case .changePresentation:
                guard let (screen, route) = heldRoutes(.present).randomElement(using: &random) else { return nil }
                return made([.inserting(", presentation: fullScreen", at: route.style.range.end)], "route \(route.name.value) of \(screen.name.value) presents full screen", nil)
            case .addScreen:
                guard let screen = heldScreens.randomElement(using: &random),
                      let flows = yaml.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "flows:") else { return nil }
                let file = screen.name.location.file
                let routeLine = screen.ownRoutes.last.map { $0.name.location.line + 1 }
                let route = "      addedRoute: { to: \(fresh), style: present }\n"
                let routes = routeLine.map { GraphEdit.inserting(route, at: SourceLocation(file: file, line: $0, column: 1)) }
                    ?? .inserting("    routes:\n" + route, at: SourceLocation(file: file, line: screen.name.location.line + 1, column: 1))
                let declared = GraphEdit.inserting("  \(fresh): {}\n", at: SourceLocation(file: file, line: flows + 1, column: 1))
                return made([routes, declared], "add \(fresh), presented from \(screen.name.value)", nil)
            case .dropLinkPlace, .reorderLinkPlaces:
                guard let (screen, places) = linkPlaceLists.randomElement(using: &random), let first = places.first, let last = places.last else { return nil }
                let whole = SourceRange(start: first.range.start, end: last.range.end)
                let names = places.map(\.value)
                let dropped = kind == .dropLinkPlace
                let now = dropped ? Array(names.dropLast()) : names.reversed()
                return made(
                    [GraphEdit(range: whole, replacement: now.joined(separator: ", "))],
                    dropped ? "\(screen)'s link no longer lists \(last.value)" : "\(screen)'s link lists \(now.joined(separator: ", "))",
                    dropped ? .stateLinkMoved : nil)
            case .swapEntryChildren:
                guard let entry = graph.flow(named: graph.entry.value), entry.children.count > 1 else { return nil }
                let (first, second) = (entry.children[0], entry.children[1])
                let expected: DiffRule? = entry.kind == .switch ? nil : .stateFlowChanged
                return made(
                    [GraphEdit(range: first.range, replacement: second.value), GraphEdit(range: second.range, replacement: first.value)],
                    "swap \(first.value) and \(second.value) in \(entry.kind.rawValue) flow \(entry.name.value)", expected)
            }
        }

        /// A screen's context changed, with the routes that hand it over: to `Bool` (or `String`
        /// where it was `Bool`), which reads no saved value of another type; or made optional, which
        /// reads every saved value.
        private func context(_ kind: Kind, using random: inout SeededGenerator) -> RandomGraphEdit? {
            let destinations = Set(heldRoutes().map(\.route.destination.value))
            let candidates = heldScreens.filter { screen in
                guard destinations.contains(screen.name.value), let context = screen.context else { return false }
                if kind == .widenContext, case .optional = context.value { return false }
                return true
            }
            guard let screen = candidates.randomElement(using: &random), let context = screen.context else { return nil }
            let name = screen.name.value
            let wasBool = shape.types.canonical(context.value) == .builtin(.bool)
            let replacement = kind == .widenContext ? Self.quoted("\(context.value)?") : wasBool ? "String" : "Bool"
            var edits = [GraphEdit(range: context.range, replacement: replacement)]
            if kind == .changeContext {
                let routes = graph.routeDeclarers.flatMap(\.routes) + graph.flows.flatMap(\.routes)
                edits += routes.filter { $0.destination.value == name }.compactMap { $0.context.map { GraphEdit(range: $0.range, replacement: replacement) } }
            }
            return RandomGraphEdit(
                kind: kind, yaml: GraphEdit.apply(edits, to: yaml), description: "context of \(name) becomes \(replacement)",
                expected: kind == .widenContext ? nil : .stateContextChanged)
        }

        /// Where the last `}` of a line is: the end of a route written as a flow mapping.
        private func closingBrace(onLine line: Int) -> SourceLocation? {
            let text = Array(yaml.split(separator: "\n", omittingEmptySubsequences: false)[line - 1].unicodeScalars)
            guard let column = text.lastIndex(of: "}") else { return nil }
            return SourceLocation(file: "random.navgraph.yaml", line: line, column: column + 1)
        }

        private static func quoted(_ text: String) -> String { "\"\(text)\"" }
    }
}
