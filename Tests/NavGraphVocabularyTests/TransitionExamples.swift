import NavGraphVocabulary
import Testing

/// One of each `NavGraphTransition`, for the tests that go through every case.
enum TransitionExamples {
    static let home = NavGraphNodeName(rawValue: "Home")

    static let all: [NavGraphTransition] = [
        .push, .pushDrawnByApp, .present(NavGraphPresentationOptions()), .replace, .replaceChild, .replaceStackRoot, .select,
        .unwind(to: home), .open, .openNewInstance, .finish(home), .window(oneWindow: .sheet), .window(oneWindow: nil),
    ]
}

/// What a transition says agrees with the route style it carries out.
@Suite("A transition's questions agree with its route style")
struct TransitionQuestionsTests {
    @Test("only what the route's source does not make is started by the route, and only what a flow makes is started always",
          arguments: TransitionExamples.all)
    func destinationStart(_ transition: NavGraphTransition) {
        let style = transition.style
        switch transition.destinationStart {
        case .made: #expect(style.makesDestination && !style.opensDestination)
        case .shownAlready: #expect(!style.makesDestination && style.addsWayToShowDestination)
        // A window's root is made by the app's window scene (`NavGraphWindowRoots`), not the route.
        case .notByRoute: #expect(style.opensDestination || !style.addsWayToShowDestination || transition == .replace || style.opensWindow)
        }
    }
}
