/// A uniform type identifier (UniformTypeIdentifiers' `UTType`, which UIKit's document picker
/// takes): the double knows any identifier written in reverse-DNS form, as the system knows the
/// types it and the apps declare.
public struct UTType: Hashable, Sendable {
    /// The type's identifier.
    public let identifier: String

    /// "Creates a type based on an identifier", `nil` when it is not one.
    public init?(_ identifier: String) {
        guard identifier.contains("."), !identifier.hasPrefix("."), !identifier.hasSuffix(".") else { return nil }
        self.identifier = identifier
    }
}

/// The delegate a document picker reports the person's pick or Cancel to.
@MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// The person picked `urls`.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// "called if the user dismisses the document picker without selecting a document (using the
    /// Cancel button)" (UIDocumentPickerViewController.h).
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

/// The system's document picker (UIKit's `UIDocumentPickerViewController`), as its header
/// documents it:
/// - Cancel: "called if the user dismisses the document picker without selecting a document
///   (using the Cancel button)": the picker is dismissed, and the delegate told;
/// - a pick: the delegate gets the URLs. The header does not say that the picker dismisses itself
///   then, so the double leaves it on screen, the stricter reading: whoever relies on it closing
///   must close it.
@MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The delegate, held weakly.
    open weak var delegate: (any UIDocumentPickerDelegate)?
    /// Whether the person may pick several documents.
    open var allowsMultipleSelection = false
    /// The content types offered.
    public private(set) var contentTypes: [UTType] = []

    /// "Initializes the picker instance for selecting a document in a remote location, giving you
    /// access to the original document."
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(nibName: nil, bundle: nil)
        self.contentTypes = contentTypes
    }

    /// The person picks `urls` (one unless `allowsMultipleSelection`): the delegate is told.
    public func userPicks(_ urls: [URL]) {
        guard presentingViewController != nil, !isBeingDismissed, !urls.isEmpty, allowsMultipleSelection || urls.count == 1 else {
            return UIKitDouble.warn("the document picker is not on screen, or takes one document")
        }
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
    }

    /// The person taps Cancel: the picker is dismissed, and the delegate told.
    public func userCancels() {
        guard presentingViewController != nil, !isBeingDismissed else { return }
        dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }
}
