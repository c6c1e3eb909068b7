import Foundation
import NavGraphCompiler

/// Each key's documentation, read from NavGraph's JSON Schema (`GraphSchema.json`, what
/// `navgraph schema` prints): the one place keys are described for editors, so completion says
/// what the YAML language server says.
enum SchemaDocumentation {
    /// The schema's `properties` for each kind of mapping, by key.
    private static let properties: [GraphGrammar.Mapping: [String: String]] = {
        guard let schema = try? JSONSerialization.jsonObject(with: Data(GraphSchema.json.utf8)) as? [String: Any],
            let definitions = schema["definitions"] as? [String: Any]
        else { return [:] }
        let top = schema["properties"] as? [String: Any] ?? [:]
        func definition(_ name: String) -> Any? { definitions[name] }
        // A placement is described inside the screen's and the flow's properties, not on its own.
        func placement(of name: String) -> Any? { ((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?["placement"] }
        func placementChain() -> Any? { ((placement(of: "screen") as? [String: Any])?["properties"] as? [String: Any])?["through"] }
        let places: [GraphGrammar.Mapping: [Any?]] = [
            .graphFile: [schema],
            .type: [definition("recordType"), definition("enumType"), definition("externalType")],
            .screen: [definition("screen")],
            .route: [definition("route")],
            .flow: [definition("flow")],
            .link: [definition("link")],
            .chainScreen: [definition("linkChain")],
            .placement: [placement(of: "screen")],
            .flowPlacement: [placement(of: "flow")],
            .placementChainScreen: [placementChain()],
            .linkOrigins: [top["links"]],
            .generationOptions: [top["generate"]],
            .detent: [definition("detent")],
        ]
        return places.mapValues { nodes in
            nodes.compactMap { $0 }.reduce(into: [:]) { found, node in descriptions(in: node, into: &found) }
        }
    }()

    /// The description of `key` in a mapping of `kind`.
    static func description(of key: String, in kind: GraphGrammar.Mapping) -> String? {
        properties[kind]?[key]
    }

    /// The descriptions of a schema node's properties, and of those of the alternatives and
    /// items it is made of (a link is a text or one of two mappings).
    private static func descriptions(in node: Any, into found: inout [String: String]) {
        guard let node = node as? [String: Any] else { return }
        for (key, value) in node["properties"] as? [String: Any] ?? [:] {
            if found[key] == nil, let description = (value as? [String: Any])?["description"] as? String { found[key] = description }
        }
        for combinator in ["anyOf", "oneOf", "allOf"] {
            for alternative in node[combinator] as? [Any] ?? [] { descriptions(in: alternative, into: &found) }
        }
        if let items = node["items"] { descriptions(in: items, into: &found) }
    }
}
