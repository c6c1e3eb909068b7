#if canImport(UIKit)
import UIKit
#if canImport(UniformTypeIdentifiers)
import UniformTypeIdentifiers
#endif

/// Document pickers under UIKit: a `UIDocumentPickerViewController` made from what the
/// FlowController offers, presented like any presentation, whose delegate is the renderer's.
///
/// Cancel is "called if the user dismisses the document picker without selecting a document
/// (using the Cancel button)" (UIDocumentPickerViewController.h): the person's dismissal, which
/// ends the route without feedback. A pick hands the URLs to the state machine, which makes the
/// screen's feedback of them; the header does not say that the picker then dismisses itself, so
/// the renderer dismisses it when it still shows, and the next presentation waits for that
/// dismissal as it waits for an answered alert's.
extension NavGraphUIKitRenderer {
    /// The document picker for the entry `id`, or `nil` when its FlowController is not a
    /// document picker screen.
    func documentPickerController(_ id: NavGraphEntryID) -> UIDocumentPickerViewController? {
        systemSheet(id, delegate: NavGraphDocumentPickerDelegate.init) { (screen: any NavGraphDocumentPickerScreen, delegate) in
            let offered = screen.documentPicker
            let picker = UIDocumentPickerViewController(forOpeningContentTypes: offered.contentTypes.compactMap { UTType($0) })
            picker.allowsMultipleSelection = offered.allowsMultipleSelection
            picker.delegate = delegate
            return picker
        }
    }
}

/// Reports a document picker's end to the state machine: the documents picked, or Cancel.
@MainActor
final class NavGraphDocumentPickerDelegate: NavGraphSystemSheetDelegate, UIDocumentPickerDelegate {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        close(controller, reporting: .picked(sheet, documents: urls))
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        report(.dismissed(sheet))
    }
}
#endif
