import Foundation
#if canImport(UIKit)
import UIKit
import WebKit
#endif

/// The article at a URL, in a web view.
final class ArticleFlowController: NavGraphViewController, ArticleFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The article's URL.
    private(set) var url: URL?

    func start(context: URL) {
        url = context
        #if canImport(UIKit)
        webView.load(URLRequest(url: context))
        #endif
    }

    /// The view reports a tap on "Back to Search": closes the article and whatever opened it.
    func backToSearch() {
        perform(.backToSearch)
    }

    #if canImport(UIKit)
    private let webView = WKWebView()

    override func loadView() {
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Search", primaryAction: UIAction { [weak self] _ in self?.backToSearch() })
        view = webView
    }
    #endif
}
