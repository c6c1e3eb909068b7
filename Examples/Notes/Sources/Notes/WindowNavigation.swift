import Foundation

/// The navigation of one window, kept in that window's `@SceneStorage` (`NotesWindow`). SwiftUI
/// keeps scene storage per window, so each window of the app (iPad, Mac Catalyst, visionOS)
/// restores what it showed, whatever the other windows show.
@MainActor
enum WindowNavigation {
    /// A navigator for a window: what the window saved, restored, or the app started afresh.
    /// `save` gets the navigation, encoded, after every change (`nil` while nothing is shown).
    ///
    /// The root's gate decides what comes back (`RootFlowController.shouldRestore(_:)`): the tabs
    /// only while someone is signed in. When it refuses, or the saved state no longer fits the
    /// graph, the window starts at sign-in.
    static func navigator(restoring saved: Data?, library: Library, save: @escaping @MainActor (Data?) -> Void) -> NavGraphSwiftUINavigator {
        let navigator = NavGraphSwiftUINavigator()
        if !restore(saved, in: navigator, library: library) {
            navigator.start(entry: RootFlowController(library: library))
        }
        navigator.stateDidChange = { [weak navigator] in
            save(navigator?.savedState.flatMap { try? JSONEncoder().encode($0) })
        }
        return navigator
    }

    /// Shows `saved` in `navigator`; whether it could.
    private static func restore(_ saved: Data?, in navigator: NavGraphSwiftUINavigator, library: Library) -> Bool {
        guard let saved,
              let state = try? JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: saved)
        else { return false }
        return (try? navigator.restore(state, entry: RootFlowController(library: library))) != nil
    }
}
