import Foundation
import Testing

/// What links the app answers generate: the target enum gains `systemOpensURL` with
/// `orSystem: true`, the entry's requirement is `async` with `await: true`, and `open(url:from:)`
/// asks it (awaited, or at once) before opening what it answers.
@Suite("Snippets: links the app answers")
struct LinkAnswerSnippetTests {
    static let graph = try! String(
        contentsOfFile: GoldenDiagnosticsTests.folder("invalid-structure-near-miss-link-answers-looked-up") + "/graph.navgraph.yaml", encoding: .utf8)

    @Test("the target enum and the entry's requirement; the link table and open(url:from:) ask the app")
    func answeredTargets() throws {
        let swift = try GeneratedSwift(yaml: Self.graph)
        swift.expect("NavGraphContracts.swift", holds: """
            enum StatusDetailLinkTarget: Swift.Hashable, Swift.Sendable, Swift.CaseIterable {
                case statusDetail
                case remoteStatus
                /// The URL is not this app's: the system opens it (Safari, another app).
                case systemOpensURL
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func linkTargetForStatusDetail(_ context: StatusID) async -> StatusDetailLinkTarget
            """)
        swift.expect("NavGraphContracts.swift", holds: """
                func linkTargetForHelp() -> HelpLinkTarget
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                        ), alternatives: [.remoteStatus], choice: NavGraphLinkChoice(systemMayOpen: true, answerIsAwaited: true), make: { try .statusDetail($0.value("id", as: Swift.String.self)) }, values: { $0.context(as: StatusID.self).map { value in ["id": value] } }), // /users/{}/statuses/{id}
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                    guard let match = NavGraphDestination.navGraphLinkTable.match(url) else { return false }
                    if match.choice.answerIsAwaited {
                        return navigation.open(url: url, tappedOn: source) { [weak self] in await self?.navGraphAwaitedLinkAnswer(of: match) ?? .nothing }
                    }
                    if match.asksTheApp { return navigation.open(navGraphLinkAnswer(of: match), url: url, tappedOn: source) }
            """)
        swift.expect("NavGraphNavigation.swift", holds: """
                        switch await entry.linkTargetForStatusDetail(context) {
                        case .statusDetail: chosen = destination
                        case .remoteStatus: chosen = .remoteStatus(context)
                        case .systemOpensURL: return .system
                        }
            """)
    }
}
