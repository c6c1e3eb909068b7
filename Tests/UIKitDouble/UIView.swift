/// An object that responds to and handles events (UIKit's `UIResponder`).
@MainActor
open class UIResponder: NSObject {}

/// A rectangular area on screen (UIKit's `UIView`).
@MainActor
open class UIView: UIResponder {
    /// Options for resizing a view when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a mask from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Resize by widening or narrowing the view's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// Resize by expanding or shrinking the view's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// The frame rectangle, in the superview's coordinate system.
    open var frame: CGRect = .zero
    /// The bounds rectangle, in the view's own coordinate system.
    open var bounds: CGRect = .zero
    /// How the view resizes itself when its superview's bounds change.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// The view's superview.
    open private(set) weak var superview: UIView?
    /// The view's subviews.
    open private(set) var subviews: [UIView] = []

    /// Adds a view to the end of the receiver's list of subviews.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Unlinks the view from its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// "default returns YES if point is in bounds" (UIView.h, `pointInside:withEvent:`).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The view a touch at `point` goes to: UIView.h says it "recursively calls
    /// -pointInside:withEvent:. point is in the receiver's coordinate system". The double asks the
    /// front-most subview first (the last added), each at the point moved into its frame, and
    /// answers itself where none contains the point; `nil` where it does not either.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let inSubview = CGPoint(x: point.x - subview.frame.origin.x, y: point.y - subview.frame.origin.y)
            if let hit = subview.hitTest(inSubview, with: event) { return hit }
        }
        return self
    }
}

/// A touch's event (UIKit's `UIEvent`): the double's carries nothing.
@MainActor
open class UIEvent: NSObject {}

/// A scene (UIKit's `UIScene`).
@MainActor
open class UIScene: UIResponder {
    /// The URLs handed to the system to open, for tests (not UIKit's).
    public private(set) var openedURLs: [URL] = []
    /// Whether the system opens the URLs handed to it (an app for their scheme is installed), for
    /// tests (not UIKit's); `true` unless a test says otherwise.
    public var systemOpensURLs = true
    /// "The session associated with the scene": a session of its own for a scene the test makes.
    open internal(set) lazy var session = UISceneSession()
    /// The scene's delegate: "A strong ref here relieves clients of the responsibility of
    /// managing the delegate lifetime directly."
    open var delegate: (any UISceneDelegate)?

    /// "Attempts to open the resource at the specified URL asynchronously": recorded; the
    /// completion gets whether it opened (`systemOpensURLs`) asynchronously, "The completion
    /// handler is called on the main queue" (UIScene.h) (here when the test lets the animations
    /// end).
    open func open(_ url: URL, options: UIScene.OpenExternalURLOptions?, completionHandler completion: ((Bool) -> Void)? = nil) {
        openedURLs.append(url)
        let opened = systemOpensURLs
        UIKitDouble.animate(true) { completion?(opened) }
    }

    /// Options for opening a URL (UIKit's `UIScene.OpenExternalURLOptions`).
    @MainActor
    open class OpenExternalURLOptions: NSObject {}
}

/// A scene that manages windows (UIKit's `UIWindowScene`). The double makes one with `init()`.
@MainActor
open class UIWindowScene: UIScene {
    /// The windows made for the scene, held weakly as UIKit does (the app keeps its windows).
    private var made: [Weak] = []

    /// "The windows associated with the scene."
    open var windows: [UIWindow] { made.compactMap(\.window) }

    /// Notes a window made for the scene.
    func add(_ window: UIWindow) {
        made.removeAll { $0.window == nil }
        made.append(Weak(window: window))
    }

    private struct Weak {
        weak var window: UIWindow?
    }

    /// The view a person's touch at `point` (in screen coordinates, which the double's windows
    /// share) goes to (not UIKit's own API): the visible windows are asked front first, by level
    /// ("All windows assigned to the same window level appear in front of (or behind) all windows
    /// assigned to a different window level"), the later made among equals, and a window whose
    /// `hitTest(_:with:)` answers `nil` leaves the touch to the windows behind it.
    public func touchedView(at point: CGPoint) -> UIView? {
        let shown = windows.enumerated().filter { !$0.element.isHidden }
        let frontFirst = shown.sorted { ($0.element.windowLevel.rawValue, $0.offset) > ($1.element.windowLevel.rawValue, $1.offset) }
        for (_, window) in frontFirst {
            if let hit = window.hitTest(point, with: nil) { return hit }
        }
        return nil
    }

    /// The window a person sees on top (not UIKit's): the visible one of the highest level, the
    /// later made among equals ("The ordering of windows within a given window level is not
    /// guaranteed": the double picks one).
    public var frontWindow: UIWindow? {
        windows.filter { !$0.isHidden }.enumerated().max { ($0.element.windowLevel.rawValue, $0.offset) < ($1.element.windowLevel.rawValue, $1.offset) }?.element
    }
}

/// A view that holds a window's content (UIKit's `UIWindow`).
@MainActor
open class UIWindow: UIView {
    /// Creates a window attached to a scene.
    public init(windowScene: UIWindowScene) {
        self.windowScene = windowScene
        super.init()
        windowScene.add(self)
    }

    /// "The position of the window in the z-axis": "Window levels provide a relative grouping of
    /// windows along the z-axis. All windows assigned to the same window level appear in front of
    /// (or behind) all windows assigned to a different window level." 0 by default (UIWindow.h:
    /// "default = 0.0").
    open var windowLevel: UIWindow.Level = .normal

    /// The positions of windows along the z-axis (UIKit's `UIWindow.Level`).
    public struct Level: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The level windows have unless set (UIWindow.h: "default = 0.0").
        public static let normal = Level(rawValue: 0)
    }

    /// The scene the window is in.
    open weak var windowScene: UIWindowScene?
    /// The root view controller of the window: "Assigning a view controller to this property
    /// (either programmatically or using Interface Builder) installs the view controller's view as
    /// the content view of the window."
    open var rootViewController: UIViewController? {
        didSet {
            if oldValue !== rootViewController, oldValue?.window === self { oldValue?.window = nil }
            rootViewController?.window = self
        }
    }
    /// The view a touch at `point` goes to: the root view controller's view, which UIKit
    /// "installs ... as the content view of the window" (`rootViewController`), where it
    /// contains the point (`UIView.hitTest(_:with:)`), else the window itself. Windows at a
    /// higher level are asked first (`UIWindowScene.touchedView(at:)`).
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard self.point(inside: point, with: event) else { return nil }
        return rootViewController?.view.hitTest(point, with: event) ?? self
    }

    /// Whether the window is the key window.
    open private(set) var isKeyWindow = false
    /// Whether the window is hidden; windows start hidden.
    open var isHidden = true

    /// Shows the window and makes it the key window.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window, and no other of its scene ("the window that receives
    /// keyboard and other non-touch related events. Only one window at a time may be the key
    /// window").
    open func makeKey() {
        for other in windowScene?.windows ?? [] where other !== self { other.isKeyWindow = false }
        isKeyWindow = true
    }

    /// "The traits, such as size class and scale factor, that describe the current environment
    /// of the object" (`UITraitEnvironment.traitCollection`). The double's window is regular
    /// width, as an iPad's full-screen window; a test makes it compact
    /// (`UIKitDouble.setHorizontalSizeClass(_:of:)`), as an iPhone's or Slide Over's.
    open var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: horizontalSizeClass) }
    var horizontalSizeClass: UIUserInterfaceSizeClass = .regular
}

/// "Constants that indicate the size class for the current environment."
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The traits of an environment (UIKit's `UITraitCollection`): here, its horizontal size class.
@MainActor
open class UITraitCollection: NSObject {
    /// "The horizontal size class of the trait collection."
    public let horizontalSizeClass: UIUserInterfaceSizeClass

    /// Creates a trait collection that contains only a horizontal size class.
    public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.horizontalSizeClass = horizontalSizeClass
        super.init()
    }
}

/// An object a popover can point at (UIKit's `UIPopoverPresentationControllerSourceItem`).
@MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

/// An item of a bar (UIKit's `UIBarItem`).
@MainActor
open class UIBarItem: NSObject {}

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`).
@MainActor
open class UIBarButtonItem: UIBarItem, UIPopoverPresentationControllerSourceItem {}

/// The style of the status bar (UIKit's `UIStatusBarStyle`).
public enum UIStatusBarStyle: Int, @unchecked Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// The orientations a view controller supports (UIKit's `UIInterfaceOrientationMask`).
public struct UIInterfaceOrientationMask: OptionSet, @unchecked Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}
