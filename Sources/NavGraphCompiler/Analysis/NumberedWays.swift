/// The show graph's ways as written to declared names (those `ContainerAnalyzer`'s fixpoints
/// follow), from the entry on, numbered once for all of them: each node the entry reaches has a
/// number, the entry 0, and each node's ways out are one range of flat arrays. The fixpoints then
/// keep their values in arrays indexed by number instead of tables keyed by name, and read each
/// way's few facts (`Step`) instead of matching its edge, which copied the whole route out of it
/// at every step: at thousands of screens those tables and routes no longer fit the caches, and
/// the same work waited on memory.
struct NumberedWays {
    /// What the fixpoints need to know of a way, read off its edge once.
    enum Step {
        /// A route: a screen's, or one the flow `of` performs itself (`ShowGraph.Edge.ownRoute`).
        case route(RouteFacts, of: FlowFacts?)
        /// The destination is a child (or the root) of this flow.
        case child(of: FlowFacts)
        /// A link pushes the destination onto this stack flow, above its root.
        case link(onto: FlowFacts)
        /// A replace route's way from what shows its source (`ShowGraph.Edge.replacing`).
        case replacing
    }

    /// The facts of a route that decide where its destination shows.
    struct RouteFacts {
        let style: NavGraphRouteStyle
        let embedsInStack: Bool
        /// Whether it takes its source's place on top of its stack (`Replacements.replacesStackTop`).
        let replacesStackTop: Bool
    }

    /// A flow's name and kind, as the show graph's edge holds them.
    typealias FlowFacts = ShowGraph.FlowFacts

    /// The entry's number.
    static let entry = 0
    /// Each node's name, by number.
    let names: [String]
    /// The ways out of node `n` are `firstWay[n]..<firstWay[n + 1]`.
    let firstWay: [Int]
    /// Each way's destination, by number.
    let destinations: [Int]
    /// Each way's step.
    let steps: [Step]

    /// The ways of `shows` from `entry`, numbered breadth first; `replacements` says what each
    /// replace route takes the place of.
    init(_ shows: ShowGraph, from entry: String, replacements: Replacements) {
        var numbers = [entry: Self.entry]
        var names = [entry]
        var firstWay = [0]
        var destinations: [Int] = []
        var steps: [Step] = []
        var node = 0
        while node < names.count {
            // By index: a loop copies each way out, retaining its route's box.
            let ways = shows.edges(from: names[node])
            for index in ways.indices where ways[index].isDeclared {
                let to = ways[index].to
                if let number = numbers[to] {
                    destinations.append(number)
                } else {
                    numbers[to] = names.count
                    destinations.append(names.count)
                    names.append(to)
                }
                steps.append(Self.step(of: ways[index].edge, replacements))
            }
            firstWay.append(steps.count)
            node += 1
        }
        (self.names, self.firstWay, self.destinations, self.steps) = (names, firstWay, destinations, steps)
    }

    private static func step(of edge: ShowGraph.Edge, _ replacements: Replacements) -> Step {
        func facts(_ route: Route) -> RouteFacts {
            RouteFacts(style: route.style.value, embedsInStack: route.embedsInStack, replacesStackTop: replacements.replacesStackTop(route))
        }
        return switch edge {
        case .route(let route): .route(facts(route), of: nil)
        case .ownRoute(let route, let flow): .route(facts(route), of: flow)
        case .child(let flow): .child(of: flow)
        case .link(let flow): .link(onto: flow)
        case .replacing: .replacing
        }
    }
}
