import UIKit

/// The FlowControllers each screen and flow started, by name: how main.swift finds them.
@MainActor
final class Started {
    static let shared = Started()
    private(set) var controllers: [String: UIViewController] = [:]
    func record(_ name: String, _ controller: UIViewController) { controllers[name] = controller }
}

/// The browser's home: lays out the address bar and the favourites as an app's own container
/// view controller does (an embed segue's work), and remembers in which order it was asked.
final class HomeFlowController: UIViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var contained: [(child: HomeChild, viewController: NavGraphViewController)] = []
    func makeOmnibar() -> any OmnibarFlowControlling { OmnibarFlowController() }
    func contextForOmnibar() -> Address { "example.com" }
    func makeFavourites() -> any FavouritesFlowControlling { FavouritesFlowController() }

    func contain(_ viewController: NavGraphViewController, as child: HomeChild) {
        contained.append((child, viewController))
        layOutChild(viewController)
    }
}

final class OmnibarFlowController: UIViewController, OmnibarFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var address: Address?
    func start(context: Address) {
        address = context
        Started.shared.record("Omnibar", self)
    }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
}

final class FavouritesFlowController: UIViewController, FavouritesFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeFavouriteList() -> any FavouriteListFlowControlling { FavouriteListFlowController() }
    func makeFolder() -> any FolderFlowControlling { FolderFlowController() }
}

final class FavouriteListFlowController: UIViewController, FavouriteListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() { Started.shared.record("FavouriteList", self) }
    func makeFolder() -> any FolderFlowControlling { FolderFlowController() }
}

final class FolderFlowController: UIViewController, FolderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var folder: FolderID?
    func start(context: FolderID) { folder = context }
}

final class SettingsFlowController: UIViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
