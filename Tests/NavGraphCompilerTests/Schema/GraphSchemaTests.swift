import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("Graph file JSON Schema")
struct GraphSchemaTests {
    static let schemaPath = "Schema/navgraph.schema.json"

    /// The schema as JSON objects.
    static func schema() throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(GraphSchema.json.utf8)) as? [String: Any])
    }

    /// The schema's `definitions`.
    static func definitions() throws -> [String: [String: Any]] {
        try #require(try schema()["definitions"] as? [String: [String: Any]])
    }

    @Test("the checked-in Schema/navgraph.schema.json is the schema built from the declarations, byte for byte (NAVGRAPH_RECORD=1 rewrites it)")
    func checkedInSchemaMatches() throws {
        try GoldenFile.check(GraphSchema.json, against: RepositoryFiles.url(Self.schemaPath))
    }

    @Test("the schema is a draft-07 JSON object describing exactly the top-level keys of the language")
    func topLevelKeys() throws {
        let schema = try Self.schema()
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(schema["additionalProperties"] as? Bool == false)
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(GraphFileKey.spellings))
    }

    @Test("the schema's word lists are the language's route styles, presentations, detents, flow kinds and screen kinds")
    func enumerations() throws {
        let definitions = try Self.definitions()
        let route = try #require(definitions["route"]?["properties"] as? [String: [String: Any]])
        #expect(route["style"]?["enum"] as? [String] == NavGraphRouteStyle.allCases.map(\.rawValue))
        #expect(route["presentation"]?["enum"] as? [String] == NavGraphPresentation.allCases.map(\.rawValue))
        #expect(((definitions["detent"]?["oneOf"] as? [[String: Any]])?.first)?["enum"] as? [String] == NavGraphDetent.Word.allCases.map(\.rawValue))
        let flow = try #require(definitions["flow"]?["properties"] as? [String: [String: Any]])
        #expect(flow["kind"]?["enum"] as? [String] == NavGraphFlowKind.allCases.map(\.rawValue))
        let screen = try #require(definitions["screen"]?["properties"] as? [String: [String: Any]])
        #expect(screen["kind"]?["enum"] as? [String] == NavGraphScreenKind.allCases.map(\.rawValue))
        let properties = try #require(Self.schema()["properties"] as? [String: Any])
        let generate = try #require((properties["generate"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(generate.keys) == Set(GenerationOptionKey.spellings))
        #expect(generate["ui"]?["enum"] as? [String] == GenerationOptions.UserInterface.allCases.map(\.rawValue))
        #expect(generate["access"]?["enum"] as? [String] == GenerationOptions.AccessLevel.allCases.map(\.rawValue))
    }

    @Test("the schema knows every key of screens, routes, flows and links")
    func keys() throws {
        let definitions = try Self.definitions()
        let screen = try #require(definitions["screen"]?["properties"] as? [String: Any])
        #expect(Set(screen.keys) == Set(ScreenKey.spellings))
        let route = try #require(definitions["route"]?["properties"] as? [String: Any])
        #expect(Set(route.keys) == Set(NavGraphRouteKey.spellings))
        let flow = try #require(definitions["flow"]?["properties"] as? [String: Any])
        #expect(Set(flow.keys) == Set(NavGraphFlowKey.spellings))
        let link = try #require(definitions["link"]?["anyOf"] as? [[String: Any]])
        // A link of a path, and a link of a whole URL: between them, every key.
        let linkKeys = link.dropFirst().compactMap { $0["properties"] as? [String: Any] }.flatMap(\.keys)
        #expect(Set(linkKeys) == Set(LinkKey.spellings))
    }

    /// The keys the schema lets a `definition` take when its `selector` is `word`: the `then` of
    /// the one `if` naming the word that lists keys (a flow's kind also decides, in another `if`,
    /// the styles of its own routes).
    static func keys(of definition: String, where selector: String, is word: String) throws -> [String] {
        let rules = try #require(try definitions()[definition]?["allOf"] as? [[String: Any]])
        let matching = rules.filter { rule in
            let condition = ((rule["if"] as? [String: Any])?["properties"] as? [String: Any])?[selector] as? [String: Any]
            let listsKeys = (rule["then"] as? [String: Any])?["propertyNames"] != nil
            return listsKeys && (condition?["const"] as? String == word || (condition?["enum"] as? [String])?.contains(word) == true)
        }
        try #require(matching.count == 1, "\(definition) \(selector) \(word)")
        return try #require(((matching[0]["then"] as? [String: Any])?["propertyNames"] as? [String: Any])?["enum"] as? [String])
    }

    @Test("for each route style, the schema lets a route take exactly the keys the style's rule does not forbid", arguments: NavGraphRouteStyle.allCases)
    func routeKeysPerStyle(style: NavGraphRouteStyle) throws {
        let allowed = NavGraphRouteKey.allCases.filter { style.rule(for: $0) != .forbidden }.map(\.rawValue)
        #expect(try Self.keys(of: "route", where: "style", is: style.rawValue) == allowed)
    }

    @Test("for each flow kind, the schema lets a flow take exactly the keys the kind's rule does not forbid, and requires its listing", arguments: NavGraphFlowKind.allCases)
    func flowKeysPerKind(kind: NavGraphFlowKind) throws {
        let allowed = NavGraphFlowKey.allCases.filter { kind.rule(for: $0) != .forbidden }.map(\.rawValue)
        #expect(try Self.keys(of: "flow", where: "kind", is: kind.rawValue) == allowed)
        let rules = try #require(try Self.definitions()["flow"]?["allOf"] as? [[String: Any]])
        let required = rules.compactMap { ($0["then"] as? [String: Any])?["required"] as? [String] }
        #expect(required.contains([kind.listingKey.rawValue]))
    }

    @Test("for each flow kind, the schema lets the flow's own routes take exactly the styles the kind performs", arguments: NavGraphFlowKind.allCases)
    func flowRouteStylesPerKind(kind: NavGraphFlowKind) throws {
        let flow = try #require(try Self.definitions()["flow"])
        // The styles a flow's routes may have, from `routes`' schema: `{ allOf: [route, { properties: { style } }] }`.
        func styles(_ routes: Any?) -> [String]? {
            let ownRoute = (routes as? [String: Any])?["additionalProperties"] as? [String: Any]
            let style = ((ownRoute?["allOf"] as? [[String: Any]])?.last?["properties"] as? [String: Any])?["style"] as? [String: Any]
            return (style?["const"] as? String).map { [$0] } ?? style?["enum"] as? [String]
        }
        var allowed = try #require(styles((flow["properties"] as? [String: Any])?["routes"]))
        for rule in flow["allOf"] as? [[String: Any]] ?? [] {
            let condition = ((rule["if"] as? [String: Any])?["properties"] as? [String: Any])?["kind"] as? [String: Any]
            guard condition?["const"] as? String == kind.rawValue || (condition?["enum"] as? [String])?.contains(kind.rawValue) == true,
                  let narrowed = styles(((rule["then"] as? [String: Any])?["properties"] as? [String: Any])?["routes"]) else { continue }
            allowed = narrowed
        }
        #expect(allowed == NavGraphRouteStyle.allCases.filter { kind.performsOwnRoutes(of: $0) }.map(\.rawValue))
    }

    @Test("a JSON value renders in the order built, its text escaped as JSON reads it back")
    func jsonRendering() throws {
        let text = "a \"quote\", a \\ backslash,\r\na line and a \u{1} control"
        let value: JSONValue = ["text": .string(text), "list": [1, true, "b"], "empty": [], "none": .object([])]
        let rendered = value.rendered()
        #expect(rendered.hasPrefix("{\n  \"text\": \"a \\\"quote\\\", a \\\\ backslash,\\r\\na line and a \\u0001 control\",\n  \"list\": [\n    1,"))
        let read = try #require(try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: Any])
        #expect(read["text"] as? String == text)
        #expect((read["list"] as? [Any])?.count == 3)
    }
}
