#if canImport(UIKit)
import UIKit
#endif

/// The logged-in person's account, opened at a section (`profile`, `email`), from the search or by
/// a link; only logged-in people reach it.
final class AccountFlowController: NavGraphViewController, AccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by whoever makes it.
    var session: ReaderSession!
    /// The section shown, and whose account it is, as read when it started.
    private(set) var section: String?
    private(set) var userName: String?

    func start(context: String) {
        section = context
        userName = session.userName
        #if canImport(UIKit)
        title = "Account, \(context)"
        #endif
    }
}
