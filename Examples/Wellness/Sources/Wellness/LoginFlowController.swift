#if canImport(UIKit)
import UIKit
#endif

/// Signs a member in; leads home.
final class LoginFlowController: NavGraphViewController, LoginFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the FlowController that makes this one.
    var account: WellnessAccount!

    func start() {}

    /// The view reports a sign-in as `member`; a blank name is ignored.
    func signIn(as member: String) {
        let member = member.trimmingCharacters(in: .whitespaces)
        guard !member.isEmpty else { return }
        account.signIn(member)
        perform(.signedIn)
    }

    #if canImport(UIKit)
    override func loadView() {
        let nameField = UITextField()
        nameField.placeholder = "Member name"
        nameField.borderStyle = .roundedRect
        nameField.textContentType = .username
        nameField.addAction(UIAction { [weak self] action in
            self?.signIn(as: (action.sender as? UITextField)?.text ?? "")
        }, for: .editingDidEndOnExit)
        view = nameField
    }
    #endif
}
