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

    /// Makes the Login FlowController, the child shown first, and again whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeLogin() -> any LoginFlowControlling {
        // TODO(navgraph): Configure Login: made here each time Root shows it, whichever route, link or restored state asks.
        LoginFlowController()
    }

    /// Makes the Main FlowController, shown whenever a route, a link or a restored state switches to it: the one place Root makes it.
    func makeMain() -> any MainFlowControlling {
        // TODO(navgraph): Configure Main: made here each time Root shows it, whichever route, link or restored state asks.
        MainFlowController()
    }

    /// What a URL that matches a link of Account with `or:` or `orSystem:` opens: Account, or Help, chosen now (whether the person may see Account, say). A target that link does not list opens Account.
    func linkTargetForAccount(_ context: Swift.String) -> AccountLinkTarget {
        // TODO(navgraph): Choose what a link to Account opens now.
        .account
    }

    /// Makes the Reviews FlowController that a link shows (a URL or a notification).
    func makeReviews() -> any ReviewsFlowControlling {
        // TODO(navgraph): Configure Reviews when a link shows it.
        ReviewsFlowController()
    }

    /// Makes the Order FlowController that a link shows (a URL or a notification).
    func makeOrder() -> any OrderFlowControlling {
        // TODO(navgraph): Configure Order when a link shows it.
        OrderFlowController()
    }

    /// Makes the Account FlowController that a link shows (a URL or a notification).
    func makeAccount() -> any AccountFlowControlling {
        // TODO(navgraph): Configure Account when a link shows it.
        AccountFlowController()
    }

    /// Makes the Help FlowController that a link shows (a URL or a notification).
    func makeHelp() -> any HelpFlowControlling {
        // TODO(navgraph): Configure Help when a link shows it.
        HelpFlowController()
    }

    /// Whether a link to `destination` may switch Root to another child now: `true` only when the person may see `destination` now (signed in, say); while it answers `false`, the link is kept and tried again after every transition. There is no default: which children are behind a gate is the app's to say.
    func shouldOpen(_ destination: NavGraphDestination) -> Swift.Bool {
        // TODO(navgraph): Return true only when the person may see `destination` now, such as when signed in; until then a link that switches Root waits.
        false
    }

    /// Whether a restored state may show `child` of Root now: `true` only for the children the person may see now (not the signed-in side while nobody is signed in). Every saved state below Root passes here, whichever child it shows; when it answers `false`, restoring throws `NavGraphRestoreError.refused` and the app starts afresh. There is no default: which children are behind a gate is the app's to say.
    func shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool {
        // TODO(navgraph): Return true only for the children a person may see now, such as when signed in; until then a saved state below Root is not restored.
        false
    }
}
