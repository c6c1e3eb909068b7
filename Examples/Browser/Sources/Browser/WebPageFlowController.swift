import Foundation
#if canImport(UIKit)
import UIKit
import WebKit
#endif

/// A page in a web view, loaded from the text it was opened with: an address, or a search for
/// text that is not one (`PageAddress`).
final class WebPageFlowController: NavGraphViewController, WebPageFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The page loaded.
    private(set) var url: URL?

    func start(context: String) {
        let url = PageAddress.page(for: context)
        self.url = url
        #if canImport(UIKit)
        title = url.host()
        webView.load(URLRequest(url: url))
        #endif
    }

    #if canImport(UIKit)
    private let webView = WKWebView()

    override func loadView() {
        navigationItem.largeTitleDisplayMode = .never
        view = webView
    }
    #endif
}
