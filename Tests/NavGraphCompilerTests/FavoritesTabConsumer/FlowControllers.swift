// The FlowControllers of DuckDuckGo's bookmarks with their FavoritesTab (the realapps golden
// realapps-duckduckgo-favorites-tab), written as the app would: Bookmarks draws the segmented
// control, All Bookmarks or Favorites, and shows the tab the navigator hands it (bar: app).
// .ci/ios-typecheck.sh type-checks them for iOS with the graph's generated code.

import Foundation
import UIKit

/// MainViewController: presents the bookmarks, and opens the URL chosen in them.
final class BrowserFlowController: NavGraphViewController, BrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var loaded: URL?

    func start() {}

    func makeBookmarks() -> any BookmarksSheetFlowControlling { BookmarksSheetFlowController() }

    /// bookmarksDidSelect(url:): the sheet is gone; the current tab loads the URL.
    func bookmarksDidFinish(with feedback: URL) {
        loaded = feedback
    }

    func makeEditBookmark() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }
}

/// The navigation controller the browser presents, filled by the bookmarks.
final class BookmarksSheetFlowController: NavGraphViewController, BookmarksSheetFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func makeBookmarks() -> any BookmarksFlowControlling { BookmarksFlowController() }

    func contain(_ viewController: NavGraphViewController, as child: BookmarksSheetChild) {
        fill(with: viewController)
    }
}

/// BookmarksViewController's switcher: the segmented control shows the selected tab, and a tap
/// on a segment selects the other one through the navigator.
final class BookmarksFlowController: NavGraphViewController, BookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private let selector = UISegmentedControl(items: ["All Bookmarks", "Favorites"])
    /// The segments, in order.
    private let tabs: [BookmarksTab] = [.allBookmarks, .favoritesStack]

    override func viewDidLoad() {
        super.viewDidLoad()
        selector.addTarget(self, action: #selector(onViewSelectorChanged(_:)), for: .valueChanged)
    }

    func makeAllBookmarks() -> any AllBookmarksFlowControlling { AllBookmarksFlowController() }

    func makeFavoritesStack() -> any FavoritesStackFlowControlling { FavoritesStackFlowController() }

    /// The navigator has taken the tab shown before out: the selected one fills the view, the
    /// segmented control in its navigation bar.
    func show(_ viewController: NavGraphViewController, for tab: BookmarksTab) {
        fill(with: viewController)
        selector.selectedSegmentIndex = tabs.firstIndex(of: tab) ?? 0
        let stack = viewController.children.first as? UINavigationController
        stack?.viewControllers.first?.navigationItem.titleView = selector
    }

    @objc private func onViewSelectorChanged(_ segment: UISegmentedControl) {
        guard tabs.indices.contains(segment.selectedSegmentIndex) else { return }
        selectTab(tabs[segment.selectedSegmentIndex])
    }
}

/// The stack of "All Bookmarks", the top folder at its root.
final class AllBookmarksFlowController: NavGraphViewController, AllBookmarksFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func makeBookmarkFolder() -> any BookmarkFolderFlowControlling { BookmarkFolderFlowController() }

    func contextForBookmarkFolder() -> BookmarkID? { nil }
}

/// The stack of the favourites.
final class FavoritesStackFlowController: NavGraphViewController, FavoritesStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func makeFavorites() -> any FavoritesFlowControlling { FavoritesFlowController() }
}

/// A folder of bookmarks: drills into a folder, opens a bookmark, edits one.
final class BookmarkFolderFlowController: NavGraphViewController, BookmarkFolderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var folder: BookmarkID?

    func start(context: BookmarkID?) {
        folder = context
    }

    func makeDrillIn() -> any BookmarkFolderFlowControlling { BookmarkFolderFlowController() }

    func makeEdit() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }

    /// didSelectBookmarkAtIndex: a folder drills in, a bookmark opens in the browser.
    func didSelect(folder: BookmarkID?, url: URL?) {
        if let url {
            perform(.open(url))
        } else {
            perform(.drillIn(folder))
        }
    }
}

/// The favourites' grid: a favourite opens in the browser, or its editor.
final class FavoritesFlowController: NavGraphViewController, FavoritesFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    func makeEdit() -> any BookmarkEditorFlowControlling { BookmarkEditorFlowController() }

    /// favoritesViewController(_:didSelectFavorite:) and (_:didRequestEditFavorite:).
    func didSelectFavorite(_ id: BookmarkID, url: URL, editing: Bool) {
        perform(editing ? .edit(id) : .open(url))
    }
}

/// AddOrEditBookmarkViewController.
final class BookmarkEditorFlowController: NavGraphViewController, BookmarkEditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var bookmark: BookmarkID?

    func start(context: BookmarkID) {
        bookmark = context
    }
}

extension UIViewController {
    /// Adds `child` as a child view controller whose view fills this one's, as a container does.
    func fill(with child: UIViewController) {
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
