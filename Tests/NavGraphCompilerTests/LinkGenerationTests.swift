import Foundation
import Testing
@testable import NavGraphCompiler

/// What links add to generated code: a requirement the app must fulfil, and names that never
/// collide with the routes' requirements.
@Suite("Link generation", .serialized)
struct LinkGenerationTests {
    /// Type-checks what `graph` generates with the skeletons scaffolded from `skeletonsOf` (from
    /// `graph` itself when nil).
    private func typecheck(_ graph: String, skeletonsOf skeletonGraph: String? = nil) throws -> SwiftCompiler.Result {
        try SwiftCompiler.typecheck(try GeneratedSwift.app(graph, skeletonsOf: skeletonGraph ?? graph, path: "app.navgraph.yaml"), uiKit: false)
    }

    @Test("adding a link breaks an app FlowController that does not make the linked screen")
    func addingALinkNeedsAppCode() throws {
        let graph = try String(contentsOf: ReferenceCase.named("stack").folder.appendingPathComponent("shop.navgraph.yaml"), encoding: .utf8)
        let linked = graph.replacingOccurrences(of: "    context: ItemID\n\nflows:", with: "    context: ItemID\n    links: [\"/items/{id}\"]\n\nflows:")
        #expect(linked != graph)
        let result = try typecheck(linked, skeletonsOf: graph)
        #expect(!result.succeeded)
        #expect(result.output.contains("makeItemDetail"), "\(result.output)")
        let fulfilled = try typecheck(linked)
        #expect(fulfilled.succeeded, "\(fulfilled.output)")
    }

    @Test("an entry screen whose route shares a linked screen's make name reuses it, or gets makeLinked")
    func entryScreenNames() throws {
        let graph = """
            version: 1
            entry: Home
            screens:
              Home:
                routes:
                  reviews: { to: Reviews, style: present }
                  help: { to: Other, style: present }
                  guide: { to: Help, style: present }
              Reviews:
                links: ["/reviews"]
              Other: {}
              Help:
                links: ["/help"]
            """
        let checked = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: graph)])))
        let contracts = SwiftGenerator.generate(checked)[2].contents
        #expect(contracts.components(separatedBy: "func makeReviews()").count == 2, "declared once")
        #expect(contracts.contains("func makeLinkedHelp() -> any HelpFlowControlling"))
        let result = try typecheck(graph)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("a link to the screen a flow shows as an overlay presents it as a sheet: what covers everything is the flow's decision")
    func linkToAnOverlaysScreenPresentsASheet() throws {
        let graph = """
            version: 1
            entry: Window
            links: { schemes: [app] }
            screens:
              Home: {}
              Lock:
                links: ["/lock"]
            flows:
              Window:
                kind: container
                children: [Home]
                routes:
                  lock: { to: Lock, style: present, presentation: overlay }
            """
        let checked = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "app.navgraph.yaml", text: graph)])))
        let navigation = try #require(SwiftGenerator.generate(checked).first { $0.name == "NavGraphNavigation.swift" }).contents
        #expect(navigation.contains("screen: .lock, steps: [], arrival: .presented(NavGraphPresentationOptions(.sheet))"), "\(navigation)")
    }
}
