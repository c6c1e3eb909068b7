#if canImport(UIKit)
import UIKit
#endif

/// The window's root: shows the splash screen first; each screen then swaps in the next one.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the scene that makes this FlowController, and handed down.
    var account: WellnessAccount!

    // The root makes every child, whichever route, link or restored state shows it: the one
    // place each is handed the account.

    func makeSplash() -> any SplashFlowControlling {
        let splash = SplashFlowController()
        splash.account = account
        return splash
    }

    func makeTerms() -> any TermsFlowControlling {
        let terms = TermsFlowController()
        terms.account = account
        return terms
    }

    func makeLogin() -> any LoginFlowControlling {
        let login = LoginFlowController()
        login.account = account
        return login
    }

    func makeHome() -> any HomeFlowControlling {
        let home = HomeFlowController()
        home.account = account
        return home
    }

    /// A saved state comes back only on the screen the stored state calls for now, as the splash
    /// would choose it: Home (and its sheet) only while a member is signed in, Login only while
    /// nobody is, the terms only until they are accepted. Never the splash, which decides as it
    /// starts (routes a restored screen performs as it starts are dropped): starting afresh shows it.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        let state = account.state
        switch child {
        case .home: return state.member != nil
        case .login: return state.acceptedTerms && state.member == nil
        case .terms: return !state.acceptedTerms
        default: return false
        }
    }
}
