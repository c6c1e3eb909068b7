#if canImport(UIKit)
import UIKit
#endif

/// Logs the minutes of one activity and hands them back to Home; a person who swipes the sheet
/// away logs nothing.
final class LogActivityFlowController: NavGraphViewController, LogActivityFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {
        #if canImport(UIKit)
        title = "Log activity"
        #endif
    }

    /// The view reports the minutes entered; nothing is logged for none.
    func save(minutes: Int) {
        guard minutes > 0 else { return }
        finish(with: minutes)
    }
}
