import Testing

/// What issue 36's constructs generate: a few lines of graph, and the lines of Swift they must
/// produce. (`WaysIn/` drives them in consumer apps, on the UIKit double and headless.)
@Suite("Snippets: routes of several steps, ways in, links into sub-flows")
struct WaysInSnippetTests {
    @Test("a form sheet's detents are handed to the runtime as a page sheet's are")
    func formSheetDetents() throws {
        let swift = try GeneratedSwift(yaml: """
            version: 1
            entry: Browser
            screens:
              Browser:
                routes:
                  report: { to: Report, style: present, presentation: formSheet, detents: [medium, large], initialDetent: medium }
              Report: {}
            """)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .report: NavGraphRouteDeclaration("report", .present(NavGraphPresentationOptions(.formSheet, detents: [.medium, .large], initialDetent: .medium)), .report)
            """)
    }
}
