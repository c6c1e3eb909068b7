// MainFlowController.swift: the FlowController of the tabs flow Main.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the tabs flow Main.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows what it starts.
@MainActor
final class MainFlowController: MainFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Makes the Folders FlowController, one of the tabs.
    func makeFolders() -> any FoldersFlowControlling {
        // TODO(navgraph): Configure Folders (for example its tab bar item).
        FoldersFlowController()
    }

    /// Makes the Settings FlowController, one of the tabs.
    func makeSettings() -> any SettingsFlowControlling {
        // TODO(navgraph): Configure Settings (for example its tab bar item).
        SettingsFlowController()
    }
}
