#if canImport(UIKit)
import UIKit
#endif

/// The address bar: loads what the person types (an address, or a search) in the tab that
/// shows, and opens the browser's menu.
final class AddressBarFlowController: NavGraphViewController, AddressBarFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's settings, handed to the settings; set by the HomeFlowController.
    var profile: BrowserProfile!

    func start() {}

    /// The view reports Go on what the person typed.
    func go(to text: String) {
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        perform(.visit(text))
    }

    /// The view reports a tap on Settings in the menu.
    func showSettings() {
        perform(.settings)
    }

    func makeSettings() -> any SettingsFlowControlling {
        let settings = SettingsFlowController()
        settings.profile = profile
        return settings
    }

    #if canImport(UIKit)
    override func loadView() {
        let field = UISearchTextField()
        field.placeholder = "Search or enter address"
        field.keyboardType = .webSearch
        field.autocapitalizationType = .none
        field.returnKeyType = .go
        field.addAction(UIAction { [weak self] action in
            guard let field = action.sender as? UITextField else { return }
            self?.go(to: field.text ?? "")
        }, for: .editingDidEndOnExit)
        let menu = UIButton(primaryAction: UIAction(title: "Settings", image: UIImage(systemName: "gearshape")) { [weak self] _ in
            self?.showSettings()
        })
        let bar = UIStackView(arrangedSubviews: [field, menu])
        bar.spacing = 8
        bar.isLayoutMarginsRelativeArrangement = true
        bar.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        view = bar
    }
    #endif
}
