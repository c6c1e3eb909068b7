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

    /// Why the last Set as Default Browser did nothing, if it did nothing; `nil` otherwise.
    private(set) var defaultBrowserHelp: String?

    /// The view reports a tap on Set as Default Browser: the Settings app, where iOS keeps that
    /// choice, at this app's page.
    func setAsDefaultBrowser() {
        defaultBrowserHelp = nil
        perform(.defaultBrowser)
    }

    func makeDefaultBrowser() -> any SystemSettingsFlowControlling {
        SystemSettingsFlowController()
    }

    /// The system answered: opened, the person is in Settings and nothing more is to do; not
    /// opened (a device management profile may forbid it), the settings say where to go by hand.
    func defaultBrowserDidFinish(with opened: Bool) {
        defaultBrowserHelp = opened ? nil : "Open Settings > Browser > Default Browser App."
        #if canImport(UIKit)
        helpLabel.text = defaultBrowserHelp
        #endif
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
        var appLock = UIButton.Configuration.plain()
        appLock.title = "App Lock"
        var defaultBrowser = UIButton.Configuration.plain()
        defaultBrowser.title = "Set as Default Browser"
        helpLabel.numberOfLines = 0
        let rows = UIStackView(arrangedSubviews: [
            UIButton(configuration: appLock, primaryAction: UIAction { [weak self] _ in self?.openAppLock() }),
            UIButton(configuration: defaultBrowser, primaryAction: UIAction { [weak self] _ in self?.setAsDefaultBrowser() }),
            helpLabel,
        ])
        rows.axis = .vertical
        rows.alignment = .center
        rows.backgroundColor = .systemGroupedBackground
        view = rows
    }

    private let helpLabel = UILabel()
    #endif
}
