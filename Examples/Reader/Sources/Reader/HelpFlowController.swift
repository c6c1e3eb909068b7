#if canImport(UIKit)
import UIKit
#endif

/// How to get an account.
final class HelpFlowController: NavGraphViewController, HelpFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(UIKit)
    override func loadView() {
        title = "Help"
        let text = UITextView()
        text.isEditable = false
        text.font = .preferredFont(forTextStyle: .body)
        text.text = "Ask your library for a reader account, then log in with its user name and password."
        view = text
    }
    #endif
}
