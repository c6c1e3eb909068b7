#if canImport(UIKit)
import UIKit
#endif

/// The app lock, above everything the window shows: asks for the passcode (Face ID on a device)
/// and closes once it matches, showing the browser as it was below.
final class UnlockFlowController: NavGraphViewController, UnlockFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the RootFlowController.
    var profile: BrowserProfile!
    /// Whether the last attempt failed.
    private(set) var showsError = false

    /// Nothing to start: the view asks for the passcode as it appears.
    func start() {}

    /// The view reports a passcode typed in.
    func unlock(with passcode: String) {
        showsError = !profile.unlock(with: passcode)
        #if canImport(UIKit)
        passcodeField.text = ""
        passcodeField.placeholder = showsError ? "Wrong passcode, try again" : "Passcode"
        #endif
        if !showsError { finish() }
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
