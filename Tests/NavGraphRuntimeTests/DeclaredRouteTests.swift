import Foundation
import NavGraphRuntime
import Testing

/// What generated code leaves to the runtime, on a destination and a route enum written the way
/// the generator writes them: equality, hashing and Codable of a destination; a route's name,
/// transition and destination from its declaration; a route read back from a saved state only
/// when it still fits.
@Suite("Declared routes and destinations")
struct DeclaredRouteTests {
    /// A destination as generated: two stored properties and the table of context types.
    struct TestDestination: NavGraphDestinationValue {
        private(set) var name: NavGraphNodeName
        private(set) var navGraphContext: (any Hashable & Sendable)?

        init(name: NavGraphNodeName, navGraphContext: (any Hashable & Sendable)?) {
            self.name = name
            self.navGraphContext = navGraphContext
        }

        static let navGraphDecoders: [NavGraphNodeName: NavGraphContextDecoder<TestDestination>] = [
            .list: { _ in TestDestination(name: .list) },
            .detail: { TestDestination(name: .detail, context: try $0.decode(Int.self, forKey: .context)) },
        ]
    }

    /// A route enum as generated: cases, one declaration switch, the saved-routes table.
    enum ListRoute: NavGraphDeclaredRoute {
        case detail(Int)
        case back

        var navGraphDeclaration: NavGraphRouteDeclaration<TestDestination> {
            switch self {
            case .detail(let context): NavGraphRouteDeclaration("detail", .push, TestDestination(name: .detail, context: context))
            case .back: NavGraphRouteDeclaration("back", .unwind(to: .list), TestDestination(name: .list))
            }
        }

        var destination: TestDestination { navGraphDeclaration.destination }

        static let navGraphSavedRoutes: [String: NavGraphSavedRoute<Self>] = [
            "detail": .init(to: .detail, Self.detail),
            "back": .init(to: .list, .back),
        ]
    }

    @Test("a route's name, transition and destination come from its declaration")
    func declaration() {
        #expect(ListRoute.detail(7).navGraphRouteName == "detail")
        #expect(ListRoute.detail(7).transition == .push)
        #expect(ListRoute.detail(7).destination == TestDestination(name: .detail, context: 7))
        #expect(ListRoute.back.transition == .unwind(to: .list))
    }

    @Test("a route is read back only by its name, towards its screen, with a context of its type")
    func readBack() {
        #expect(ListRoute(navGraphRouteName: "detail", destination: TestDestination(name: .detail, context: 7)) == .detail(7))
        #expect(ListRoute(navGraphRouteName: "back", destination: TestDestination(name: .list)) == .back)
        #expect(ListRoute(navGraphRouteName: "detail", destination: TestDestination(name: .list)) == nil, "another screen")
        #expect(ListRoute(navGraphRouteName: "detail", destination: TestDestination(name: .detail, context: "7")) == nil, "another context type")
        #expect(ListRoute(navGraphRouteName: "related", destination: TestDestination(name: .detail, context: 7)) == nil, "no such route")
    }

    @Test("destinations are equal and hash alike by name and context, and read back what they wrote")
    func equalityAndCoding() throws {
        #expect(TestDestination(name: .detail, context: 7) == TestDestination(name: .detail, context: 7))
        #expect(TestDestination(name: .detail, context: 7) != TestDestination(name: .detail, context: 8))
        #expect(TestDestination(name: .detail, context: 7) != TestDestination(name: .list))
        #expect(Set([TestDestination(name: .detail, context: 7), TestDestination(name: .detail, context: 7)]).count == 1)
        #expect(TestDestination(name: .detail, context: 7).description == "detail(7)")
        let saved = try JSONEncoder().encode([TestDestination(name: .detail, context: 7), TestDestination(name: .list)])
        #expect(try JSONDecoder().decode([TestDestination].self, from: saved) == [TestDestination(name: .detail, context: 7), TestDestination(name: .list)])
        let unknown = Data(#"{"name":"gone"}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(TestDestination.self, from: unknown) }
    }

    @Test("a context that is not Codable fails to encode instead of being dropped")
    func unencodableContext() {
        struct External: Hashable, Sendable {}
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(TestDestination(name: .detail, context: External())) }
    }
}

private extension NavGraphNodeName {
    static let list = NavGraphNodeName(rawValue: "list")
    static let detail = NavGraphNodeName(rawValue: "detail")
}
