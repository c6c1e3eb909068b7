/// A presentation the app made itself over the graph's screens, headless: a mail composer, a
/// form, an alert the state does not hold. Tests present one (`appPresents(refusingDismissal:)`)
/// to check what the state machine does next to it, as UIKit's navigator does next to the app's
/// own view controllers: a change that makes another screen current closes it first (every change
/// but a push, which goes under it), unless it refuses to close, in which case the machine does
/// not make such a change at all (NavGraphStateMachine+Dismissal.swift).
@MainActor
public final class NavGraphAppPresentation {
    /// Whether it refuses now to be dismissed, as UIKit's `isModalInPresentation` makes a view
    /// controller refuse: the person has written in it.
    public var refusesDismissal: Bool
    /// Whether it is still shown: the app has not dismissed it, and no change closed it.
    public internal(set) var isShown = true

    init(refusesDismissal: Bool) {
        self.refusesDismissal = refusesDismissal
    }
}

extension NavGraphHeadlessNavigator {
    /// The app presents a view controller of its own over whatever shows; `refusingDismissal`
    /// says whether it refuses to be dismissed (it may change later).
    @discardableResult
    public func appPresents(refusingDismissal: Bool = false) -> NavGraphAppPresentation {
        let presentation = NavGraphAppPresentation(refusesDismissal: refusingDismissal)
        appPresentations.append(presentation)
        return presentation
    }

    /// The app dismisses its own presentation, and what it presented above it: a link that waited
    /// for it opens now.
    public func appDismisses(_ presentation: NavGraphAppPresentation) {
        guard let index = appPresentations.firstIndex(where: { $0 === presentation }) else { return }
        for closed in appPresentations[index...] { closed.isShown = false }
        appPresentations.removeSubrange(index...)
        navigation.screenChanged()
    }

    /// The app's own presentations shown now, bottom first.
    public var appPresentationsShown: [NavGraphAppPresentation] { appPresentations }

    /// Whether one of the app's own presentations shown refuses to be dismissed now.
    public var appPresentationRefusesDismissal: Bool {
        appPresentations.contains(where: \.refusesDismissal)
    }

    /// Closes the app's own presentations before a change that makes another screen current, as
    /// UIKit's navigator dismisses them first; a push goes under them, starting a flow is part
    /// of a change already made, and an overlay shows, shrinks, expands and closes in a window of
    /// its own, above them (UIKit's navigator presents it there and leaves the main window's
    /// presentations as they are).
    func closeAppPresentations(before change: NavGraphChange) {
        // The state holds the change already: a closed overlay is known by the render before.
        let overlaysBefore = overlaysShown
        overlaysShown = Set(navigation.state.entries.values.filter { $0.presentation?.presentation.coversEverything == true }.map(\.id))
        switch change {
        case .push, .startFlow, .shrinkOverlay, .expandOverlay: return
        case .present(let id, _) where overlaysShown.contains(id): return
        case .dismiss(let id, _) where overlaysBefore.contains(id): return
        case .showRoot, .showRestored, .pop, .setStack, .present, .dismiss, .replaceChild, .selectTab, .setTabs, .setChildren:
            for closed in appPresentations { closed.isShown = false }
            appPresentations = []
        }
    }
}
