/// Reports names that are valid on their own but collide once generation turns them into Swift
/// (`invalid-name`): a type named `ItemDetailRoute` beside a screen `ItemDetail`, screens `URLList`
/// and `urlList` (both `.urlList`), routes `detail` and `Detail` (both `makeDetail()`).
///
/// It asks `GeneratedNames` for every name, so the check and the generator cannot disagree.
enum GeneratedNameChecker {
    /// Names the generated support code declares for itself: its types all start with this.
    static let reservedTypePrefix = "NavGraph"
    /// Members of the route enums that a route's case would collide with.
    static let reservedRouteCases: Set<String> = ["transition", "destination", "navGraphRouteName", "navGraphSavedRoutes"]
    /// The prefix of `NavGraphDestination`'s own static members (`navGraphDecoders`, its chunks
    /// `navGraphDecoders1`…, `navGraphLinkTable`), which a screen's or flow's member would collide with.
    static let reservedNodeMemberPrefix = "navGraph"

    /// One generated name, what it was made for, and where that was declared. The words that
    /// say what it was made for are put together only for a collision: almost no claim has one.
    private struct Claim {
        /// What a generated name was made for, given the declaration's kind and name.
        enum Role {
            case declaration, contract, routeEnds, flowController, routeEnum, rootChoice, containerChild, hideable, tabOrder
        }

        let swiftName: String
        let role: Role
        /// `type`, `screen`, `flow` or `route`.
        let kind: String
        let name: String
        let location: SourceLocation

        /// "type 'Item'", "the contract of screen 'ItemDetail'".
        var origin: String {
            let declaration = "\(kind) '\(name)'"
            switch role {
            case .declaration: return declaration
            case .contract: return "the contract of \(declaration)"
            case .routeEnds: return "the contract of the route ends of \(declaration)"
            case .flowController: return "the FlowController of \(declaration)"
            case .routeEnum: return "the route enum of \(declaration)"
            case .rootChoice: return "the enum of the roots of \(declaration)"
            case .containerChild: return "the enum of the children of \(declaration)"
            case .hideable: return "the enum of the hideable children of \(declaration)"
            case .tabOrder: return "the enum of the tabs of \(declaration)"
            }
        }
    }

    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        var typeClaims = graph.types.map {
            Claim(swiftName: SwiftName.identifier($0.name.value), role: .declaration, kind: "type", name: $0.name.value, location: $0.name.location)
        }
        var memberClaims: [Claim] = []
        typeClaims.reserveCapacity(typeClaims.count + 3 * (graph.screens.count + graph.flows.count))
        memberClaims.reserveCapacity(graph.screens.count + graph.flows.count)
        // Every screen and flow read in place, by index: copying a screen out retains each array it holds.
        let nodes = graph.screens.indices.lazy.map { (graph.screens[$0].name, "screen", graph.hasOwnRoutes(screenAt: $0)) }
            + graph.flows.indices.lazy.map { (graph.flows[$0].name, "flow", !graph.flows[$0].routes.isEmpty) }
        for (name, what, hasRoutes) in nodes {
            if name.value.hasPrefix(reservedTypePrefix) {
                diagnostics.add(.invalidName, "\(what) '\(name.value)' starts with '\(reservedTypePrefix)', which generated code keeps for itself", at: name.range)
            }
            typeClaims.append(Claim(swiftName: GeneratedNames.contract(name.value), role: .contract, kind: what, name: name.value, location: name.location))
            typeClaims.append(Claim(swiftName: GeneratedNames.flowController(name.value), role: .flowController, kind: what, name: name.value, location: name.location))
            if hasRoutes {
                typeClaims.append(Claim(swiftName: GeneratedNames.routeEnum(name.value), role: .routeEnum, kind: what, name: name.value, location: name.location))
            }
            let member = GeneratedNames.nodeMember(name.value)
            if member.hasPrefix(reservedNodeMemberPrefix) {
                diagnostics.add(
                    .invalidName, "\(what) '\(name.value)' would be '.\(member)'; members starting with '\(reservedNodeMemberPrefix)' belong to the generated destination type",
                    at: name.range)
            }
            memberClaims.append(Claim(swiftName: member, role: .declaration, kind: what, name: name.value, location: name.location))
        }
        // A former name keeps deprecated aliases of the contract, the route enum and the members;
        // one that is declared now, or claimed twice, is FormerNameChecker's to report.
        let formers = graph.screens.indices.lazy.map { (graph.screens[$0].formerNames, graph.hasOwnRoutes(screenAt: $0)) }
            + graph.flows.indices.lazy.map { (graph.flows[$0].formerNames, !graph.flows[$0].routes.isEmpty) }
        var formerNames: Set<String> = []
        for (names, hasRoutes) in formers {
            for name in names where !graph.declaresNode(name.value) && formerNames.insert(name.value).inserted {
                typeClaims.append(Claim(swiftName: GeneratedNames.contract(name.value), role: .contract, kind: "former name", name: name.value, location: name.location))
                if hasRoutes {
                    typeClaims.append(Claim(swiftName: GeneratedNames.routeEnum(name.value), role: .routeEnum, kind: "former name", name: name.value, location: name.location))
                }
                memberClaims.append(Claim(swiftName: GeneratedNames.nodeMember(name.value), role: .declaration, kind: "former name", name: name.value, location: name.location))
            }
        }
        for index in graph.flows.indices {
            let (name, kind) = (graph.flows[index].name, graph.flows[index].kind)
            func claim(_ swiftName: String, _ role: Claim.Role) {
                typeClaims.append(Claim(swiftName: swiftName, role: role, kind: "flow", name: name.value, location: name.location))
            }
            if graph.flows[index].choosesRoot { claim(GeneratedNames.rootChoice(name.value), .rootChoice) }
            if kind == .container { claim(GeneratedNames.containerChild(name.value), .containerChild) }
            if !graph.flows[index].hideable.isEmpty { claim(GeneratedNames.hideable(name.value, kind: kind), .hideable) }
            if graph.flows[index].tabOrder != nil || graph.flows[index].tabBar != nil { claim(GeneratedNames.tab(name.value), .tabOrder) }
        }
        for set in graph.sharedRouteSets {
            let name = set.name
            if name.value.hasPrefix(reservedTypePrefix) {
                diagnostics.add(.invalidName, "shared routes '\(name.value)' start with '\(reservedTypePrefix)', which generated code keeps for itself", at: name.range)
            }
            typeClaims.append(Claim(swiftName: GeneratedNames.routing(name.value), role: .contract, kind: "shared routes", name: name.value, location: name.location))
            typeClaims.append(Claim(swiftName: GeneratedNames.routeEnum(name.value), role: .routeEnum, kind: "shared routes", name: name.value, location: name.location))
            if !set.routes.isEmpty {
                typeClaims.append(Claim(swiftName: GeneratedNames.routeEnds(name.value), role: .routeEnds, kind: "shared routes", name: name.value, location: name.location))
            }
        }
        for index in graph.screens.indices {
            guard let placement = graph.screens[index].placement, !placement.chain.isEmpty else { continue }
            let name = graph.screens[index].name.value
            let opener = GeneratedNames.chainOpener(name)
            if GeneratedNames.navigatorOpenMembers.contains(opener) {
                diagnostics.add(
                    .invalidName, "screen '\(name)' would be opened through its chain by '\(opener)(...)', which the runtime's navigators"
                        + " already declare (a call would reach theirs); rename the screen",
                    at: placement.key.range)
            }
        }
        for type in graph.types where type.name.value.hasPrefix(reservedTypePrefix) {
            diagnostics.add(.invalidName, "type '\(type.name.value)' starts with '\(reservedTypePrefix)', which generated code keeps for itself", at: type.name.range)
        }
        // One collision a declaration: `itemList` beside `ItemList` collides in every generated name.
        var reported: Set<SourceLocation> = []
        reportCollisions(memberClaims, as: "member", reported: &reported, diagnostics: &diagnostics)
        reportCollisions(typeClaims, as: "type", reported: &reported, diagnostics: &diagnostics)
        var makeRoutes: [ExactName: String] = [:]
        for index in graph.screens.indices {
            checkRoutes(graph.screens[index].routes, of: graph.screens[index].name.value, makeRoutes: &makeRoutes, diagnostics: &diagnostics)
        }
        for flow in graph.flows where !flow.routes.isEmpty {
            // A flow's contract also makes its children: `make<Child>()` beside `make<Route>()`.
            let children = flow.children.map {
                Claim(swiftName: GeneratedNames.makeChild($0.value), role: .declaration, kind: "child", name: $0.value, location: $0.location)
            }
            checkRoutes(flow.routes, of: flow.name.value, makeRoutes: &makeRoutes, also: children, diagnostics: &diagnostics)
        }
    }

    /// `makeRoutes` remembers `GeneratedNames.makeRoute` by route name: many screens have routes
    /// of the same names (`close`, `back`), and a name is looked up for far less than it is made.
    private static func checkRoutes(
        _ routes: [Route], of owner: String, makeRoutes: inout [ExactName: String], also others: [Claim] = [], diagnostics: inout DiagnosticBag
    ) {
        var makers = others
        // By index, each field read in place: a loop copies each route out, retaining its box.
        for index in routes.indices {
            let written = routes[index].name
            if reservedRouteCases.contains(written.value) {
                diagnostics.add(
                    .invalidName,
                    "route '\(written.value)' would collide with the '\(written.value)' property of \(GeneratedNames.routeEnum(routes[index].sharedFrom?.value ?? owner))",
                    at: written.range)
            }
            // Only a route that opens its destination above the source has a `make<Route>()`.
            guard routes[index].style.value.opensDestination else { continue }
            let name = ExactName(written.value)
            let maker = makeRoutes[name] ?? GeneratedNames.makeRoute(written.value)
            makeRoutes[name] = maker
            makers.append(Claim(swiftName: maker, role: .declaration, kind: "route", name: written.value, location: written.location))
        }
        var reported: Set<SourceLocation> = []
        reportCollisions(makers, as: "requirement", reported: &reported, diagnostics: &diagnostics)
    }

    /// Reports every claim whose Swift name an earlier claim (in file order) already took.
    private static func reportCollisions(
        _ claims: [Claim], as kind: String, reported: inout Set<SourceLocation>, diagnostics: inout DiagnosticBag
    ) {
        // Only the Swift names claimed more than once can collide: those claims alone are put in
        // file order. Sorting every claim moved tens of thousands of them on a large graph,
        // nearly none of which collide (docs/Performance.md).
        var claimCounts: [String: Int] = [:]
        claimCounts.reserveCapacity(claims.count)
        for claim in claims { claimCounts[claim.swiftName, default: 0] += 1 }
        let colliding = claims.filter { claimCounts[$0.swiftName, default: 0] > 1 }
        var first: [String: Claim] = [:]
        for claim in colliding.sorted(by: { $0.location < $1.location }) {
            guard let earlier = first[claim.swiftName] else {
                first[claim.swiftName] = claim
                continue
            }
            guard earlier.location != claim.location, reported.insert(claim.location).inserted else { continue }
            diagnostics.add(
                .invalidName, "\(claim.origin) becomes the Swift \(kind) '\(claim.swiftName)', like \(earlier.origin)",
                at: claim.location, notes: [DiagnosticNote("\(earlier.origin) is declared here", at: earlier.location)])
        }
    }
}
