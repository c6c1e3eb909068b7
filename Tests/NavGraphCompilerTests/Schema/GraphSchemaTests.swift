import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("Graph file JSON Schema")
struct GraphSchemaTests {
    static let schemaPath = "Schema/navgraph.schema.json"
    static let swiftPath = "Sources/NavGraphCompiler/Schema/GraphSchema.swift"

    /// The Swift source that embeds the checked-in schema (what `GraphSchema.swift` must be).
    static func swiftSource(embedding schema: String) -> String {
        let body = schema.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "        " + $0 }
            .joined(separator: "\n")
        return """
            // Generated from \(schemaPath) by GraphSchemaTests; edit the JSON, then run
            // `NAVGRAPH_RECORD=1 swift test --filter GraphSchemaTests` to regenerate this file.

            /// The JSON Schema (draft-07) of graph files: what `navgraph schema` prints and what editors
            /// using the YAML language server read to complete and check `*.navgraph.yaml` files.
            public enum GraphSchema {
                /// The schema's JSON text, identical to `\(schemaPath)`.
                public static let json = #\"\"\"
            \(body)
                    \"\"\"#
            }

            """
    }

    @Test("the schema the library ships is the checked-in Schema/navgraph.schema.json, byte for byte")
    func embeddedSchemaMatchesFile() throws {
        let schema = try RepositoryFiles.read(Self.schemaPath)
        try GoldenFile.check(Self.swiftSource(embedding: schema), against: RepositoryFiles.url(Self.swiftPath))
        if !GoldenFile.isRecording { #expect(GraphSchema.json == schema) }
    }

    @Test("the schema is a draft-07 JSON object describing exactly the top-level keys of the language")
    func topLevelKeys() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(GraphSchema.json.utf8)) as? [String: Any])
        #expect(schema["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
        #expect(schema["additionalProperties"] as? Bool == false)
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(GraphFileParser.topLevelKeys))
    }

    @Test("the schema's word lists are the language's route styles, presentations, detents, flow kinds and screen kinds")
    func enumerations() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(GraphSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        let route = try #require(definitions["route"]?["properties"] as? [String: [String: Any]])
        #expect(route["style"]?["enum"] as? [String] == NavGraphRouteStyle.allCases.map(\.rawValue))
        #expect(route["presentation"]?["enum"] as? [String] == NavGraphPresentation.allCases.map(\.rawValue))
        #expect(((definitions["detent"]?["oneOf"] as? [[String: Any]])?.first)?["enum"] as? [String] == NavGraphDetent.Word.allCases.map(\.rawValue))
        let flow = try #require(definitions["flow"]?["properties"] as? [String: [String: Any]])
        #expect(flow["kind"]?["enum"] as? [String] == NavGraphFlowKind.allCases.map(\.rawValue))
        let screen = try #require(definitions["screen"]?["properties"] as? [String: [String: Any]])
        #expect(screen["kind"]?["enum"] as? [String] == NavGraphScreenKind.allCases.map(\.rawValue))
        let properties = try #require(schema["properties"] as? [String: Any])
        let generate = try #require((properties["generate"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(Set(generate.keys) == Set(GenerationOptionsReader.keys))
        #expect(generate["ui"]?["enum"] as? [String] == GenerationOptions.UserInterface.allCases.map(\.rawValue))
        #expect(generate["access"]?["enum"] as? [String] == GenerationOptions.AccessLevel.allCases.map(\.rawValue))
    }

    @Test("the schema knows every key of screens, routes and links")
    func keys() throws {
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(GraphSchema.json.utf8)) as? [String: Any])
        let definitions = try #require(schema["definitions"] as? [String: [String: Any]])
        let screen = try #require(definitions["screen"]?["properties"] as? [String: Any])
        #expect(Set(screen.keys) == Set(GraphFileParser.screenKeys))
        let route = try #require(definitions["route"]?["properties"] as? [String: Any])
        #expect(Set(route.keys) == Set(NavGraphRouteKey.allCases.map(\.rawValue)))
        let link = try #require(definitions["link"]?["anyOf"] as? [[String: Any]])
        // A link of a path, and a link of a whole URL: between them, every key.
        let linkKeys = link.dropFirst().compactMap { $0["properties"] as? [String: Any] }.flatMap(\.keys)
        #expect(Set(linkKeys) == Set(LinkReader.linkKeys))
    }
}
