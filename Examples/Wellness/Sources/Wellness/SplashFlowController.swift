#if canImport(UIKit)
import UIKit
#endif

/// Shown at launch; replaces itself with the screen the stored state calls for.
final class SplashFlowController: NavGraphViewController, SplashFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the RootFlowController.
    var account: WellnessAccount!

    /// Terms first, then login, then home.
    func start() {
        if !account.state.acceptedTerms {
            perform(.terms)
        } else if account.state.member == nil {
            perform(.login)
        } else {
            perform(.home)
        }
    }

    #if canImport(UIKit)
    override func loadView() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        view = spinner
    }
    #endif
}
