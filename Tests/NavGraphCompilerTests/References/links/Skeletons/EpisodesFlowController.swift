// EpisodesFlowController.swift: the FlowController of the screen Episodes.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen Episodes.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class EpisodesFlowController: NavGraphViewController, EpisodesFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Episodes once it is shown.
    func start() {
        // TODO(navgraph): Start Episodes: load what it shows.
    }
}
