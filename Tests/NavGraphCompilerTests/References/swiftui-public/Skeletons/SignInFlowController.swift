// SignInFlowController.swift: the FlowController of the screen SignIn.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(SwiftUI)
import SwiftUI
#endif

/// The FlowController of the screen SignIn: Asks who is writing.
///
/// It owns the transitions; the view only reports events (for example through its view model). It is a plain object; the navigator shows its `view`.
@MainActor
final class SignInFlowController: SignInFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts SignIn once it is shown.
    func start() {
        // TODO(navgraph): Start SignIn: load what it shows.
    }

    #if canImport(SwiftUI)
    /// The view of SignIn; it reports the person's actions to this FlowController.
    var view: some View {
        // TODO(navgraph): Show SignIn.
        Text("SignIn")
    }
    #endif
}
