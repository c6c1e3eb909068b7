// HomeFlowController.swift: the FlowController of the container flow Home.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the container flow Home: The address bar above the favourites.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Omnibar FlowController, one of the children Home shows at once, in its own view.
    func makeOmnibar() -> any OmnibarFlowControlling {
        // TODO(navgraph): Configure Omnibar: Home shows it beside its other children.
        OmnibarFlowController()
    }

    /// The context Omnibar starts with.
    func contextForOmnibar() -> Address {
        // TODO(navgraph): Return the context Omnibar starts with.
        ""
    }

    /// Makes the Favourites FlowController, one of the children Home shows at once, in its own view.
    func makeFavourites() -> any FavouritesFlowControlling {
        // TODO(navgraph): Configure Favourites: Home shows it beside its other children.
        FavouritesFlowController()
    }

    /// Shows the view controller of the child `child` in Home's view: add it as a child view controller and place its view. Called once for each child as Home starts, or as a saved state is restored.
    func contain(_ viewController: NavGraphViewController, as child: HomeChild) {
        // TODO(navgraph): Lay out the view of `child` in Home's view (constraints, a stack view).
        #if canImport(UIKit)
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
        #endif
    }
}
