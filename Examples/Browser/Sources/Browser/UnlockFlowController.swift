#if canImport(UIKit)
import UIKit
#endif

/// The app lock: asks for the passcode (Face ID on a device) and shows the home once it matches.
final class UnlockFlowController: NavGraphViewController, UnlockFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the RootFlowController.
    var profile: BrowserProfile!
    /// Whether the last attempt failed.
    private(set) var showsError = false

    /// With the app lock off (or already unlocked), goes straight to the home.
    func start() {
        if !profile.isLocked { perform(.unlocked) }
    }

    /// The view reports a passcode typed in.
    func unlock(with passcode: String) {
        showsError = !profile.unlock(with: passcode)
        #if canImport(UIKit)
        passcodeField.text = ""
        passcodeField.placeholder = showsError ? "Wrong passcode, try again" : "Passcode"
        #endif
        if !showsError { perform(.unlocked) }
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
