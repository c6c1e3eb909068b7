#if canImport(UIKit)
import UIKit
#endif

/// Asks for a user name and password; switches the root to the search stack once they match.
final class LoginFlowController: NavGraphViewController, LoginFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the LoginFlowFlowController.
    var session: ReaderSession!
    /// Whether the last attempt failed.
    private(set) var showsError = false

    /// Starts the login screen; someone still logged in from before goes straight to the search.
    func start() {
        if session.userName != nil { perform(.loggedIn) }
    }

    /// The view reports a tap on Log In.
    func logIn(userName: String, password: String) {
        showsError = !session.logIn(userName: userName, password: password)
        #if canImport(UIKit)
        errorLabel.isHidden = !showsError
        #endif
        if !showsError { perform(.loggedIn) }
    }

    /// The view reports a tap on Help.
    func openHelp() {
        perform(.help)
    }

    func makeHelp() -> any HelpFlowControlling {
        HelpFlowController()
    }

    #if canImport(UIKit)
    private let userNameField = UITextField()
    private let passwordField = UITextField()
    private let errorLabel = UILabel()

    override func loadView() {
        title = "Log In"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Help", primaryAction: UIAction { [weak self] _ in self?.openHelp() })
        userNameField.placeholder = "User name"
        userNameField.textContentType = .username
        passwordField.placeholder = "Password"
        passwordField.textContentType = .password
        passwordField.isSecureTextEntry = true
        errorLabel.text = "The user name or password is wrong."
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true
        let logInButton = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Log In") { [weak self] _ in
            guard let self else { return }
            logIn(userName: userNameField.text ?? "", password: passwordField.text ?? "")
        })
        let form = UIStackView(arrangedSubviews: [userNameField, passwordField, errorLabel, logInButton, UIView()])
        form.axis = .vertical
        form.spacing = 12
        form.isLayoutMarginsRelativeArrangement = true
        form.backgroundColor = .systemBackground
        view = form
    }
    #endif
}
