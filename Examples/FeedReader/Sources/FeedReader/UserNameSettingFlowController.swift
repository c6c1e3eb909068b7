#if canImport(UIKit)
import UIKit
#endif

/// Edits the user name, starting from the current one, and hands the new one back.
final class UserNameSettingFlowController: NavGraphViewController, UserNameSettingFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The name the screen started with.
    private(set) var currentName = ""

    func start(context: String) {
        currentName = context
        #if canImport(UIKit)
        title = "User name"
        let field = UITextField(frame: view.bounds.insetBy(dx: 20, dy: 20))
        field.text = context
        field.borderStyle = .roundedRect
        field.autoresizingMask = [.flexibleWidth]
        field.addAction(UIAction { [weak self, weak field] _ in self?.save(field?.text ?? "") }, for: .editingDidEndOnExit)
        view.backgroundColor = .systemBackground
        view.addSubview(field)
        #endif
    }

    /// The view reports the name entered; a blank one keeps the current name.
    func save(_ name: String) {
        let name = name.trimmingCharacters(in: .whitespaces)
        finish(with: name.isEmpty ? currentName : name)
    }
}
