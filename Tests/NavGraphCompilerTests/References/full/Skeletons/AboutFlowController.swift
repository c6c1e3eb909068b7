// AboutFlowController.swift: the FlowController of the alert About.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

/// The FlowController of the alert About.
///
/// A plain object under UIKit and SwiftUI alike: it describes the alert, which the system draws.
@MainActor
final class AboutFlowController: AboutFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts About once it is shown.
    func start() {
        // TODO(navgraph): Start About: load what it shows.
    }

    /// What the alert says, and its buttons: each closes it and hands its value to the route that presented it.
    var alert: NavGraphAlert<Swift.Never> {
        // TODO(navgraph): Word the alert and its buttons; the screen that presented it goes on from the value.
        NavGraphAlert(title: "About", message: nil, actions: [
            NavGraphAlertAction("OK", role: .cancel),
        ])
    }
}
