import NavGraphRuntime

/// The links reference graph's root as a signed-in person's app has it: the skeleton's makers,
/// with the switch's gates open. The skeleton answers them closed (`false`), which would refuse
/// every saved state; restoring through this root fuzzes everything else restore checks.
final class SignedInRootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The scaffolded root, which makes the children and what links present.
    private let skeleton = RootFlowController()

    func makeLogin() -> any LoginFlowControlling { skeleton.makeLogin() }
    func makeMain() -> any MainFlowControlling { skeleton.makeMain() }
    func makeReviews() -> any ReviewsFlowControlling { skeleton.makeReviews() }
    func makeOrder() -> any OrderFlowControlling { skeleton.makeOrder() }
    func makeAccount() -> any AccountFlowControlling { skeleton.makeAccount() }
    func makeHelp() -> any HelpFlowControlling { skeleton.makeHelp() }
    func shouldOpen(_ destination: NavGraphDestination) -> Bool { true }
    func shouldRestore(_ child: NavGraphNodeName) -> Bool { true }
}
