/// What a running transition is doing (UIKit's `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// "A Boolean value indicating whether the transition is currently interactive." "Every
    /// interactive transition has at least one noninteractive segment — namely, when it's
    /// completing."
    var isInteractive: Bool { get }
    /// "A Boolean value indicating whether the transition started as an interactive transition."
    /// "The value of this property doesn't change during the course of a transition."
    var initiallyInteractive: Bool { get }
    /// Whether an interactive transition was cancelled: the person let go before the middle.
    var isCancelled: Bool { get }
}

/// A running transition (UIKit's `UIViewControllerTransitionCoordinator`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it ends, completed or
    /// cancelled.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// "Registers a block to be executed when a transition changes from interactive to
    /// non-interactive": "Your handler block is executed any time the transition changes from
    /// interactive to noninteractive, including when the transition ends or is canceled."
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

/// The double's running transition: an interactive one stays interactive until the person lets
/// go (`interactionEnded(cancelled:)`, which runs the interaction handlers), then runs its
/// completions when its animation ends (`end(cancelled:)`).
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let initiallyInteractive: Bool
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(interactive: Bool) {
        initiallyInteractive = interactive
        isInteractive = interactive
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The person let go: the transition is no longer interactive, and goes on to its end or
    /// back (`cancelled`).
    func interactionEnded(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// Ends the transition: runs the completions. An interactive transition that is still
    /// interactive ends its interaction first, as UIKit runs the handlers "when the transition
    /// ends or is canceled".
    func end(cancelled: Bool) {
        interactionEnded(cancelled: cancelled)
        isCancelled = cancelled
        let ending = completions
        completions = []
        for completion in ending { completion(self) }
    }
}
