#if canImport(UIKit)
import UIKit
#endif

/// The feed tab's navigation stack.
final class FeedFlowController: NavGraphViewController, FeedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the MainFlowController.
    var library: FeedLibrary!

    func makeFeedList() -> any FeedListFlowControlling {
        let list = FeedListFlowController()
        list.library = library
        return list
    }
}
