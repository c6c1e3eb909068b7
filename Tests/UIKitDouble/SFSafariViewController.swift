import Foundation

/// The delegate a Safari view tells of the person's Done. SafariServices declares it without the
/// main actor (its controller calls it on the main thread), and so does the double.
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    /// "Tells the delegate that the user dismissed the view."
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

/// Safari's in-app browser (SafariServices' `SFSafariViewController`, kept in the double's UIKit
/// module as its `UTType` is), as Apple documents it:
/// - `init(url:)`: "The URL must use the `http` or `https` scheme"; the real controller raises an
///   exception for any other, so the double logs a refusal (`UIKitDouble.warn`), which a scenario
///   finds in `UIKitDouble.log`;
/// - Done: `safariViewControllerDidFinish(_:)` "Tells the delegate that the user dismissed the
///   view", and "Upon this call, the view controller is dismissed modally"
///   (SFSafariViewController.h): the controller dismisses itself, then tells its delegate.
@MainActor
open class SFSafariViewController: UIViewController {
    /// The delegate, held weakly.
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    /// The page it was made to show.
    public private(set) var url: URL?

    /// "Initializes a Safari view controller that loads the specified URL."
    public convenience init(url: URL) {
        self.init(nibName: nil, bundle: nil)
        let scheme = url.scheme?.lowercased()
        if scheme != "http" && scheme != "https" {
            UIKitDouble.warn("SFSafariViewController: the URL must use the http or https scheme, not \(url.absoluteString)")
        }
        self.url = url
    }

    /// The person taps Done: the view is dismissed modally, and the delegate told.
    public func userTapsDone() {
        guard presentingViewController != nil, !isBeingDismissed else {
            return UIKitDouble.warn("the Safari view is not on screen")
        }
        dismiss(animated: true)
        delegate?.safariViewControllerDidFinish(self)
    }
}
