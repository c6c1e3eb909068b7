import Foundation
import NavGraphRuntime

/// What must hold for any saved state handed to `restore` (docs/Generation.md, State
/// restoration): it is refused with an error, or restored; a restored state saves as exactly what
/// was restored (nothing is shown that the state did not say), and the navigator is idle.
enum RestoreInvariants {
    @MainActor
    static func check(json: Data) {
        guard let state = try? JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: json) else { return }
        let navigator = NavGraphHeadlessNavigator()
        do {
            try navigator.restore(state, entry: SignedInRootFlowController())
        } catch {
            guard error is NavGraphRestoreError else { fatalError("restore threw \(error), not a NavGraphRestoreError") }
            guard navigator.state.root == nil else { fatalError("a refused state left something shown") }
            return
        }
        guard navigator.savedState == state else {
            fatalError("restored \(state), which saves as \(String(describing: navigator.savedState))")
        }
        guard !navigator.navigation.isTransitioning else { fatalError("a restored state left a transition open") }
    }
}
