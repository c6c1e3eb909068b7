final class TripsFlowController: NavGraphViewController, TripsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    func makeSettings() -> any SettingsFlowControlling {
        SettingsFlowController()
    }
}
