import Foundation
import NavGraphRuntime
import Testing

/// A record context, as the generator writes a graph's record type.
private struct Filter: Codable, Hashable, Sendable {
    var term: String
    var page: Int?
}

/// A destination as generated, with the table of context types `init(from:)` reads back.
private struct Carried: NavGraphDestinationValue {
    private(set) var name: NavGraphNodeName
    private(set) var navGraphContext: (any Hashable & Sendable)?

    init(name: NavGraphNodeName, navGraphContext: (any Hashable & Sendable)?) {
        self.name = name
        self.navGraphContext = navGraphContext
    }

    static let home = Carried(name: NavGraphNodeName(rawValue: "Home"))
    static func status(_ id: String) -> Carried { Carried(name: NavGraphNodeName(rawValue: "Status"), context: id) }
    static func page(_ number: Int) -> Carried { Carried(name: NavGraphNodeName(rawValue: "Page"), context: number) }
    static func search(_ filter: Filter) -> Carried { Carried(name: NavGraphNodeName(rawValue: "Search"), context: filter) }

    static let navGraphDecoders: [NavGraphNodeName: NavGraphContextDecoder<Carried>] = [
        NavGraphNodeName(rawValue: "Home"): { _ in .home },
        NavGraphNodeName(rawValue: "Status"): { .status(try $0.decode(String.self, forKey: .context)) },
        NavGraphNodeName(rawValue: "Page"): { .page(try $0.decode(Int.self, forKey: .context)) },
        NavGraphNodeName(rawValue: "Search"): { .search(try $0.decode(Filter.self, forKey: .context)) },
    ]
}

/// Destinations carried in payloads from outside the app (`NavGraphDestinationValue.init(payload:)`):
/// what the app writes reads back, and anything else, however broken or hostile, is an error,
/// never a crash, and never a destination holding a text a link's value could not hold.
@Suite("Destination payloads: notifications, shortcut items, intents")
struct DestinationPayloadTests {
    private static let samples: [Carried] = [
        .home, .status("42"), .page(-3), .search(Filter(term: "swift", page: nil)), .search(Filter(term: "é 😀", page: 2)),
    ]

    /// What `payload` reads as: a destination, or the error.
    private static func read(_ payload: Data) -> Result<Carried, NavGraphPayloadError> {
        do {
            return .success(try Carried(payload: payload))
        } catch let error as NavGraphPayloadError {
            return .failure(error)
        } catch {
            Issue.record("not a NavGraphPayloadError: \(error)")
            return .failure(.notJSON)
        }
    }

    @Test("what payload() and payloadUserInfo() write reads back, as text, bytes or a push notification's dictionary")
    func roundTrip() throws {
        for destination in Self.samples {
            let payload = try destination.payload()
            #expect(try Carried(payload: payload) == destination)
            #expect(try Carried(userInfo: destination.payloadUserInfo()) == destination)
            #expect(try Carried(userInfo: ["navGraphDestination": payload]) == destination)
            let object = try JSONSerialization.jsonObject(with: payload)
            #expect(try Carried(userInfo: ["navGraphDestination": object, "aps": ["alert": "hi"]]) == destination)
        }
    }

    @Test("each way a payload is refused gets its own error", arguments: [
        (#"{"#, NavGraphPayloadError.notJSON),
        (#"{"name":"Status","context":"a\u202Eb"}"#, .controlCharacter("U+202E")),
        (#"{"name":"Status","context":"line\nbreak"}"#, .controlCharacter("U+A")),
        (#"{"name":"Status","context":"nul\u0000"}"#, .controlCharacter("U+0")),
        (#"{"name":"Search","context":{"te\u0007rm":"x"}}"#, .controlCharacter("U+7")),
        ("{\"name\":\"Status\",\"context\":\"" + String(repeating: "a", count: 2_049) + "\"}", .textTooLong(limit: 2_048)),
        (String(repeating: "[", count: 40) + String(repeating: "]", count: 40), .tooDeep(limit: 32)),
    ])
    func refusals(payload: String, error: NavGraphPayloadError) {
        #expect(Self.read(Data(payload.utf8)) == .failure(error))
    }

    @Test("a payload that names no screen of the graph, or a context of another type, is no destination")
    func notDestinations() {
        for payload in [
            #"{"name":"Nowhere"}"#, #"{"name":"Status"}"#, #"{"name":"Status","context":42}"#,
            #"{"name":"Page","context":9223372036854775808}"#, #"{"name":"Search","context":{"page":1}}"#, #"{"name":null}"#,
            #"{"name":["Home"]}"#, #"[]"#, #"{}"#,
        ] {
            guard case .failure(.notADestination) = Self.read(Data(payload.utf8)) else {
                Issue.record("\(payload) read as \(Self.read(Data(payload.utf8)))")
                continue
            }
        }
    }

    @Test("a top-level text or null, and a number JSON cannot hold, are not a payload's JSON", arguments: [#""Home""#, "null", #"{"name":"Page","context":1e400}"#])
    func notJSON(payload: String) {
        #expect(Self.read(Data(payload.utf8)) == .failure(.notJSON))
    }

    @Test("a payload over the limit is refused before it is parsed; a userInfo without the key, or with a value JSON cannot hold, is refused")
    func sizeAndUserInfo() {
        let large = Data("{\"name\":\"Status\",\"context\":\"\(String(repeating: "a", count: 9_000))\"}".utf8)
        #expect(Self.read(large) == .failure(.tooLarge(bytes: large.count, limit: 8_192)))
        #expect(throws: NavGraphPayloadError.missing(key: "navGraphDestination")) { try Carried(userInfo: ["other": "x"]) }
        // JSONSerialization raises an exception for objects it cannot write: they are checked first.
        #expect(throws: NavGraphPayloadError.notJSON) { try Carried(userInfo: ["navGraphDestination": Date()]) }
        #expect(throws: NavGraphPayloadError.notJSON) { try Carried(userInfo: ["navGraphDestination": 42]) }
        #expect(throws: NavGraphPayloadError.notJSON) { try Carried(userInfo: ["navGraphDestination": ["name": Date()]]) }
    }

    @Test("garbage: random bytes, valid payloads cut, mutated and nested, never crash and read only as destinations of the graph with plain texts")
    func garbage() throws {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PAYLOAD_SEED")
        var random = SeededGenerator(seed: seed)
        let valid = try Self.samples.map { try $0.payload() }
        let tokens = Array(#"{}[]",:\u0000\u202E0-1e99999truefalsenull"name""context""Status""Search"  "#.utf8)
        var decoded = 0
        for _ in 0..<3_000 {
            var bytes = Array(valid.randomElement(using: &random)!)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes = (0..<Int.random(in: 0...64, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
            case 1: bytes = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            case 2:
                for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = tokens.randomElement(using: &random)!
                }
            case 3:
                let depth = Int.random(in: 1...4_000, using: &random)
                bytes = Array(repeating: UInt8(ascii: "["), count: depth) + bytes + Array(repeating: UInt8(ascii: "]"), count: depth)
            default:
                let at = Int.random(in: 0...bytes.count, using: &random)
                bytes.insert(contentsOf: (0..<Int.random(in: 1...8, using: &random)).map { _ in tokens.randomElement(using: &random)! }, at: at)
            }
            guard case .success(let destination) = Self.read(Data(bytes)) else { continue }
            decoded += 1
            // What reads is a destination of the table, with a context of its screen's type, whose texts are plain.
            #expect(Carried.navGraphDecoders[destination.name] != nil, "seed \(seed): \(destination)")
            let texts = [destination.context(as: String.self), destination.context(as: Filter.self)?.term].compactMap { $0 }
            #expect(!texts.contains { $0.unicodeScalars.contains(where: NavGraphLinkText.isControl) }, "seed \(seed): \(destination)")
            #expect(try Carried(payload: destination.payload()) == destination, "seed \(seed): \(destination)")
        }
        // The mutations leave some payloads whole: the property does not hold vacuously.
        #expect(decoded > 0, "seed \(seed): no payload read back")
    }
}
