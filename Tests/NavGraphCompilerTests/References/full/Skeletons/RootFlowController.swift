// RootFlowController.swift: the FlowController of the switch flow Root.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the switch flow Root.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class RootFlowController: NavGraphViewController, RootFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Onboarding FlowController, the child shown first, and again whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeOnboarding() -> any OnboardingFlowControlling {
        // TODO(navgraph): Configure Onboarding: made here each time Root shows it, whichever route, link or restored state asks.
        OnboardingFlowController()
    }

    /// Makes the Main FlowController, shown whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeMain() -> any MainFlowControlling {
        // TODO(navgraph): Configure Main: made here each time Root shows it, whichever route, link or restored state asks.
        MainFlowController()
    }

    /// Whether an `open` route to `destination` may switch Root to another child now: `true` only when the person may see `destination` now (signed in, say); when not, the route does nothing. There is no default: which children are behind a gate is the app's to say.
    func shouldOpen(_ destination: NavGraphDestination) -> Swift.Bool {
        // TODO(navgraph): Return true only when the person may see `destination` now, such as when signed in; until then an `open` route that switches Root does nothing.
        false
    }

    /// Whether a restored state may show `child` of Root now: `true` only for the children the person may see now (not the signed-in side while nobody is signed in). Every saved state below Root passes here, whichever child it shows; when it answers `false`, restoring throws `NavGraphRestoreError.refused` and the app starts afresh. There is no default: which children are behind a gate is the app's to say.
    func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool {
        // TODO(navgraph): Return true only for the children a person may see now, such as when signed in; until then a saved state below Root is not restored.
        false
    }
}
