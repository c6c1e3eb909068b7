#if canImport(UIKit)
import UIKit
#endif

/// The login navigation stack.
final class LoginFlowFlowController: NavGraphViewController, LoginFlowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the FlowController that makes this one.
    var session: ReaderSession!

    func makeLogin() -> any LoginFlowControlling {
        let login = LoginFlowController()
        login.session = session
        return login
    }

    /// Makes the help a link pushes (`reader://help`, or an account link opened logged out).
    func makeHelp() -> any HelpFlowControlling { HelpFlowController() }
}
