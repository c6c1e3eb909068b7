import NavGraphVocabulary
import Testing

/// One of each `NavGraphTransition`, for the tests that go through every case.
enum TransitionExamples {
    static let home = NavGraphNodeName(rawValue: "Home")

    static let all: [NavGraphTransition] = [
        .push, .pushDrawnByApp, .present(NavGraphPresentationOptions()), .replace, .replaceChild, .replaceStackRoot, .select,
        .unwind(to: home), .open, .openNewInstance, .finish(home), .window(oneWindow: .sheet), .window(oneWindow: nil),
        .windowInStack(oneWindow: .fullScreen), .windowInStack(oneWindow: nil),
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

    @Test("where there is one window a window route presents as oneWindow says, in a navigation stack of its own with embed: stack, or is refused")
    func oneWindowPresentation() {
        #expect(NavGraphTransition.window(oneWindow: .sheet).oneWindowPresentation == NavGraphPresentationOptions(.sheet))
        #expect(NavGraphTransition.windowInStack(oneWindow: .fullScreen).oneWindowPresentation == NavGraphPresentationOptions(.fullScreen, embedInStack: true))
        #expect(NavGraphTransition.windowInStack(oneWindow: nil).oneWindowPresentation == nil)
        #expect(NavGraphTransition.windowInStack(oneWindow: nil).summary(of: "Room") == "Opens Room in a navigation stack in a window of its own (refused where there is one window)")
    }
}
