import Foundation

/// The system's share sheet for a page: it shares the page's address, and tells the page which
/// kind of service the person chose.
final class SharePageFlowController: SharePageFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// UIKit's raw value of the Copy service (`UIActivity.ActivityType.copyToPasteboard`),
    /// spelled out so that the mapping runs headless too.
    static let copyToPasteboard = "com.apple.UIKit.activity.CopyToPasteboard"
    private var address: URL?

    func start(context: String) {
        address = URL(string: context)
    }

    /// The page's address, as a URL, so that the services that take links (Messages, Mail,
    /// Reading List, Copy) offer themselves.
    var shareItems: [Any] { address.map { [$0] } ?? [] }

    /// Copy is the one service whose result the page shows itself; a service the person backed
    /// out of shared nothing, and the route ends without feedback.
    func feedback(fromShare result: NavGraphShareResult) -> PageShared? {
        guard result.completed else { return nil }
        return result.activityType == Self.copyToPasteboard ? .linkCopied : .sentElsewhere
    }
}
