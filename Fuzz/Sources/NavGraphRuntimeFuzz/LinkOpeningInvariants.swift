import Foundation
import NavGraphRuntime

/// What must hold when a URL that matched is opened in a running app (`navigator.open(url:)`),
/// which shows Login in its Root switch: every link places its screen behind Root's gate (Main).
///
/// A signed-in person sees exactly what matching gave (for an `or:` link, what the app chose),
/// opened by the link, once the gate was asked with the screen it places first. For a signed-out
/// person the gate refuses: nothing behind it shows and the link waits; once the person signs in
/// (Login's `loggedIn` route), it opens what it would have opened signed in.
enum LinkOpeningInvariants {
    @MainActor
    static func check(_ url: URL, match: NavGraphLinkTable<NavGraphDestination>.Match) {
        for isSignedIn in [true, false] {
            let root = GatedRootFlowController(isSignedIn: isSignedIn)
            let navigator = NavGraphHeadlessNavigator()
            navigator.start(entry: root)
            let started = navigator.state
            let opened = navigator.open(url: url)
            let expected = chosen(match)
            let placedFirst = match.through.first?.destination ?? expected
            guard root.openQuestions == [placedFirst] else {
                fatalError("opening \(url) asked Root's gate about \(root.openQuestions), not once about \(placedFirst)")
            }
            if isSignedIn {
                guard opened else { fatalError("\(url) matched \(expected), which did not open for a signed-in person") }
                checkShows(expected, through: match.through, in: navigator, opening: url)
                continue
            }
            guard !opened, navigator.state == started else { fatalError("\(url) opened \(expected) behind Root's refusing gate") }
            root.isSignedIn = true
            guard let login = navigator.state.top.flatMap(navigator.navigation.flowController(for:)) as? any LoginFlowControlling else {
                fatalError("a signed-out app opening \(url) does not show Login")
            }
            login.perform(.loggedIn)
            checkShows(expected, through: match.through, in: navigator, opening: url)
        }
    }

    /// What the app opens for the match: for an `or:` link, the target `GatedRootFlowController` chooses.
    private static func chosen(_ match: NavGraphLinkTable<NavGraphDestination>.Match) -> NavGraphDestination {
        guard !match.alternatives.isEmpty, let section = match.destination.context(as: String.self),
              GatedRootFlowController.chosenTarget(forAccount: section) == .help else { return match.destination }
        return .help
    }

    /// The top-most screen is the destination's, and the saved state has it with exactly its
    /// context; the screen the link placed (a chain's first) is saved as opened by the link,
    /// unless it is a tab's screen, shown where it is.
    @MainActor
    private static func checkShows(
        _ destination: NavGraphDestination, through chain: [NavGraphChainedScreen<NavGraphDestination>],
        in navigator: NavGraphHeadlessNavigator, opening url: URL
    ) {
        let top = navigator.state.top.flatMap { navigator.state[$0] }
        let placed = chain.first?.destination ?? destination
        let shownInPlace = if case .shown? = NavGraphDestination.navGraphLinkTable.placement(of: placed.name)?.arrival { true } else { false }
        guard top?.node == destination.name, !navigator.navigation.isTransitioning, let saved = navigator.savedState,
              shownInPlace || RestoreInvariants.linkOpened(in: saved).contains(where: { $0.destination == placed }),
              shownInPlace || saved.root.withAllShown.contains(where: { $0.opening?.destination == destination }) else {
            fatalError("opening \(url) shows \(String(describing: top?.node)) on top, not \(destination) placed by its link")
        }
    }
}
