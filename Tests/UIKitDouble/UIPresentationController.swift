/// Modal presentation styles (UIKit's `UIModalPresentationStyle`).
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

/// The delegate told of the user's attempts to dismiss a presentation.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asked before a user's dismissal: "true to allow the system to dismiss the presentation,
    /// false to refuse the dismissal" (Apple).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// "Notifies the delegate before a presentation is dismissed": a user's dismissal began.
    /// "This method is not called if the presentation is dismissed programmatically."
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation; it is gone.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that is modal in presentation, or whose dismissal
    /// the delegate refused.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Optional in UIKit: allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Optional in UIKit: does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Optional in UIKit: does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Optional in UIKit: does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

/// An object that manages the presentation of a view controller.
@MainActor
open class UIPresentationController: NSObject {
    /// The view controller being presented.
    public unowned let presentedViewController: UIViewController
    /// Told of the user's dismissals.
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// A presentation controller of `presentedViewController`, as UIKit makes one for a style of
    /// its own and an app for its custom presentation (`init(presentedViewController:presenting:)`).
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController? = nil) {
        self.presentedViewController = presentedViewController
    }

    /// "Indicate whether the view controller's view we are transitioning from will be removed from
    /// the window in the end of the presentation transition (Default: NO)" (UIPresentationController.h):
    /// a custom presentation keeps the presenter's views below unless its controller says otherwise.
    open var shouldRemovePresentersView: Bool { false }
}

/// A presentation controller for sheets, with heights (UIKit's `UISheetPresentationController`).
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at.
    @MainActor
    open class Detent: NSObject {
        /// Its name, for tests.
        let name: String
        /// Its height where the largest a sheet can be is the argument: half of it for medium
        /// ("approximately half the height of the screen"), all of it for large, the resolver's
        /// answer for a custom detent.
        let resolvedHeight: (CGFloat) -> CGFloat?

        init(name: String, resolvedHeight: @escaping (CGFloat) -> CGFloat?) {
            self.name = name
            self.resolvedHeight = resolvedHeight
        }

        /// "Constants that identify system detent sizes."
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            /// "The identifier for the system's medium detent."
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// "The identifier for the system's large detent."
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// About half the screen.
        open class func medium() -> Detent { Detent(name: "medium") { $0 / 2 } }
        /// The full height.
        open class func large() -> Detent { Detent(name: "large") { $0 } }

        /// "Creates a custom detent with the specified identifier and resolver." The resolver
        /// gets a context whose `maximumDetentValue` is "the maximum value a detent can have";
        /// it may return nil "to make the detent inactive".
        open class func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(name: identifier?.rawValue ?? "custom") { resolver(DetentResolutionContext(maximumDetentValue: $0)) }
        }
    }

    /// The context a custom detent's resolver gets.
    private struct DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
        let maximumDetentValue: CGFloat
    }

    /// The heights the sheet can rest at. "Detents must be specified in order from smallest to
    /// largest height" (UISheetPresentationController.h): which order that is depends on the
    /// screen once a custom detent is among them, so a test checks it for its window's height
    /// (`detentHeights(inLargest:)`).
    open var detents: [Detent] = [.large()]

    /// Each detent's height, in order, where the maximum detent value is `largest` (for tests,
    /// not UIKit's).
    public func detentHeights(inLargest largest: CGFloat) -> [CGFloat?] {
        detents.map { $0.resolvedHeight(largest) }
    }

    /// "The identifier of the most recently selected detent." "The default value is nil, which
    /// means the sheet displays at the smallest detent you specify in detents."
    open var selectedDetentIdentifier: Detent.Identifier?

    /// How many times the app said the detents' inputs changed, for tests (not UIKit's).
    public private(set) var detentInvalidations = 0

    /// "If the block depends on any external inputs, call `invalidateDetents` on the sheet when the
    /// external inputs change" (UISheetPresentationController.h): the resolvers are asked again.
    open func invalidateDetents() {
        detentInvalidations += 1
    }

    /// The detents' names, for tests (not UIKit's).
    public var detentNames: [String] { detents.map(\.name) }
}

/// A presentation controller for popovers (UIKit's `UIPopoverPresentationController`).
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view containing the anchor rectangle for the popover.
    open var sourceView: UIView?
    /// "The area in the source view in which you anchor the popover"; `CGRectNull` by default.
    open var sourceRect: CGRect = .null
    /// The item the popover points at.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// "The sheet presentation controller the popover adapts to in compact size classes": a
    /// popover there "behaves the same as UIModalPresentationStyle.formSheet" (iOS 13 and later,
    /// `UIModalPresentationStyle.popover`).
    open private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(presentedViewController: presentedViewController)

    /// The rectangle the popover's arrow points at, in `sourceView`'s coordinates, as UIKit finds
    /// it now (for tests; not UIKit's): "In iOS 13.2 and later, the default value [of
    /// `sourceRect`] is CGRectNull, which instructs the system to use the current frame of
    /// sourceView. The controller observes changes to this frame and updates the popover
    /// accordingly."
    public var anchorRect: CGRect? {
        guard let sourceView else { return nil }
        return sourceRect.isNull ? sourceView.bounds : sourceRect
    }
}

/// What a custom detent's resolver is given (UIKit's
/// `UISheetPresentationControllerDetentResolutionContext`).
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    /// "The maximum value a detent can have."
    var maximumDetentValue: CGFloat { get }
}
