#if canImport(UIKit)
import UIKit
#endif

/// The window's root: shows the login stack or the search stack, and swaps them.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the scene that makes this FlowController, and handed down.
    var session: ReaderSession!

    func makeLoginFlow() -> any LoginFlowFlowControlling {
        let flow = LoginFlowFlowController()
        flow.session = session
        return flow
    }

    func makeSearchFlow() -> any SearchFlowFlowControlling {
        let flow = SearchFlowFlowController()
        flow.session = session
        return flow
    }

    /// Makes the account a link presents (`reader://account/email`).
    func makeAccount() -> any AccountFlowControlling {
        let account = AccountFlowController()
        account.session = session
        return account
    }

    /// A link waits while nobody is logged in; it opens once someone logs in.
    func shouldOpen(_ destination: NavGraphDestination) -> Bool {
        session.userName != nil
    }

    /// An account link opened while nobody is logged in shows how to get an account instead.
    func linkTargetForAccount(_ context: String) -> AccountLinkTarget {
        session.userName == nil ? .help : .account
    }

    /// A state saved while logged in is not restored once nobody is (the session ended): the
    /// scene then starts afresh, at the login.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        child != .searchFlow || session.userName != nil
    }
}
