import NavGraphRuntime

/// The links reference graph's root as an app has it, signed in or not: the skeleton's makers,
/// with the switch's gates answered as an app with a sign-in answers them (Login always, Main and
/// every link only while signed in), and every answer recorded so that the invariants can check
/// that nothing shows that a gate refused. The skeleton answers its gates closed (`false`), which
/// would refuse every saved state and every link and leave the rest unfuzzed.
final class GatedRootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Whether the person is signed in: what both gates answer by (a fuzz target signs in midway).
    var isSignedIn: Bool
    /// Every child `shouldRestore(_:)` was asked about, with its answer, in order.
    private(set) var restoreAnswers: [(child: NavGraphNodeName, allowed: Bool)] = []
    /// Every destination `shouldOpen(_:)` was asked about, in order.
    private(set) var openQuestions: [NavGraphDestination] = []
    /// The scaffolded root, which makes the children and what links present.
    private let skeleton = RootFlowController()

    /// A root for a person who is signed in, or not.
    init(isSignedIn: Bool) {
        self.isSignedIn = isSignedIn
    }

    func makeLogin() -> any LoginFlowControlling { skeleton.makeLogin() }
    func makeMain() -> any MainFlowControlling { skeleton.makeMain() }
    func makeReviews() -> any ReviewsFlowControlling { skeleton.makeReviews() }
    func makeOrder() -> any OrderFlowControlling { skeleton.makeOrder() }
    func makeAccount() -> any AccountFlowControlling { skeleton.makeAccount() }
    func makeHelp() -> any HelpFlowControlling { skeleton.makeHelp() }

    /// Help for a section of odd length, Account otherwise: an `or:` link opens either, by the
    /// app's choice, and both choices get fuzzed.
    func linkTargetForAccount(_ context: String) -> AccountLinkTarget {
        Self.chosenTarget(forAccount: context)
    }

    /// The target an `or:` link to Account with this section opens: what `linkTargetForAccount(_:)`
    /// answers, for the invariants to expect.
    nonisolated static func chosenTarget(forAccount context: String) -> AccountLinkTarget {
        context.utf8.count.isMultiple(of: 2) ? .account : .help
    }

    func shouldOpen(_ destination: NavGraphDestination) -> Bool {
        openQuestions.append(destination)
        return isSignedIn
    }

    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        let allowed = child == .login || isSignedIn
        restoreAnswers.append((child, allowed))
        return allowed
    }
}
