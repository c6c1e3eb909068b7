/// The Swift names generated for a declaration, as an editor shows them beside it (hover): the
/// same functions generation names them with (`GeneratedNames`), so the two never disagree.
public enum GeneratedSwiftNames {
    /// Each generated name of the declaration `key` with what it is, such as
    /// (`ItemDetailFlowControlling`, "the contract its FlowController conforms to"); empty for a
    /// name nothing is generated for. `graph` tells a screen from a flow.
    public static func of(_ key: DeclarationKey, in graph: Graph) -> [(name: String, role: String)] {
        let name = key.name
        switch key.namespace {
        case .screenOrFlow:
            var names = [
                (GeneratedNames.contract(name), "the contract its FlowController conforms to"),
                (GeneratedNames.flowController(name), "the FlowController class a skeleton declares"),
                ("NavGraphNodeName.\(GeneratedNames.nodeMember(name))", "its name in navigation states"),
            ]
            if graph.screen(named: name) != nil {
                names.insert((GeneratedNames.routeEnum(name), "its route enum"), at: 1)
            }
            return names
        case .type:
            return [(SwiftName.identifier(name), "the type")]
        case .sharedRoutes:
            return [
                (GeneratedNames.routeEnum(name), "the shared route enum"), (GeneratedNames.routing(name), "the contract of the screens that offer it"),
                (GeneratedNames.routeEnds(name), "the contract of its routes' `<route>DidEnd()`, which that contract refines"),
            ]
        case .route(let owner):
            return [
                ("\(GeneratedNames.routeEnum(owner)).\(GeneratedNames.routeCase(name))", "the route's case"),
                (GeneratedNames.makeRoute(name), "the requirement that makes its destination"),
                (GeneratedNames.routeDidFinish(name), "the requirement that receives its feedback, when it has one"),
                (GeneratedNames.routeDidEnd(name), "the requirement told that it ended without feedback"),
            ]
        case .field(let record):
            return [("\(SwiftName.identifier(record)).\(SwiftName.identifier(name))", "the field")]
        case .enumCase(let type):
            return [("\(SwiftName.identifier(type)).\(SwiftName.identifier(name))", "the case")]
        }
    }
}
