/// What a rename written with `formerly:` adds to generated code, and nothing for a graph without
/// one: code written against the old names keeps compiling, with a deprecation warning naming the
/// new one (the contract and route enum of a renamed screen or flow, its `NavGraphNodeName` and
/// `NavGraphDestination` members, a renamed route's case), and a saved state that names a screen,
/// flow or route by its old name is read as the renamed one (`navGraphFormerNames`, the decoder
/// table's and the saved-route tables' entries under the old names).
///
/// A requirement of a contract has no alias: Swift matches the app's method to it by name, so a
/// renamed route's `make<Route>()` or a renamed child's `make<Child>()` is a compile error naming
/// the new one, as any changed requirement is.
struct FormerNamesTranslator {
    let graph: Graph
    let types: SwiftTypes

    /// Deprecated aliases of the contracts of renamed screens and flows, for
    /// `NavGraphContracts.swift`.
    func contractAliases() -> [SwiftDeclaration] {
        graph.formerNodeNames.map { former, current in
            .typeAlias(
                doc: "\(former.value), renamed \(current): its contract's former name.",
                attributes: [SwiftAttribute.deprecated(renamed: GeneratedNames.contract(current))],
                name: GeneratedNames.contract(former.value), type: GeneratedNames.contract(current))
        }
    }

    /// Deprecated aliases of the route enums of renamed screens and flows that have routes, for
    /// `NavGraphRoutes.swift`.
    func routeEnumAliases() -> [SwiftDeclaration] {
        graph.formerNodeNames.filter { hasRouteEnum($0.current) }.map { former, current in
            .typeAlias(
                doc: "\(former.value), renamed \(current): its route enum's former name.",
                attributes: [SwiftAttribute.deprecated(renamed: GeneratedNames.routeEnum(current))],
                name: GeneratedNames.routeEnum(former.value), type: GeneratedNames.routeEnum(current))
        }
    }

    private func hasRouteEnum(_ node: String) -> Bool {
        !(graph.screen(named: node)?.ownRoutes.isEmpty ?? graph.flow(named: node)?.routes.isEmpty ?? true)
    }

    /// `NavGraphNodeName`'s members under the former names, and the table a saved state's names
    /// are read with (`NavGraphSavedState.renamingNodes(_:)`).
    func nodeNameMembers() -> [SwiftDeclaration] {
        let formers = graph.formerNodeNames
        guard !formers.isEmpty else { return [] }
        let aliases = formers.map { former, current -> SwiftDeclaration in
            let member = GeneratedNames.nodeMember(current)
            return .property(
                doc: "", modifiers: [SwiftAttribute.deprecated(renamed: member), "static"], name: GeneratedNames.nodeMember(former.value),
                type: "NavGraphNodeName", value: nil, getter: [.line(".\(member)")])
        }
        return aliases + [.literal(
            doc: "The names screens and flows had before they were renamed (`formerly:`), each with its name now: a saved state is read with them.",
            modifiers: ["static"], name: "navGraphFormerNames", type: "[NavGraphNodeName: NavGraphNodeName]",
            entries: formers.map { "\(Self.rawName($0.former.value)): .\(GeneratedNames.nodeMember($0.current))," })]
    }

    /// `NavGraphNodeName(rawValue: "ProductDetail")`: a former name spelled without its
    /// deprecated member, which generated code never uses.
    static func rawName(_ name: String) -> String {
        "NavGraphNodeName(rawValue: \(SwiftEscaper.stringLiteral(name)))"
    }

    /// `NavGraphDestination`'s factories under the former names.
    func destinationFactories() -> [SwiftDeclaration] {
        graph.formerNodeNames.map { former, current in
            let member = GeneratedNames.nodeMember(current)
            let formerMember = GeneratedNames.nodeMember(former.value)
            let attribute = SwiftAttribute.deprecated(renamed: member)
            guard let context = graph.screen(named: current)?.context?.value ?? graph.flow(named: current)?.context?.value else {
                return .property(doc: "", modifiers: [attribute, "static"], name: formerMember, type: "NavGraphDestination", value: nil, getter: [.line(".\(member)")])
            }
            return .function(
                doc: "", attributes: [attribute], signature: "static \(formerMember)(_ context: \(types.spelling(context))) -> NavGraphDestination",
                body: [.line(".\(member)(context)")])
        }
    }

    /// The cases a route enum keeps under its routes' former names, each taking what the route's
    /// case carries (`payload`: its context, then its steps' contexts).
    func routeCaseAliases(_ routes: [Route], payload: (Route) -> [String]) -> [SwiftDeclaration] {
        routes.flatMap { route in
            route.formerNames.map { former -> SwiftDeclaration in
                let routeCase = GeneratedNames.routeCase(route.name.value)
                let attribute = SwiftAttribute.deprecated(renamed: routeCase)
                let carried = payload(route)
                guard !carried.isEmpty else {
                    return .property(doc: "", modifiers: [attribute, "static"], name: GeneratedNames.routeCase(former.value), type: "Self", value: nil, getter: [.line(".\(routeCase)")])
                }
                // One value keeps the name it always had; a route of several steps numbers them.
                let names = carried.count == 1 ? ["value"] : carried.indices.map { "value\($0)" }
                return .function(
                    doc: "", attributes: [attribute],
                    signature: "static \(GeneratedNames.routeCase(former.value))(\(zip(names, carried).map { "_ \($0): \($1)" }.joined(separator: ", "))) -> Self",
                    body: [.line(".\(routeCase)(\(names.joined(separator: ", ")))")])
            }
        }
    }
}
