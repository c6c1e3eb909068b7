import Testing

/// What `dismissible: app` generates: the route's options say the screen decides, and the
/// destination's contract asks it (`isDismissible()`), refining the runtime's
/// `NavGraphDismissalDeciding`; the skeleton answers yes until the app says when not.
@Suite("Snippets: dismissal the app decides")
struct DismissalSnippetTests {
    static let editor = """
        version: 1
        entry: Feed
        screens:
          Timeline:
            routes:
              compose: { to: Editor, style: present, embed: stack, dismissible: app }
              report: { to: Report, style: present }
          Editor: {}
          Report: {}
        flows:
          Feed: { kind: stack, root: Timeline }
        """

    @Test("the route says the screen decides; the destination's contract asks whether it may close now, and only its")
    func contractAsksTheDestination() throws {
        let swift = try GeneratedSwift(yaml: Self.editor)
        swift.expect("NavGraphRoutes.swift", holds: """
                    case .compose: NavGraphRouteDeclaration("compose", .present(NavGraphPresentationOptions(.sheet, embedInStack: true, appDecidesDismissal: true)), .editor)
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol EditorFlowControlling: NavGraphViewController, NavGraphFlowController, NavGraphDismissalDeciding {
                /// Starts Editor once it is shown.
                func start()
                /// Whether Editor may close now without finishing, asked whenever it is presented by a route with `dismissible: app`: when the person swipes the sheet down or taps outside the popover, and before a link, a notification or a route from a screen below would close it. Answer `false` while it holds what would be lost (a draft): the person's gesture is refused (`dismissalRefused()` is told, to ask whether to discard), and a link or a notification waits until it has finished. Call `presentationChanged()` when the answer changes, so that SwiftUI redraws the sheet.
                func isDismissible() -> Swift.Bool
            }
            """)
        swift.expect("NavGraphContracts.swift", holds: """
            protocol ReportFlowControlling: NavGraphViewController, NavGraphFlowController {
            """)
        swift.expect("EditorFlowController.swift", holds: """
                func isDismissible() -> Swift.Bool {
                    // TODO(navgraph): Return false while Editor holds what closing it would lose (a draft the person has written).
                    true
                }
            """)
    }

    @Test("under SwiftUI the same requirement, and the generated code and skeletons type-check in both modes")
    func bothModesCompile() throws {
        let swiftUI = try GeneratedSwift(yaml: Self.editor + "\ngenerate: { ui: swiftui }\n")
        swiftUI.expect("NavGraphContracts.swift", holds: """
            protocol EditorFlowControlling: NavGraphSwiftUIScreen, NavGraphDismissalDeciding {
            """)
        for (swift, uiKit) in [(try GeneratedSwift(yaml: Self.editor), true), (swiftUI, false)] {
            let result = try SwiftCompiler.typecheck(swift.all, uiKit: uiKit)
            #expect(result.succeeded, "\(result.output)")
        }
    }
}
