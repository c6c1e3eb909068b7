/// The part of SARIF 2.1.0 that NavGraph writes, as Codable values.
///
/// Only the properties the report fills are modelled; names follow the SARIF specification.
enum SARIF {
    struct Log: Codable, Equatable {
        var schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/os/schemas/sarif-schema-2.1.0.json"
        var version = "2.1.0"
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema"
            case version, runs
        }
    }

    struct Run: Codable, Equatable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind = "unicodeCodePoints"
        var results: [Result]
    }

    struct Tool: Codable, Equatable {
        var driver: Driver
    }

    struct Driver: Codable, Equatable {
        var name: String
        var informationUri: String?
        var version: String
        var semanticVersion: String
        var rules: [Rule]
    }

    struct Rule: Codable, Equatable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: Message
        var defaultConfiguration: Configuration
    }

    struct Configuration: Codable, Equatable {
        var level: String
    }

    struct Message: Codable, Equatable {
        var text: String
        var markdown: String?
    }

    struct Result: Codable, Equatable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        /// Present for a result the user accepted: code scanning shows it as dismissed.
        var suppressions: [Suppression]? = nil
    }

    struct Suppression: Codable, Equatable {
        var kind = "external"
        var justification: String
    }

    struct Location: Codable, Equatable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?
    }

    struct PhysicalLocation: Codable, Equatable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Codable, Equatable {
        var uri: String
        var uriBaseId: String?
    }

    /// A region; the end is exclusive (the character after the region), and absent for a
    /// note, whose place is known only by where it starts.
    struct Region: Codable, Equatable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int?
        var endColumn: Int?
    }
}
