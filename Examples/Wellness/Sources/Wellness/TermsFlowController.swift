#if canImport(UIKit)
import UIKit
#endif

/// The terms of use; accepting them leads to login.
final class TermsFlowController: NavGraphViewController, TermsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the SplashFlowController.
    var account: WellnessAccount!

    func start() {}

    /// The view reports a tap on Accept.
    func accept() {
        account.acceptTerms()
        perform(.accepted)
    }

    #if canImport(UIKit)
    override func loadView() {
        var accept = UIButton.Configuration.filled()
        accept.title = "I accept the terms of use"
        view = UIButton(configuration: accept, primaryAction: UIAction { [weak self] _ in self?.accept() })
        view.backgroundColor = .systemBackground
    }
    #endif
}
