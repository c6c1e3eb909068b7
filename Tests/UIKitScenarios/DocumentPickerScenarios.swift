import NavGraphRuntime
import UIKit

/// Document pickers under UIKit: a `UIDocumentPickerViewController` made from what the
/// FlowController offers, whose delegate reports a pick (the picker closed by the renderer, as
/// the header does not say it closes itself) or Cancel (the person's dismissal).
extension UIKitScenarios {
    static let documentPickerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "documentPickerPickThenPresent": documentPickerPickThenPresent,
        "documentPickerCancelled": documentPickerCancelled,
    ]

    /// The document picker the window shows over the list, if any.
    private static func shownPicker(_ run: ScenarioRun) -> UIDocumentPickerViewController? {
        run.presented as? UIDocumentPickerViewController
    }

    static func documentPickerPickThenPresent(_ run: ScenarioRun) {
        run.connect()
        run.list.whenRouteEnds = { list in list.present("Settings") }
        run.list.presentDocumentPicker()
        run.settle()
        guard let picker = shownPicker(run) else { return run.expect(false, "no document picker shown: \(String(describing: run.presented))") }
        run.expect(picker.contentTypes.map(\.identifier) == ["org.opml.opml"] && picker.allowsMultipleSelection, "it offers what the FlowController says")
        run.expect(picker.delegate != nil, "the renderer is its delegate")
        picker.userPicks([URL(fileURLWithPath: "/tmp/news.opml"), URL(fileURLWithPath: "/tmp/blogs.opml")])
        run.settle()
        run.expect(run.journal == ["List got Import 2"], "the opener got the screen's value of the URLs: \(run.journal)")
        run.expect(picker.presentingViewController == nil, "the renderer closed the picker")
        run.expect(run.top?.navGraphNode.rawValue == "Settings", "the handler's route was taken: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.presented === run.top, "Settings is presented")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open")
    }

    static func documentPickerCancelled(_ run: ScenarioRun) {
        run.connect()
        run.list.presentDocumentPicker()
        run.settle()
        guard let picker = shownPicker(run) else { return run.expect(false, "no document picker shown") }
        picker.userCancels()
        run.settle()
        run.expect(run.journal == ["List heard Import ended"], "the route ended without feedback: \(run.journal)")
        run.expect(run.presented == nil, "nothing is presented")
        run.expect(run.top === run.list, "the list is on top")
        run.list.present("Sheet")
        run.settle()
        run.expect(run.presented === run.top && run.top?.navGraphNode.rawValue == "Sheet", "the list presents again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}
