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
//   (logged, nothing happens, no completion), and so is presenting from a view controller whose
//   view is in no window (a window's root view controller's view is installed in the window as
//   it is assigned);
// - pushing a view controller that is already in a stack is refused;
// - animated transitions end, and completions and `didShow` run, only when the test says the
//   animations have finished (`UIKitDouble.finishAnimations()`);
// - delegate callbacks fire for user pops (back button, swipe back completed; a cancelled swipe
//   restores the stack and sends no `didShow`) and user dismissals (sheet swiped down, popover
//   tapped away: `presentationControllerWillDismiss`, then `presentationControllerDidDismiss`
//   unless the swipe is cancelled; refused with `isModalInPresentation`);
// - a swipe back and a sheet pulled down are interactive transitions: they begin when the
//   person's finger does (`userBeginsSwipeBack`, `userBeginsSwipeDown`) and stay interactive,
//   whatever else runs, until the person lets go past the middle or before it
//   (`userLetsGo(completing:)`); their coordinator tells `notifyWhenInteractionChanges` handlers
//   then, and its completions once the rest of the animation has run.
// - the delegate is asked before a user's dismissal and may refuse it: "UIKit supports refusing
//   to dismiss a presentation when the presentationController.isModalInPresentation returns
//   true or presentationControllerShouldDismiss(_:) returns false", and then calls
//   `presentationControllerDidAttemptToDismiss` ("a user-initiated attempt to dismiss a view was
//   prevented");
// - a tapped alert button dismisses the alert and runs its block (`UIAlertController`);
// - a document picker's Cancel dismisses it and tells its delegate ("called if the user dismisses
//   the document picker without selecting a document (using the Cancel button)"); a pick tells the
//   delegate and leaves the picker on screen, as its header does not say it closes
//   (`UIDocumentPickerViewController`);
// - a Safari view's Done dismisses it and tells its delegate ("Upon this call, the view controller
//   is dismissed modally"), and a URL of a scheme other than http or https is refused ("The URL
//   must use the `http` or `https` scheme") (`SFSafariViewController`);
// - a share sheet is a popover ("On iPad, you must present the view controller in a popover"),
//   dismissed by itself after a service, its close button or a tap outside it, and its
//   `completionWithItemsHandler` runs "after the activity view controller is dismissed", with no
//   activity type when the person chose none (`UIActivityViewController`);
// - a photo picker's Add and Cancel tell its delegate ("Called when the user completes a selection
//   or dismisses PHPickerViewController using the cancel button") and leave it on screen ("The
//   picker won't be automatically dismissed when this method is called"); asset identifiers come
//   only from a configuration made with a photo library (`PHPickerViewController`);
// - a web authentication session starts once ("start can only be called once"), shows its page in
//   the window its provider gives, and calls its completion handler once, with the callback URL or
//   `canceledLogin`; `cancel()` dismisses the page (`ASWebAuthenticationSession`);
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

    /// What ends the gesture the person's finger is on (a swipe back, a sheet pulled down) when
    /// they let go: an interactive transition waits for it, whatever the animation clock does.
    private static var interaction: ((_ completing: Bool) -> Void)?

    /// Whether the person's finger is on a gesture that drives a transition.
    public static var isInteracting: Bool { interaction != nil }

    /// Starts an interactive transition that `end` finishes once the person lets go.
    static func beginInteraction(_ end: @escaping (_ completing: Bool) -> Void) {
        interaction = end
    }

    /// The person lets go of the gesture they are making: past the middle (`completing`), the
    /// transition goes on to its end; before it, it goes back. Either way its animation then
    /// runs (`finishAnimations()` ends it). Nothing happens when no gesture is in progress.
    public static func userLetsGo(completing: Bool) {
        let end = interaction
        interaction = nil
        end?(completing)
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
        interaction = nil
        finishAnimations()
        log = []
        splitLayout = .landscape
        alertBlocksRunAfterDismissal = false
        ASWebAuthenticationSession.reset()
    }

    /// How a split view controller lays its columns out where the app leaves it to UIKit
    /// (`preferredSplitBehavior` and `preferredDisplayMode` `.automatic`): "an overlay mode in
    /// portrait and a side-by-side mode in landscape" on an iPad. Landscape between scenarios.
    public static var splitLayout = SplitLayout.landscape

    /// An iPad's orientation, for split view controllers that leave their layout to UIKit.
    public enum SplitLayout: Sendable {
        /// Side by side: every column beside the secondary ("tile").
        case landscape
        /// Overlay: the secondary alone, the sidebars shown over it when the person asks.
        case portrait

        var behavior: UISplitViewController.SplitBehavior {
            switch self {
            case .landscape: .tile
            case .portrait: .overlay
            }
        }

        func automaticMode(for style: UISplitViewController.Style) -> UISplitViewController.DisplayMode {
            switch self {
            case .landscape: style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
            case .portrait: .secondaryOnly
            }
        }
    }

    /// The person taps the split view's display mode button to show its sidebar.
    public static func userShowsSidebar(_ split: UISplitViewController) {
        split.userShowsSidebar()
    }

    /// The person touches the dimmed secondary column of `split`, which closes the sidebars over
    /// it. Returns whether it was dimmed.
    @discardableResult
    public static func userTouchesDimmedSecondary(_ split: UISplitViewController) -> Bool {
        split.userTouchesDimmedSecondary()
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

    /// The style `presented` shows in now in `window`: a popover in a compact width "behaves the
    /// same as UIModalPresentationStyle.formSheet" (iOS 13 and later, `UIModalPresentationStyle
    /// .popover`), resting at its `adaptiveSheetPresentationController`'s detents; every other
    /// style as set.
    public static func shownStyle(of presented: UIViewController, in window: UIWindow) -> UIModalPresentationStyle {
        presented.modalPresentationStyle == .popover && window.horizontalSizeClass == .compact ? .formSheet : presented.modalPresentationStyle
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
        if userBeginsSwipeBack(navigationController) { userLetsGo(completing: completing) }
    }

    /// The user starts swiping back from the edge of `navigationController` and keeps the finger
    /// down: the swipe ends with `userLetsGo(completing:)`. Returns whether it began (not at the
    /// stack's root, nor during another push, pop or gesture).
    @discardableResult
    public static func userBeginsSwipeBack(_ navigationController: UINavigationController) -> Bool {
        navigationController.beginInteractivePop()
    }

    /// The user swipes down the sheet, or taps outside the popover, that `presented` is, and
    /// lets go past the middle. Returns whether the dismissal began.
    @discardableResult
    public static func userDismisses(_ presented: UIViewController) -> Bool {
        guard presented.modalPresentationStyle != .popover else { return presented.userBeginsDismissal(interactive: false) }
        guard userBeginsSwipeDown(presented) else { return false }
        userLetsGo(completing: true)
        return true
    }

    /// The user starts pulling down the sheet that `presented` is and keeps the finger down: the
    /// dismissal ends with `userLetsGo(completing:)`. Returns whether it began (the delegate and
    /// `isModalInPresentation` allow it, nothing else runs).
    @discardableResult
    public static func userBeginsSwipeDown(_ presented: UIViewController) -> Bool {
        guard !isInteracting, presented.modalPresentationStyle != .popover else { return false }
        return presented.userBeginsDismissal(interactive: true)
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
