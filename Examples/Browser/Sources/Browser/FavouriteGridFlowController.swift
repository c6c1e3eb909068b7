#if canImport(UIKit)
import UIKit
#endif

/// The favourites and their folders: a folder opens inside the favourites, a favourite loads its page (FavouriteRowRouting).
final class FavouriteGridFlowController: NavGraphViewController, FavouriteGridFlowControlling, ProfileHolding {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites; set by the BrowserTabFlowController.
    var profile: BrowserProfile!

    func start() {
        #if canImport(UIKit)
        title = "Favourites"
        table.rows = profile.folders.map { .folder($0) } + profile.favourites.map { .favourite($0) }
        #endif
    }

    /// The view reports a tap on a folder.
    func open(_ folder: FavouriteFolder) {
        perform(.folder(folder.id))
    }

    func makeFolder() -> any FolderFlowControlling {
        let folder = FolderFlowController()
        folder.profile = profile
        return folder
    }

    #if canImport(UIKit)
    private let table = FavouritesTable()

    override func loadView() {
        table.select = { [weak self] row in
            switch row {
            case .folder(let folder): self?.open(folder)
            case .favourite(let favourite): self?.load(favourite)
            }
        }
        view = table.makeView()
    }
    #endif
}
