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
        let sort = UIBarButtonItem(title: "Sort", primaryAction: UIAction { [weak self] action in
            self?.sort(anchor: (action.sender as? UIBarButtonItem).map(NavGraphAnchor.barButtonItem) ?? .source)
        })
        navigationItem.rightBarButtonItem = sort
        #endif
        showApps()
    }

    private func showApps() {
        #if canImport(UIKit)
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

    /// The view reports a tap on Sort: an action sheet, a popover at `anchor` on an iPad.
    func sort(anchor: NavGraphAnchor = .source) {
        perform(.sort, anchor: anchor)
    }

    func makeSort() -> any SortOrderFlowControlling {
        SortOrderFlowController()
    }

    /// The reader chose an order.
    func sortDidFinish(with feedback: FeedOrder) {
        switch feedback {
        case .rank: apps.sort { $0.rank < $1.rank }
        case .price: apps.sort { ($0.price, $0.rank) < ($1.price, $1.rank) }
        }
        showApps()
    }
}
