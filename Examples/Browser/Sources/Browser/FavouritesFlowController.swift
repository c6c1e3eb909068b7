#if canImport(UIKit)
import UIKit
#endif

/// The favourites' navigation stack: the grid, a folder, the page a favourite loads.
final class FavouritesFlowController: NavGraphViewController, FavouritesFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites; set by the HomeFlowController.
    var profile: BrowserProfile!

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
