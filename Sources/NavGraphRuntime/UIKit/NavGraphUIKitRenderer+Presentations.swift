#if canImport(UIKit)
import UIKit

/// Presentations as UIKit really handles them, next to the app's own.
///
/// UIKit refuses a presentation, and never calls its completion, when the presenter "is already
/// presenting" or "a presentation or dismiss is in progress"; it refuses a dismissal while a
/// presentation or dismissal is in progress too. Both happen in real apps: the app presents its
/// own alert, share sheet or Safari view over a screen (a *foreign* presentation, which the
/// navigation state does not hold), or a route runs while the user's swipe-down is still
/// animating. A transition that waited for such a completion would never end, and every later
/// route would be ignored. So, before a presentation change is drawn:
///
/// - a presentation transition that is running (UIKit's `transitionCoordinator`: "When a
///   presentation or dismissal is in progress, this method returns the transition coordinator
///   object associated with that transition") is waited for, however it ends;
/// - for every change but a push and a dismissal, what the app presented itself over the graph's
///   screens is dismissed first: a route, a link or a notification makes another screen current,
///   and the app's alert was about the screen it covered. A push goes under it, as UIKit does (a
///   search controller stays active over the results it pushes from); a dismissal takes it along
///   (dismissing "dismisses … the view controllers above it").
///
/// What UIKit still refuses is never waited for: a refused presentation is closed in the state as
/// if dismissed at once (its opener hears that the route ended), logged, and the transition ends.
extension NavGraphUIKitRenderer {
    /// Runs `draw` once no presentation in the window is between transitions, after dismissing
    /// the app's own presentations over the graph's screens when `dismissingForeign`.
    func settlePresentations(dismissingForeign: Bool, then draw: @escaping @MainActor () -> Void) {
        // Below an overlay nothing is touched: what the app presented there stays.
        var presenter = presentationRoot
        while let current = presenter, let presented = current.presentedViewController, presented !== current {
            if presented.isBeingPresented || presented.isBeingDismissed, let coordinator = presented.transitionCoordinator,
               coordinator.animate(alongsideTransition: nil, completion: { [weak self] _ in
                   self?.settlePresentations(dismissingForeign: dismissingForeign, then: draw)
               }) {
                return
            }
            if dismissingForeign, !isDrawn(presented) {
                NavGraphLog.ignored("dismissing \(type(of: presented)), which the app presented itself, before the next transition")
                current.dismiss(animated: animated) { [weak self] in
                    self?.settlePresentations(dismissingForeign: dismissingForeign, then: draw)
                }
                // UIKit took the dismissal (it may still run), or refused it: then draw anyway.
                if presented.isBeingDismissed || presented.presentingViewController == nil { return }
                break
            }
            presenter = presented
        }
        draw()
    }

    /// Presents the entry `id` over `source`, once presentations have settled; a presentation
    /// that UIKit refuses closes the entry instead.
    func present(_ id: NavGraphEntryID, over source: UIViewController, _ completion: @escaping @MainActor () -> Void) {
        let finish = NavGraphOnce(completion)
        settlePresentations(dismissingForeign: true) { [weak self] in
            guard let self, let presented = presentable(id, from: source) else { return finish() }
            source.present(presented, animated: animated) { [weak self] in
                // A delegate the app set while it appeared (viewDidLoad, viewWillAppear) is kept.
                self?.presentationDelegates[id]?.adopt(presented.presentationController)
                finish()
                // A web authentication session shows its page over its host once the host shows.
                self?.webAuthenticationDelegate(id)?.start()
            }
            // UIKit sets the presenter at once when it accepts; otherwise it refused and will never call back.
            guard presented.presentingViewController == nil else { return }
            navigation.ignore("UIKit refused to present \(type(of: presented)) over \(type(of: source))")
            navigation.userDid(.dismissed(id))
            finish()
        }
    }

    /// Dismisses what `source` presents, once presentations have settled; nothing when the
    /// presentation is already gone (the user's swipe-down, which was running, completed).
    func dismiss(over source: UIViewController, _ completion: @escaping @MainActor () -> Void) {
        let finish = NavGraphOnce(completion)
        settlePresentations(dismissingForeign: false) { [weak self] in
            guard let self, let presented = source.presentedViewController else { return finish() }
            source.dismiss(animated: animated) { finish() }
            guard !presented.isBeingDismissed, presented.presentingViewController != nil else { return }
            navigation.ignore("UIKit refused to dismiss \(type(of: presented)) from \(type(of: source))")
            finish()
        }
    }

    /// Replaces the window's root view controller; what the old one presented is dismissed too,
    /// since replacing `rootViewController` only swaps the views ("If the window has an existing
    /// view hierarchy, the old views are removed before the new ones are installed"), and an old
    /// sheet would stay over the new root.
    func replaceRoot(of window: UIWindow, with root: UIViewController) {
        if let old = window.rootViewController {
            // The old root's navigator is no longer shown: its dismissal is nothing it follows.
            (old as? NavGraphRootViewController)?.isReplaced = true
            dismissPresentations(of: old)
        }
        window.rootViewController = root
    }

    /// Dismisses what `old` presents, without animation, once no presentation or dismissal runs
    /// in it (a sheet the person is pulling down: UIKit refuses a dismissal "while a presentation
    /// or dismiss is in progress"), however that one ends.
    private func dismissPresentations(of old: UIViewController) {
        var presenter = old
        while let presented = presenter.presentedViewController, presented !== presenter {
            if presented.isBeingPresented || presented.isBeingDismissed, let coordinator = presented.transitionCoordinator {
                return afterTransition(coordinator) { [weak self] in self?.dismissPresentations(of: old) }
            }
            presenter = presented
        }
        if old.presentedViewController != nil { old.dismiss(animated: false) }
    }

    /// What the user did to a presentation without the navigator hearing it (the app replaced its
    /// presentation controller's delegate after it appeared): one UIKit no longer shows was
    /// dismissed, and the state follows, as for any user's dismissal; one being dismissed (a
    /// sheet the person is pulling down: the navigator draws nothing now) is the person's gesture
    /// until its transition ends, as when the delegate tells of it.
    func followScreen() {
        let state = navigation.state
        // An overlay is in a window of its own, presented by nothing, and no gesture closes it.
        for id in state.visibleEntries where state[id]?.presentation.map({ !$0.presentation.coversEverything }) == true {
            guard let presented = viewController(id) else { continue }
            if presented.isBeingDismissed, let coordinator = presented.transitionCoordinator,
               !navigation.gestures.contains(.dismissing(id)) {
                return followDismissal(of: id, presented, coordinator)
            }
            guard presented.presentingViewController == nil, !presented.isBeingPresented else { continue }
            navigation.ignore("\(state[id]?.node?.rawValue ?? "a stack") was dismissed without the navigator being told; the state follows")
            navigation.userDid(.dismissed(id))
            return
        }
    }

    /// The user's dismissal of the presented entry `id` (`presented`) began: a gesture until the
    /// transition `coordinator` coordinates ends; a dismissal that went through has taken the
    /// presentation away by then (UIKit documents no order between that end and
    /// `presentationControllerDidDismiss`: whichever comes first is followed).
    func followDismissal(of id: NavGraphEntryID, _ presented: UIViewController, _ coordinator: any UIViewControllerTransitionCoordinator) {
        let gesture = NavGraphGesture.dismissing(id)
        navigation.userGestureBegan(gesture)
        afterTransition(coordinator) { [weak self, weak presented] in
            guard let self else { return }
            if let presented, presented.presentingViewController == nil, !presented.isBeingPresented {
                navigation.userDid(.dismissed(id))
                visibleScreenChanged()
            }
            navigation.userGestureEnded(gesture)
        }
    }

    /// Whether the renderer presented `presented` for an entry (a FlowController, or the stack
    /// made for an embedded presentation), rather than the app.
    func isDrawn(_ presented: UIViewController) -> Bool {
        presented is any NavGraphFlowController || entry(of: presented) != nil
    }
}

/// A completion that runs at most once: UIKit may still call one that the renderer already
/// called when it gave up waiting.
@MainActor
final class NavGraphOnce {
    private var body: (@MainActor () -> Void)?

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    func callAsFunction() {
        let run = body
        body = nil
        run?()
    }
}
#endif
