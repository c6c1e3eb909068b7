#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// The top apps of the feed; an app opens its sales details.
final class FeedListFlowController: NavGraphViewController, FeedListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The reader's choices and feed; set by the FeedFlowController.
    var library: FeedLibrary!
    /// The apps shown.
    private(set) var apps: [AppSegment] = []

    func start() {
        apps = library.feed
        #if canImport(UIKit)
        title = "Top apps"
        host(List(apps) { app in
            Button("\(app.rank). \(app.name)") { [weak self] in self?.open(app) }
        })
        #endif
    }

    /// The view reports a tap on `app`.
    func open(_ app: AppSegment) {
        perform(.sales(app))
    }

    func makeSales() -> any AppSalesFlowControlling {
        AppSalesFlowController()
    }
}
