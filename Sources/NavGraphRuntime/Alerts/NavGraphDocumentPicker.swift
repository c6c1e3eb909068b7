import Foundation

/// What a document picker offers: the kinds of document the person may pick, as uniform type
/// identifiers (`"public.data"` is any document, `"org.opml.opml"` an OPML file), and whether
/// several may be picked at once. UIKit's `UIDocumentPickerViewController(forOpeningContentTypes:)`
/// and SwiftUI's `fileImporter` both open the documents in place, handing back their URLs.
public struct NavGraphDocumentPicker: Hashable, Sendable {
    /// The uniform type identifiers of the documents offered; an identifier the system does not
    /// know offers nothing.
    public var contentTypes: [String]
    /// Whether the person may pick several documents.
    public var allowsMultipleSelection: Bool

    /// A picker of `contentTypes`, of one document unless `allowsMultipleSelection`.
    public init(contentTypes: [String], allowsMultipleSelection: Bool = false) {
        self.contentTypes = contentTypes
        self.allowsMultipleSelection = allowsMultipleSelection
    }
}

/// The FlowController of a document picker (`kind: documentPicker`): it says what the picker
/// offers, and makes the screen's feedback from the documents the person picked. The system shows
/// the picker (UIKit's `UIDocumentPickerViewController`, SwiftUI's `fileImporter`); Cancel ends
/// the route that presented it without feedback.
@MainActor
public protocol NavGraphDocumentPickerScreen: NavGraphSystemOwnedScreen {
    /// What the picked documents hand back.
    associatedtype Feedback: Sendable
    /// What the picker offers, read when it is shown.
    var documentPicker: NavGraphDocumentPicker { get }
    /// The value the picked documents hand back to the route that presented the picker; `nil`
    /// ends the route without feedback.
    func feedback(fromDocuments urls: [URL]) -> Feedback?
}

extension NavGraphDocumentPickerScreen where Feedback == [URL] {
    /// The picked documents are the feedback, as picked.
    public func feedback(fromDocuments urls: [URL]) -> [URL]? { urls }
}

extension NavGraphDocumentPickerScreen where Feedback == Never {
    /// A picker that hands nothing back: its route only ends.
    public func feedback(fromDocuments urls: [URL]) -> Never? { nil }
}
