import Foundation
#if canImport(UIKit)
import UIKit
import WebKit
#endif

/// A page in a web view, loaded from the text it was opened with: an address, or a search for
/// text that is not one (`PageAddress`). It shares its address through the share sheet, opens a
/// link in a window of its own where the device shows several, and, at the root of such a
/// window, shows the app lock itself.
final class WebPageFlowController: NavGraphViewController, WebPageFlowControlling, BrowserWindowRoot {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's app lock, for the lock of the page's own window; set by whoever makes it.
    var profile: BrowserProfile!
    /// The page loaded.
    private(set) var url: URL?
    /// What the page tells the person after sharing it ("Link copied"); `nil` until then.
    private(set) var notice: String?

    func start(context: String) {
        let url = PageAddress.page(for: context)
        self.url = url
        #if canImport(UIKit)
        title = url.host()
        webView.load(URLRequest(url: url))
        #endif
    }

    /// The view reports Share in the page's menu: the sheet shares the page's address, and on an
    /// iPad it points at `anchor`, the button tapped.
    func share(from anchor: NavGraphAnchor = .source) {
        guard let url else { return }
        notice = nil
        perform(.share(url.absoluteString), anchor: anchor)
    }

    func makeShare() -> any SharePageFlowControlling {
        SharePageFlowController()
    }

    /// The person chose a service: copying the link says so on the page, as a toast would; a
    /// service that sent the page elsewhere (Messages, Mail) shows its own confirmation.
    func shareDidFinish(with feedback: PageShared) {
        switch feedback {
        case .linkCopied: notice = "Link copied"
        case .sentElsewhere: notice = nil
        }
    }

    /// Whether the page's links offer Open in New Window: only where the device shows several
    /// windows now (an iPad, not in Slide Over), as Safari's menu does. The route has no
    /// one-window form, so the item is not offered rather than refused.
    var opensLinksInNewWindows: Bool {
        navigator?.navigation.windowOpener?.supportsMultipleWindows() ?? false
    }

    /// The view reports Open in New Window on a link of the page: a window of its own shows that
    /// link's page, or the window that shows it already comes forward.
    func openInNewWindow(_ link: URL) {
        guard opensLinksInNewWindows else { return }
        perform(.newWindow(link.absoluteString))
    }

    /// Where there is one window the route is refused before it presents anything; the opener is
    /// asked for the destination only then, so this page is never made.
    func makeNewWindow() -> any WebPageFlowControlling {
        let page = WebPageFlowController()
        page.profile = profile
        return page
    }

    /// Shows the lock over the page while the app is locked, when the page is the root of a
    /// window of its own: the scene calls it once the window has started or been restored, and
    /// whenever the app comes back from the background with the lock on.
    /// The share sheet, if it shows, closes first: only a flow's overlay goes above a
    /// presentation and keeps it, and the page's window has no flow. A lock that shows already
    /// refuses to close, so the route is refused then (with a debug log).
    func lockIfNeeded() {
        if profile.isLocked { perform(.lock) }
    }

    func makeShowLock() -> any UnlockFlowControlling {
        let unlock = UnlockFlowController()
        unlock.profile = profile
        return unlock
    }

    #if canImport(UIKit)
    private let webView = WKWebView()

    override func loadView() {
        navigationItem.largeTitleDisplayMode = .never
        // The action's sender is the item tapped, which the sheet's popover points at on an iPad.
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] action in
            self?.share(from: (action.sender as? UIBarButtonItem).map { .barButtonItem($0) } ?? .source)
        })
        webView.uiDelegate = linkMenu
        linkMenu.page = self
        view = webView
    }

    private let linkMenu = LinkMenu()

    /// Adds Open in New Window to the menu a long press on a link shows, where the device shows
    /// several windows.
    @MainActor
    private final class LinkMenu: NSObject, WKUIDelegate {
        weak var page: WebPageFlowController?

        /// The SDK declares the method without an actor: the menu is made on the main actor, and
        /// WebKit takes it whenever the completion handler is called.
        nonisolated func webView(
            _ webView: WKWebView, contextMenuConfigurationForElement elementInfo: WKContextMenuElementInfo,
            completionHandler: @escaping @Sendable (UIContextMenuConfiguration?) -> Void
        ) {
            let link = elementInfo.linkURL
            Task { @MainActor [weak self] in
                completionHandler(self?.menu(for: link))
            }
        }

        private func menu(for link: URL?) -> UIContextMenuConfiguration? {
            guard let page, let link, page.opensLinksInNewWindows else { return nil }
            return UIContextMenuConfiguration(actionProvider: { [weak page] suggested in
                let newWindow = UIAction(title: "Open in New Window", image: UIImage(systemName: "macwindow.badge.plus")) { _ in
                    page?.openInNewWindow(link)
                }
                return UIMenu(children: [newWindow] + suggested)
            })
        }
    }
    #endif
}
