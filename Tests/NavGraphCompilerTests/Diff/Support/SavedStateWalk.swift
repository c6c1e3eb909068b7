import Foundation
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// Random saved navigation states of a graph, as JSON: what an app built from it saves after the
/// person has gone somewhere — flows showing a child (a random one for a switch, every tab), each
/// stack with screens pushed by the routes of the screen below (or, right above a stack flow's
/// root, by a link), each screen now and then with a presentation over it (a route's, or a
/// link's), with contexts as the app's encoder writes them (`ContextSamples`). Alerts are never
/// saved, so no route to one is taken.
///
/// Each state is one the graph's own app restores; the property tests check that it does.
struct SavedStateWalk {
    let shape: SavedStateShape
    var random: SeededGenerator
    private let samples: ContextSamples
    /// The switch children above the entry being made, as a link's placement names them.
    private var switches: [[String]] = []
    /// Entries made so far in this state, to keep states small.
    private var made = 0

    init(shape: SavedStateShape, seed: UInt64) {
        self.shape = shape
        random = SeededGenerator(seed: seed)
        samples = ContextSamples(types: shape.types)
    }

    /// One random state: `{"version": 1, "root": ...}`.
    mutating func state() -> JSONTree {
        made = 0
        switches = []
        return .object(["version": .number(1, integer: 1), "root": entry(shape.entry, opening: nil, depth: 0)])
    }

    private mutating func entry(_ name: String, opening: JSONTree?, depth: Int) -> JSONTree {
        made += 1
        var members: [String: JSONTree] = ["name": .string(name), "content": content(of: name, depth: depth)]
        if let opening { members["opening"] = opening }
        if depth < 6, made < 40, Int.random(in: 0..<3, using: &random) == 0, let presented = presentation(over: name, depth: depth) {
            members["presented"] = .array(presented)
        }
        return .object(members)
    }

    private mutating func content(of name: String, depth: Int) -> JSONTree {
        guard case .flow(let kind, let children, _, _, _)? = shape.nodes[name] else { return Self.content("leaf", .object([:])) }
        switch kind {
        case .stack, .split:
            let root = children.randomElement(using: &random)!
            return Self.content("stack", .object(["_0": .array(stack(root: entry(root, opening: nil, depth: depth + 1), rootName: root, flow: name, depth: depth))]))
        case .tabs:
            let tabs = children.map { entry($0, opening: nil, depth: depth + 1) }
            return Self.content("tabs", .object(["_0": .array(tabs), "selected": Self.integer(Int.random(in: 0..<tabs.count, using: &random))]))
        case .switch:
            let child = children.randomElement(using: &random)!
            switches.append([name, child])
            defer { switches.removeLast() }
            return Self.content("switch", .object(["_0": entry(child, opening: nil, depth: depth + 1)]))
        case .container:
            return Self.content("container", .object(["_0": .array(children.map { entry($0, opening: nil, depth: depth + 1) })]))
        }
    }

    /// A stack: its root, then a few screens each pushed by a route of the one below it; right
    /// above a stack flow's root, now and then one a link pushes onto it.
    private mutating func stack(root: JSONTree, rootName: String, flow: String?, depth: Int) -> [JSONTree] {
        var entries = [root]
        var top = rootName
        for index in 0..<Int.random(in: 0...3, using: &random) where made < 40 {
            if index == 0, let flow, let linked = linkedScreen(arrival: .pushed, onto: flow), Bool.random(using: &random) {
                entries.append(entry(linked.screen, opening: linkOpening(linked.screen), depth: depth + 1))
                top = linked.screen
                continue
            }
            guard let (route, reopening) = route(of: top, where: { $0 == .push }) else { break }
            entries.append(entry(reopening.destination, opening: opening(route, reopening), depth: depth + 1))
            top = reopening.destination
        }
        return entries
    }

    /// What one of `name`'s routes presents over it (a stack of entries when it embeds one), or
    /// a screen a link presents.
    private mutating func presentation(over name: String, depth: Int) -> [JSONTree]? {
        if Int.random(in: 0..<4, using: &random) == 0, let linked = linkedScreen(arrival: .presented(inOwnStack: false), onto: nil) {
            guard case .presented(let inOwnStack) = linked.place.arrival else { return nil }
            let first = entry(linked.screen, opening: linkOpening(linked.screen), depth: depth + 1)
            return inOwnStack ? stack(root: first, rootName: linked.screen, flow: nil, depth: depth + 1) : [first]
        }
        guard let (route, reopening) = route(of: name, where: { if case .present = $0 { true } else { false } }) else { return nil }
        let first = entry(reopening.destination, opening: opening(route, reopening), depth: depth + 1)
        guard reopening.showing == .present(embedInStack: true) else { return [first] }
        return stack(root: first, rootName: reopening.destination, flow: nil, depth: depth + 1)
    }

    /// A random route of `name` that shows its destination as `showing` allows, to a screen or
    /// flow a state may hold (no alert), by its name now.
    private mutating func route(of name: String, where showing: (SavedStateShape.Showing) -> Bool) -> (String, SavedStateShape.Reopening)? {
        let routes = (shape.routes[name] ?? [:]).filter { written, reopening in
            written == reopening.name && showing(reopening.showing) && !isDialog(reopening.destination)
        }
        return routes.sorted { $0.key < $1.key }.randomElement(using: &random)
    }

    private func isDialog(_ name: String) -> Bool {
        if case .screen(_, true)? = shape.nodes[name] { true } else { false }
    }

    /// A screen a link places as `arrival` says (pushed onto the stack flow `flow`, or presented
    /// in any way), in any of the places its link lists, under switch children the state shows;
    /// with the place the runtime's restore takes for it there.
    private mutating func linkedScreen(arrival: LinkPlacement.Arrival, onto flow: String?) -> (screen: String, place: SavedStateShape.Placement)? {
        let candidates = shape.placements.keys.sorted().compactMap { screen in
            // A context drawn at random is none that a link opening a case or setting constants makes.
            let isMade = shape.linkTextReaders[screen]?.contains { $0.chosenCase != nil || !$0.constants.isEmpty } ?? false
            return isDialog(screen) || isMade ? nil : shape.linkPlace(of: screen, fitting: { SavedStateShape.fits($0, arrival: arrival, onto: flow) }, under: switches)
                .map { (screen, $0) }
        }
        return candidates.randomElement(using: &random)
    }

    private mutating func opening(_ route: String, _ reopening: SavedStateShape.Reopening) -> JSONTree {
        .object(["route": .string(route), "destination": destination(reopening.destination, handedOver: reopening.context)])
    }

    private mutating func linkOpening(_ screen: String) -> JSONTree {
        .object(["destination": destination(screen, handedOver: shape.nodes[screen]?.context)])
    }

    /// A destination as the app encodes it: its name and, for a screen with a context, the context
    /// the route hands over (`null` for a route that hands none to an optional context).
    private mutating func destination(_ name: String, handedOver: TypeExpression?) -> JSONTree {
        guard shape.nodes[name]?.context != nil else { return .object(["name": .string(name)]) }
        let value = handedOver.map { samples.value($0, using: &random) } ?? .null
        return .object(["name": .string(name), "context": value])
    }

    private static func content(_ kind: String, _ payload: JSONTree) -> JSONTree { .object([kind: payload]) }

    private static func integer(_ value: Int) -> JSONTree { .number(Double(value), integer: Int64(value)) }
}
