#if canImport(UIKit)
import UIKit
#endif

/// Today's activity for the member signed in; signing out leads back to login.
final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app's state; set by the FlowController that makes this one.
    var account: WellnessAccount!
    /// The greeting shown.
    private(set) var greeting = ""
    /// The minutes of activity logged today.
    private(set) var minutesToday = 0

    func start() {
        greeting = "Good to see you, \(account.state.member ?? "friend")"
        #if canImport(UIKit)
        (view as? UILabel)?.text = greeting
        #endif
    }

    /// The view reports a tap on Sign Out; a link still waiting was kept for this member, and
    /// does not open for whoever signs in next.
    func signOut() {
        account.signOut()
        navigator?.navigation.personLoggedOut()
        perform(.signedOut)
    }

    /// The view reports a tap on Log Activity.
    func logActivity() {
        perform(.logActivity)
    }

    func makeLogActivity() -> any LogActivityFlowControlling {
        LogActivityFlowController()
    }

    func logActivityDidFinish(with feedback: Int) {
        minutesToday += feedback
    }

    #if canImport(UIKit)
    override func loadView() {
        let label = UILabel()
        label.textAlignment = .center
        label.font = .preferredFont(forTextStyle: .title2)
        label.backgroundColor = .systemBackground
        label.isUserInteractionEnabled = true
        label.addInteraction(UIContextMenuInteraction(delegate: self))
        view = label
    }
    #endif
}

#if canImport(UIKit)
extension HomeFlowController: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction,
        configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [UIAction(title: "Sign Out", attributes: .destructive) { [weak self] _ in self?.signOut() }])
        })
    }
}
#endif
