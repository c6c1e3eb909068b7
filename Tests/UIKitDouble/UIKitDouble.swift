// A test double for the part of UIKit that NavGraphRuntime's UIKit navigator relies on, compiled
// by the tests on Linux only, as a module named `UIKit` in a temporary folder (never a package
// target, so it can never shadow the real UIKit on an Apple platform).
//
// Signatures are Apple's (checked against the iOS 17.0 SDK's headers); semantics follow Apple's
// documentation for what the runtime relies on:
// - `presentingViewController` is the presentation context (the root of the presenter's
//   containment tree), not the view controller that called `present`;
// - dismissing a lower view controller dismisses everything presented above it; `dismiss` called
//   on the presented view controller itself is handed to the presenting view controller's
//   `dismiss` ("UIKit asks the presenting view controller to handle the dismissal");
// - `isModalInPresentation` stops only the person's swipe, never an app's `dismiss(animated:)`,
//   and holds a presentation while any view controller it shows on screen has it set ("prevents
//   the interactive dismissal of the view controller while it is onscreen");
// - presenting while already presenting, or while a presentation or dismissal runs, is refused
//   (logged, nothing happens, no completion);
// - pushing a view controller that is already in a stack is refused;
// - animated transitions end, and completions and `didShow` run, only when the test says the
//   animations have finished (`UIKitDouble.finishAnimations()`);
// - delegate callbacks fire for user pops (back button, swipe back completed; a cancelled swipe
//   restores the stack and sends no `didShow`) and user dismissals (sheet swiped down, popover
//   tapped away: `presentationControllerDidDismiss`; refused with `isModalInPresentation`).
// - the delegate is asked before a user's dismissal and may refuse it: "UIKit supports refusing
//   to dismiss a presentation when the presentationController.isModalInPresentation returns
//   true or presentationControllerShouldDismiss(_:) returns false", and then calls
//   `presentationControllerDidAttemptToDismiss` ("a user-initiated attempt to dismiss a view was
//   prevented");
// - a tapped alert button dismisses the alert and runs its block (`UIAlertController`);
// - the delegate is asked before a tab tap: "The tab bar controller calls this method
//   [tabBarController(_:shouldSelect:)] in response to the user tapping a tab bar item", and
//   `false` means "the current tab should remain active" (no `didSelect`).
//
// What is not Apple's API is on `UIKitDouble`: what the user does, and the animation clock.

@_exported import Foundation

/// The test's handle on the double: the animation clock, UIKit's console messages, and the user.
@MainActor
public enum UIKitDouble {
    /// What UIKit would log to the console, such as a refused presentation.
    public private(set) static var log: [String] = []
    private static var running: [() -> Void] = []

    /// Runs `end` after the animation when `animated`, else at once.
    static func animate(_ animated: Bool, _ end: @escaping () -> Void) {
        if animated { running.append(end) } else { end() }
    }

    /// Whether an animation is running.
    public static var isAnimating: Bool { !running.isEmpty }

    /// Ends every running animation, in order, and those the ends start.
    public static func finishAnimations() {
        while !running.isEmpty {
            running.removeFirst()()
        }
    }

    static func warn(_ message: String) {
        log.append(message)
    }

    /// Whether an alert's action block runs once the alert's dismissal has ended rather than as
    /// it begins: UIKit's documentation does not say (see `UIAlertController`), so scenarios run
    /// both. `false` between scenarios.
    public static var alertBlocksRunAfterDismissal = false

    /// Empties the log, between scenarios.
    public static func reset() {
        finishAnimations()
        log = []
        alertBlocksRunAfterDismissal = false
    }

    /// The window's width class changes (an iPad app put in Slide Over, or an iPhone): every
    /// split view controller in it collapses (compact) or expands (regular).
    public static func setHorizontalSizeClass(_ sizeClass: UIUserInterfaceSizeClass, of window: UIWindow) {
        window.horizontalSizeClass = sizeClass
        // A child answers its container's `presentedViewController`: the same one may come twice.
        var seen: Set<ObjectIdentifier> = []
        for split in splitViewControllers(from: window.rootViewController) where seen.insert(ObjectIdentifier(split)).inserted {
            split.sizeClassChanged(toCompact: sizeClass == .compact)
        }
    }

    /// The split view controllers inside `viewController` and what it presents.
    private static func splitViewControllers(from viewController: UIViewController?) -> [UISplitViewController] {
        guard let viewController else { return [] }
        let inside = viewController.children.flatMap(splitViewControllers(from:)) + splitViewControllers(from: viewController.presentedViewController)
        return (viewController as? UISplitViewController).map { [$0] + inside } ?? inside
    }

    /// The user types `text` into the text field at `index` of `alert`.
    public static func userTypes(_ text: String, inField index: Int, of alert: UIAlertController) {
        alert.textFields?[index].text = text
    }

    /// The user taps the button titled `title` of `alert`. Returns whether there was such a button.
    @discardableResult
    public static func userTaps(_ title: String, in alert: UIAlertController) -> Bool {
        guard let action = alert.actions.first(where: { $0.title == title }) else { return false }
        alert.userTap(action)
        return true
    }

    /// The user taps the back button of `navigationController`.
    public static func userTapsBack(_ navigationController: UINavigationController) {
        navigationController.popViewController(animated: true)
    }

    /// The user swipes back from the edge of `navigationController` and lets go past the middle
    /// (`completing`) or before it (cancelled). The stack shrinks when the swipe starts, as
    /// UIKit's does, and is restored when it is cancelled.
    public static func userSwipesBack(_ navigationController: UINavigationController, completing: Bool) {
        navigationController.interactivePop(completing: completing)
    }

    /// The user swipes down the sheet, or taps outside the popover, that `presented` is.
    /// Returns whether it was dismissed.
    @discardableResult
    public static func userDismisses(_ presented: UIViewController) -> Bool {
        presented.userDismiss()
    }

    /// The status bar style the window shows, as UIKit finds it: from the root view controller,
    /// following `childForStatusBarStyle` while it names a child ("If your container view
    /// controller derives its status bar style from one of its child view controllers, implement
    /// this method and return that child view controller"), then its `preferredStatusBarStyle`.
    public static func statusBarStyle(of window: UIWindow) -> UIStatusBarStyle? {
        var deciding = window.rootViewController
        while let child = deciding?.childForStatusBarStyle { deciding = child }
        return deciding?.preferredStatusBarStyle
    }

    /// The orientations the window may take: the root view controller's.
    public static func supportedOrientations(of window: UIWindow) -> UIInterfaceOrientationMask? {
        window.rootViewController?.supportedInterfaceOrientations
    }

    /// The user taps the tab at `index`. Returns whether it was selected. Nothing happens while
    /// something is presented over the tab bar controller: a modal presentation "prevents
    /// interaction with the parent view" (Human Interface Guidelines, Modality), so the tab bar
    /// cannot be reached.
    @discardableResult
    public static func userTapsTab(_ tabBarController: UITabBarController, at index: Int) -> Bool {
        guard tabBarController.presentedViewController == nil else { return false }
        return tabBarController.userSelect(index)
    }
}
