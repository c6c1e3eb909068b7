#if canImport(UIKit)
import UIKit
#endif

/// The walkthrough's navigation stack.
final class WalkthroughFlowController: NavGraphViewController, WalkthroughFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the RootFlowController.
    var library: FeedLibrary!

    func makeWalkthroughIntro() -> any WalkthroughIntroFlowControlling {
        let intro = WalkthroughIntroFlowController()
        intro.library = library
        return intro
    }
}
