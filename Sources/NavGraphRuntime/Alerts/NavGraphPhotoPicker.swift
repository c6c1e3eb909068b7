import Foundation

/// What a photo picker offers: how many items the person may pick, and which kinds. UIKit's
/// `PHPickerViewController` and SwiftUI's `photosPicker` both take these, out of process: the app
/// needs no access to the photo library.
public struct NavGraphPhotoPicker: Hashable, Sendable {
    /// A kind of item the picker shows (`PHPickerFilter`'s `images`, `videos`, `livePhotos`).
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Photos and other images.
        case images
        /// Videos.
        case videos
        /// Live Photos.
        case livePhotos
    }

    /// How many items the person may pick: 1 by default, 0 for as many as the system allows
    /// ("Setting selectionLimit to 0 means maximum supported by the system").
    public var selectionLimit: Int
    /// The kinds shown; empty shows every kind ("Setting filter to nil means all asset types can
    /// be shown").
    public var kinds: [Kind]

    /// A picker of up to `selectionLimit` items (0: no limit of the app's) of `kinds` (empty:
    /// every kind).
    public init(selectionLimit: Int = 1, kinds: [Kind] = []) {
        self.selectionLimit = selectionLimit
        self.kinds = kinds
    }
}

/// An item the person picked in a photo picker: UIKit's `PHPickerResult` and SwiftUI's
/// `PhotosPickerItem` as one value, since the headless, UIKit and SwiftUI navigators run one state
/// machine and neither type exists headless. Its data is loaded on demand, as both load it.
public struct NavGraphPickedPhoto: Hashable, Sendable {
    /// The photo library's local identifier of the item (`assetIdentifier`, `itemIdentifier`):
    /// the runtime's pickers read the shared library, so it is known there; `nil` where the item
    /// came from elsewhere.
    public let itemIdentifier: String?
    private let loader: Loader

    /// An item of `itemIdentifier` whose data `loadData` loads, on the main actor (where the
    /// system's item provider or picker item is asked).
    public init(itemIdentifier: String?, loadData: @escaping @MainActor () async throws -> Data?) {
        self.itemIdentifier = itemIdentifier
        loader = Loader(load: loadData)
    }

    /// The item's data in the representation the system offers first (an image's, a video's);
    /// `nil` when it offers none.
    @MainActor
    public func loadData() async throws -> Data? {
        try await loader.load()
    }

    /// Two values are one item when they come from one pick of it.
    public static func == (lhs: NavGraphPickedPhoto, rhs: NavGraphPickedPhoto) -> Bool {
        lhs.loader === rhs.loader
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(loader))
    }

    /// The loading, shared by the copies of one picked item.
    private final class Loader: Sendable {
        let load: @MainActor () async throws -> Data?

        init(load: @escaping @MainActor () async throws -> Data?) {
            self.load = load
        }
    }
}

/// The FlowController of a photo picker (`kind: photoPicker`): it says what the picker offers, and
/// makes the screen's feedback from the items the person picked. The system shows the picker
/// (UIKit's `PHPickerViewController`, SwiftUI's `photosPicker`); Cancel, or nothing picked, ends the
/// route that presented it without feedback.
@MainActor
public protocol NavGraphPhotoPickerScreen: NavGraphSystemOwnedScreen {
    /// What the picked items hand back.
    associatedtype Feedback: Sendable
    /// What the picker offers, read when it is shown.
    var photoPicker: NavGraphPhotoPicker { get }
    /// The value the picked items (never none) hand back to the route that presented the picker;
    /// `nil` ends the route without feedback.
    func feedback(fromPhotos photos: [NavGraphPickedPhoto]) -> Feedback?
}

extension NavGraphPhotoPickerScreen where Feedback == [NavGraphPickedPhoto] {
    /// The picked items are the feedback, as picked.
    public func feedback(fromPhotos photos: [NavGraphPickedPhoto]) -> [NavGraphPickedPhoto]? { photos }
}

extension NavGraphPhotoPickerScreen where Feedback == Never {
    /// A picker that hands nothing back: its route only ends.
    public func feedback(fromPhotos photos: [NavGraphPickedPhoto]) -> Never? { nil }
}
