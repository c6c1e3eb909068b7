// ScanCodeFlowController.swift: the FlowController of the screen ScanCode.
// Created once by `navgraph scaffold`; this file is yours and is never overwritten.
// Fill in the places marked TODO(navgraph):

import Foundation

#if canImport(UIKit)
import UIKit
#endif

/// The FlowController of the screen ScanCode: Reads an item's code with the camera.
///
/// It owns the transitions; the view only reports events (for example through its view model). On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view.
final class ScanCodeFlowController: NavGraphViewController, ScanCodeFlowControlling {
    /// The navigator that shows this FlowController; set when it is shown.
    weak var navigator: (any NavGraphNavigator)?

    /// Starts ScanCode once it is shown.
    func start() {
        // TODO(navgraph): Start ScanCode: load what it shows.
    }

    // TODO(navgraph): When the person is done, call `finish(with:)` with what this screen hands back;
    // on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.
}
