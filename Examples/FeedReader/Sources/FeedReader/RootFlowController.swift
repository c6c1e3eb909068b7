#if canImport(UIKit)
import UIKit
#endif

/// The window's root: the walkthrough, swapped for the tabs once it ends.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the scene that makes this FlowController, and handed down.
    var library: FeedLibrary!

    func makeWalkthrough() -> any WalkthroughFlowControlling {
        let walkthrough = WalkthroughFlowController()
        walkthrough.library = library
        return walkthrough
    }
}
