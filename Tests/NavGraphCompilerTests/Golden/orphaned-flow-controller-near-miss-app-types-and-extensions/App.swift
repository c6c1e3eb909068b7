/// The app's base class: no contract.
class AppFlowController: NavGraphViewController {}

/// A protocol of the app's own whose name ends like a contract's prefix.
protocol LoggingFlowControlled {}

final class HomeFlowController: AppFlowController {
    weak var navigator: (any NavGraphNavigator)?

    func makeJourneys() -> any JourneysFlowControlling { JourneysFlowController() }
}

extension HomeFlowController: HomeFlowControlling, LoggingFlowControlled {}

final class JourneysFlowController: NavGraphViewController, JourneysFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    // "TripsFlowControlling" in a comment or a string counts for nothing.
    let note = "final class TripsFlowController: TripsFlowControlling {}"

    func start() {}
}
