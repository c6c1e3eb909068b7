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

    /// The tabs, when a saved navigation state that shows them is restored.
    func makeMain() -> any MainFlowControlling {
        let main = MainFlowController()
        main.library = library
        return main
    }
}
