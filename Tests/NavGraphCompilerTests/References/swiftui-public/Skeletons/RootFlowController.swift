// RootFlowController.swift: the FlowController of the switch flow Root.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the switch flow Root.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows what it starts.
@MainActor
final class RootFlowController: RootFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the SignIn FlowController, the child shown first, and again whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeSignIn() -> any SignInFlowControlling {
        // TODO(navgraph): Configure SignIn: made here each time Root shows it, whichever route, link or restored state asks.
        SignInFlowController()
    }

    /// Makes the Main FlowController, shown whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeMain() -> any MainFlowControlling {
        // TODO(navgraph): Configure Main: made here each time Root shows it, whichever route, link or restored state asks.
        MainFlowController()
    }

    /// Whether a restored state may show `child` of Root now: `true` only for the children the person may see now (not the signed-in side while nobody is signed in). Every saved state below Root passes here, whichever child it shows; when it answers `false`, restoring throws `NavGraphRestoreError.refused` and the app starts afresh. There is no default: which children are behind a gate is the app's to say.
    func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool {
        // TODO(navgraph): Return true only for the children a person may see now, such as when signed in; until then a saved state below Root is not restored.
        false
    }
}
