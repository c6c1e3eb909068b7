// SettingsFlowController.swift: the FlowController of the screen Settings.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen Settings.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class SettingsFlowController: SettingsFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts Settings once it is shown.
    func start() {
        // TODO(navgraph): Start Settings: load what it shows.
    }

    #if canImport(SwiftUI)
    /// The view of Settings; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show Settings.
        Text("Settings")
    }

    /// The label of Settings's tab.
    var tabItem: some View {
        // TODO(navgraph): Label Settings's tab.
        Label("Settings", systemImage: "circle")
    }
    #endif
}
