final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}
}
