#if canImport(UIKit)
import UIKit
#endif

/// One open tab's navigation stack: the favourites' grid, a folder, the page a favourite loads.
/// The TabsFlowController makes one per open tab, for its key.
final class BrowserTabFlowController: NavGraphViewController, BrowserTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites; set by the TabsFlowController.
    var profile: BrowserProfile!
    /// The tab this stack is, in the app's list of open tabs.
    var tab: TabID = ""

    func makeFavouriteGrid() -> any FavouriteGridFlowControlling {
        let grid = FavouriteGridFlowController()
        grid.profile = profile
        return grid
    }

    /// The folder a link opens (`browser://favourites/{id}`).
    func makeFolder() -> any FolderFlowControlling {
        let folder = FolderFlowController()
        folder.profile = profile
        return folder
    }

    /// The page a quick link or the address bar loads.
    func makeWebPage() -> any WebPageFlowControlling {
        let page = WebPageFlowController()
        page.profile = profile
        return page
    }
}
