// ReportItemFlowController.swift: the FlowController of the confirmation dialog ReportItem.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

/// The FlowController of the confirmation dialog ReportItem: Why the item is reported.
///
/// A plain object under UIKit and SwiftUI alike: it describes the confirmation dialog, which the system draws.
@MainActor
final class ReportItemFlowController: ReportItemFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ReportItem once it is shown, with the context it shows.
    func start(context: ItemID) {
        // TODO(navgraph): Start ReportItem with `context`: hand it to the view or view model.
    }

    /// What the confirmation dialog says, and its buttons: each closes it and hands its value to the route that presented it.
    var alert: NavGraphAlert<ReportReason> {
        // TODO(navgraph): Word the confirmation dialog and its buttons; the screen that presented it goes on from the value.
        NavGraphAlert(title: "ReportItem", message: nil, actions: [
            NavGraphAlertAction("spam", value: .spam),
            NavGraphAlertAction("offensive", value: .offensive),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}
