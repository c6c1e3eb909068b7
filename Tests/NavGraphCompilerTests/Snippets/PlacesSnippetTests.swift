import Foundation
import Testing

/// What a link whose `in:` lists several stacks generates: its placement names the others
/// (`elsewhere:`), each stack makes the screen for links, and a screen whose routes push a linked
/// screen lists them for links tapped on it (`navGraphPushingRoutes`).
@Suite("Snippets: links placed on the tab that shows")
struct PlacesSnippetTests {
    static let graph = try! String(
        contentsOfFile: GoldenDiagnosticsTests.folder("unplaceable-link-near-miss-places-of-every-tab") + "/graph.navgraph.yaml", encoding: .utf8)

    @Test("the placement lists the other places; every listed stack makes the screen; screens that push it list their routes")
    func placesAndPushingRoutes() throws {
        let swift = try GeneratedSwift(yaml: Self.graph)
        swift.expect("NavGraphNavigation.swift", holds: """
                            screen: .account, steps: NavGraphWays.home, arrival: .pushed,
                            make: { ($0 as? any HomeFlowControlling)?.makeAccount() },
                            start: { screen, destination in
                                guard let context = destination.context(as: AccountID.self) else { return }
                                (screen as? any AccountFlowControlling)?.start(context: context)
                            },
                            elsewhere: [
                                NavGraphPlacement(
                                    screen: .account, steps: NavGraphWays.search, arrival: .pushed,
                                    make: { ($0 as? any SearchFlowControlling)?.makeAccount() },
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol ProfileFlowControlling: NavGraphViewController, NavGraphFlowController {
                /// Makes the Me FlowController, the root of the stack.
                func makeMe() -> any MeFlowControlling
                /// Makes the Account FlowController that a link shows (a URL or a notification).
                func makeAccount() -> any AccountFlowControlling
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                /// The routes of Timeline that push a screen a link opens: a link tapped on Timeline to one of them opens by the route, above it (`open(url:from:)`).
                var navGraphPushingRoutes: [Swift.String] { ["account", "status"] }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                func open(url: URL, from source: (any NavGraphFlowController)? = nil) -> Swift.Bool {
                    guard let match = NavGraphDestination.navGraphLinkTable.match(url) else { return false }
                    return navigation.open(match.destination, placement: match.placement, tappedOn: source)
                }
            """)
    }
}
