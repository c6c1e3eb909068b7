#if canImport(UIKit)
import UIKit
#endif

/// The tabs: the feed, then the settings.
final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the WalkthroughIntroFlowController.
    var library: FeedLibrary!

    func makeFeed() -> any FeedFlowControlling {
        let feed = FeedFlowController()
        feed.library = library
        #if canImport(UIKit)
        feed.tabBarItem = UITabBarItem(title: "Feed", image: UIImage(systemName: "doc.text.image"), tag: 0)
        #endif
        return feed
    }

    func makeSettings() -> any SettingsFlowControlling {
        let settings = SettingsFlowController()
        settings.library = library
        #if canImport(UIKit)
        settings.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "wrench.and.screwdriver"), tag: 1)
        #endif
        return settings
    }
}
