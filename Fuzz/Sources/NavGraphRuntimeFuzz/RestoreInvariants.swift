import Foundation
import NavGraphRuntime

/// What must hold for any saved state handed to `restore` (docs/Generation.md, State
/// restoration), restored once by a signed-in person's root and once by a signed-out one's
/// (`GatedRootFlowController`): it is refused with a `NavGraphRestoreError` and shows nothing, or
/// restored; a restored state saves as exactly what was restored (nothing is shown that the
/// state did not say), and the navigator is idle. The gates: a restored state shows a child of
/// Root only when `shouldRestore` was asked about that child and said yes (signed out, never
/// Main), and a state refused as `refused` was refused by a gate that said no. And the check of
/// what a link opened agrees with matching, both ways: every screen a restored state says a link
/// opened is one a URL opens, with that context, and a state refused as `notLinkValue` says a link
/// opened a screen with a context that no URL opens (`LinkOracle` builds the URL from the
/// context; the generated table must open exactly it).
enum RestoreInvariants {
    @MainActor
    static func check(json: Data) {
        guard let state = try? JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json) else { return }
        check(state, root: GatedRootFlowController(isSignedIn: true))
        check(state, root: GatedRootFlowController(isSignedIn: false))
    }

    @MainActor
    private static func check(_ state: NavGraphSavedState<NavGraphDestination>, root: GatedRootFlowController) {
        let navigator = NavGraphHeadlessNavigator()
        do {
            try navigator.restore(state, entry: root)
        } catch {
            guard let error = error as? NavGraphRestoreError else { fatalError("restore threw \(error), not a NavGraphRestoreError") }
            guard navigator.state.root == nil else { fatalError("a refused state left something shown") }
            if case .refused(let child, by: .root) = error, !root.restoreAnswers.contains(where: { $0.child == child && !$0.allowed }) {
                fatalError("refused as Root's gate refusing \(child), which Root's gate did not refuse (\(root.restoreAnswers))")
            }
            if case .notLinkValue(let screen) = error,
               !linkOpened(in: state).contains(where: { $0.saved == screen && !LinkOracle.isOpenedByURL($0.destination) }) {
                fatalError("refused as notLinkValue(\(screen)), but every \(screen) the state says a link opened is one a URL opens")
            }
            return
        }
        guard navigator.savedState == state else {
            fatalError("restored \(state), which saves as \(String(describing: navigator.savedState))")
        }
        guard !navigator.navigation.isTransitioning else { fatalError("a restored state left a transition open") }
        checkGates(of: root, allowed: state)
        for entry in linkOpened(in: state) where !LinkOracle.isOpenedByURL(entry.destination) {
            fatalError("restored \(entry.destination) as opened by a link, which no URL opens (\(LinkOracle.url(opening: entry.destination) ?? "no link"))")
        }
    }

    /// Root is the graph's one switch flow: the child a restored state shows in it was asked
    /// about, and allowed, and a signed-out person sees no Main.
    @MainActor
    private static func checkGates(of root: GatedRootFlowController, allowed state: NavGraphSavedState<NavGraphDestination>) {
        guard case .switch(let child) = state.root.content else { fatalError("restored a Root that shows no child: \(state)") }
        guard root.restoreAnswers.contains(where: { $0.child == child.name && $0.allowed }),
              !root.restoreAnswers.contains(where: { $0.child == child.name && !$0.allowed }) else {
            fatalError("restored \(child.name) in Root, which Root's gate did not allow (\(root.restoreAnswers))")
        }
        guard root.isSignedIn || child.name != .main else { fatalError("restored Main for a person who is not signed in") }
    }

    /// Every entry of the state that it says a link opened: its saved name and destination.
    static func linkOpened(in state: NavGraphSavedState<NavGraphDestination>) -> [(saved: NavGraphNodeName, destination: NavGraphDestination)] {
        state.root.withAllShown.compactMap { entry in
            entry.opening.flatMap { $0.route == nil ? (entry.name, $0.destination) : nil }
        }
    }
}

extension NavGraphSavedState.Entry {
    /// This entry and every entry shown inside it or presented over it, at any depth.
    var withAllShown: [Self] {
        var found: [Self] = []
        var pending = [self]
        while let entry = pending.popLast() {
            pending += entry.shown
            found.append(entry)
        }
        return found
    }
}
