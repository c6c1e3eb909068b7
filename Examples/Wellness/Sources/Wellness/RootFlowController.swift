#if canImport(UIKit)
import UIKit
#endif

/// The window's root: shows the splash screen first; each screen then swaps in the next one.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the scene that makes this FlowController, and handed down.
    var account: WellnessAccount!

    func makeSplash() -> any SplashFlowControlling {
        let splash = SplashFlowController()
        splash.account = account
        return splash
    }

    // The other children: shown again when a saved navigation state is restored.

    func makeTerms() -> any TermsFlowControlling { account.makeTermsScreen() }

    func makeLogin() -> any LoginFlowControlling { account.makeLoginScreen() }

    func makeHome() -> any HomeFlowControlling { account.makeHomeScreen() }
}
