#if canImport(UIKit)
import UIKit
#endif

/// The app lock, above everything the window shows: asks for the passcode (Face ID on a device)
/// and closes once it matches, showing the browser as it was below. Every window shows its own
/// lock; the passcode typed in one closes them all, as there is one app lock.
final class UnlockFlowController: NavGraphViewController, UnlockFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the RootFlowController.
    var profile: BrowserProfile!
    /// Whether the last attempt failed.
    private(set) var showsError = false

    /// The view asks for the passcode as it appears; the lock closes when the passcode matches
    /// here or in another window.
    func start() {
        profile.whenUnlocked(self) { [weak self] in self?.finish() }
    }

    /// The view reports a passcode typed in; once it matches, the profile closes every lock.
    func unlock(with passcode: String) {
        showsError = !profile.unlock(with: passcode)
        #if canImport(UIKit)
        passcodeField.text = ""
        passcodeField.placeholder = showsError ? "Wrong passcode, try again" : "Passcode"
        #endif
    }

    #if canImport(UIKit)
    private let passcodeField = UITextField()

    override func loadView() {
        passcodeField.placeholder = "Passcode"
        passcodeField.isSecureTextEntry = true
        passcodeField.keyboardType = .numberPad
        passcodeField.textAlignment = .center
        passcodeField.addAction(UIAction { [weak self] _ in
            guard let self, let passcode = passcodeField.text, passcode.count == 4 else { return }
            unlock(with: passcode)
        }, for: .editingChanged)
        let view = UIView()
        view.backgroundColor = .systemBackground
        passcodeField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(passcodeField)
        NSLayoutConstraint.activate([
            passcodeField.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            passcodeField.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
        self.view = view
    }
    #endif
}
