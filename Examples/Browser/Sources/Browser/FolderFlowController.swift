#if canImport(UIKit)
import UIKit
#endif

/// The favourites in one folder. A link may name a folder the person has since deleted: it then
/// shows as empty, saying so.
final class FolderFlowController: NavGraphViewController, FolderFlowControlling, ProfileHolding {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites; set by whoever makes it.
    var profile: BrowserProfile!
    /// The folder shown, if the person still has it.
    private(set) var folder: FavouriteFolder?

    func start(context: FolderID) {
        folder = profile.folder(context)
        #if canImport(UIKit)
        title = folder?.title ?? "Folder not found"
        table.rows = folder?.favourites.map { .favourite($0) } ?? []
        #endif
    }

    #if canImport(UIKit)
    private let table = FavouritesTable()

    override func loadView() {
        table.select = { [weak self] row in
            if case .favourite(let favourite) = row { self?.load(favourite) }
        }
        view = table.makeView()
    }
    #endif
}
