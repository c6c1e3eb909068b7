#if canImport(UIKit)
import UIKit
#endif

/// The settings tab's navigation stack.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the MainFlowController.
    var library: FeedLibrary!

    func makeSettingsMenu() -> any SettingsMenuFlowControlling {
        let menu = SettingsMenuFlowController()
        menu.library = library
        return menu
    }
}
