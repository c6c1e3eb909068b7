#if canImport(UIKit)
import UIKit
#endif

/// The browser's settings, presented over the home in a navigation stack of its own.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's app lock setting; set by the AddressBarFlowController.
    var profile: BrowserProfile!

    func start() {
        #if canImport(UIKit)
        title = "Settings"
        #endif
    }

    /// The view reports a tap on App Lock.
    func openAppLock() {
        perform(.appLock)
    }

    /// The view reports a tap on Done: the sheet closes.
    func done() {
        finish()
    }

    func makeAppLock() -> any AppLockSettingsFlowControlling {
        let appLock = AppLockSettingsFlowController()
        appLock.profile = profile
        return appLock
    }

    #if canImport(UIKit)
    override func loadView() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done, primaryAction: UIAction { [weak self] _ in self?.done() })
        var configuration = UIButton.Configuration.plain()
        configuration.title = "App Lock"
        view = UIButton(configuration: configuration, primaryAction: UIAction { [weak self] _ in self?.openAppLock() })
        view.backgroundColor = .systemGroupedBackground
    }
    #endif
}
