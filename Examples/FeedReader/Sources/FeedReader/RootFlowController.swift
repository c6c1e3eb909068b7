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

    /// A saved state comes back on the side the reader is on now: the tabs only once the
    /// walkthrough has given the reader's settings (a state saved on another install, or before
    /// the settings were reset, starts at the walkthrough), the walkthrough only until then.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        (child == .main) == (library.settings != nil)
    }
}
