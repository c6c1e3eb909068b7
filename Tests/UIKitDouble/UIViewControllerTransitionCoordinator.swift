/// What a running transition is doing (UIKit's `UIViewControllerTransitionCoordinatorContext`).
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the user drives the transition (a swipe).
    var isInteractive: Bool { get }
    /// Whether an interactive transition was cancelled.
    var isCancelled: Bool { get }
}

/// A running transition (UIKit's `UIViewControllerTransitionCoordinator`).
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` after it ends.
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The double's running transition: collects completions and runs them when it ends.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    let isInteractive: Bool
    private(set) var isCancelled = false
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(interactive: Bool) {
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

    /// Ends the transition: runs the completions.
    func end(cancelled: Bool) {
        isCancelled = cancelled
        for completion in completions { completion(self) }
        completions = []
    }
}
