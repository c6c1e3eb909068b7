import Foundation

/// The Settings app, where the person makes this the default browser: iOS lets an app send the
/// person to its page in Settings and no further (`UIApplication.openSettingsURLString`).
final class SystemSettingsFlowController: SystemSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    var outsideURL: URL { NavGraphOutside.settings }
}
