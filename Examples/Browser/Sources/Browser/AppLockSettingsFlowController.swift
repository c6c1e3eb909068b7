#if canImport(UIKit)
import UIKit
#endif

/// Turns the app lock on or off; it applies from the next start.
final class AppLockSettingsFlowController: NavGraphViewController, AppLockSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's app lock setting; set by the SettingsFlowController.
    var profile: BrowserProfile!

    func start() {
        #if canImport(UIKit)
        title = "App Lock"
        lockSwitch.isOn = profile.appLockEnabled
        #endif
    }

    /// The view reports the switch turned on or off.
    func setAppLock(enabled: Bool) {
        profile.setAppLock(enabled: enabled)
    }

    #if canImport(UIKit)
    private let lockSwitch = UISwitch()

    override func loadView() {
        lockSwitch.addAction(UIAction { [weak self] action in
            guard let toggle = action.sender as? UISwitch else { return }
            self?.setAppLock(enabled: toggle.isOn)
        }, for: .valueChanged)
        let label = UILabel()
        label.text = "Require Face ID"
        let row = UIStackView(arrangedSubviews: [label, lockSwitch])
        row.isLayoutMarginsRelativeArrangement = true
        row.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        row.alignment = .top
        row.backgroundColor = .systemGroupedBackground
        view = row
    }
    #endif
}
