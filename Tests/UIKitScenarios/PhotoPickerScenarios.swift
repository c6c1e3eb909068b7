import NavGraphRuntime
import UIKit

/// Photo pickers under UIKit: a `PHPickerViewController` made from what the FlowController offers,
/// reading the shared library, whose delegate hears Add or Cancel; the picker does not close by
/// itself (its header says so), so the renderer closes it and then reports the items or Cancel.
extension UIKitScenarios {
    static let photoPickerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "photoPickerPickThenPresent": photoPickerPickThenPresent,
        "photoPickerCancelled": photoPickerCancelled,
    ]

    /// The photo picker the window shows over the list, if any.
    private static func shownPhotoPicker(_ run: ScenarioRun) -> PHPickerViewController? {
        run.presented as? PHPickerViewController
    }

    static func photoPickerPickThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentPhotoPicker()
        run.settle()
        guard let picker = shownPhotoPicker(run) else { return run.expect(false, "no photo picker shown: \(String(describing: run.presented))") }
        let configuration = picker.configuration
        run.expect(configuration.selectionLimit == 3 && configuration.filter == .any(of: [.images, .videos]), "it offers what the FlowController says")
        run.expect(configuration.readsPhotoLibrary, "it reads the photo library, so the items carry their identifiers")
        run.expect(picker.delegate != nil, "the renderer is its delegate")
        picker.userPicks([("A", Data([1])), ("B", Data([2]))])
        run.settle()
        run.expect(run.journal == ["List got Photos 2"], "the opener got the screen's value of the items, identifiers and all: \(run.journal)")
        run.expect(picker.presentingViewController == nil, "the renderer closed the picker")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func photoPickerCancelled(_ run: ScenarioRun) {
        run.connect()
        run.list.presentPhotoPicker()
        run.settle()
        guard let picker = shownPhotoPicker(run) else { return run.expect(false, "no photo picker shown") }
        picker.userCancels()
        run.settle()
        run.expect(run.journal == ["List heard Photos ended"], "the route ended without feedback: \(run.journal)")
        run.expect(picker.presentingViewController == nil, "the renderer closed the picker")
        run.expect(run.presented == nil && run.top === run.list, "the list is on top")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
