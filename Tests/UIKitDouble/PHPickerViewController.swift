import Foundation

/// An item's representations, loaded on demand (Foundation's `NSItemProvider`, which Linux's
/// Foundation lacks, kept in the double's UIKit module as its `UTType` is). The double's holds data
/// of one type, and "Loads a copy of the provided object's data" by calling its handler at once.
open class NSItemProvider: NSObject {
    private let data: Data
    private let type: String

    /// An item whose `typeIdentifier` representation is `data` (the double's own maker).
    public init(data: Data, typeIdentifier: String) {
        self.data = data
        type = typeIdentifier
    }

    /// "An array of type identifiers for data representations of the item."
    open var registeredTypeIdentifiers: [String] { [type] }

    /// "Asynchronously copies the provided type identifier's data into a data object."
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String, completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        completionHandler(typeIdentifier == type ? data : nil, nil)
        return Progress(totalUnitCount: 1)
    }
}

/// The person's photo library (Photos' `PHPhotoLibrary`); the double has only the shared one.
public final class PHPhotoLibrary: Sendable {
    private static let library = PHPhotoLibrary()

    /// "Returns the shared photo library object."
    public class func shared() -> PHPhotoLibrary { library }
}

/// "A filter that restricts which types of assets PHPickerViewController can show" (PhotosUI's
/// `PHPickerFilter`): the double keeps the kinds it matches.
public struct PHPickerFilter: Hashable, Sendable {
    /// The kinds matched, each an asset kind's name.
    public let kinds: Set<String>

    /// "The filter for images."
    public static let images = PHPickerFilter(kinds: ["images"])
    /// "The filter for videos."
    public static let videos = PHPickerFilter(kinds: ["videos"])
    /// "The filter for live photos."
    public static let livePhotos = PHPickerFilter(kinds: ["livePhotos"])

    /// "Returns a new filter formed by OR-ing the filters in a given array."
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(kinds: subfilters.reduce(into: []) { $0.formUnion($1.kinds) })
    }
}

/// What a photo picker is made with (PhotosUI's `PHPickerConfiguration`).
public struct PHPickerConfiguration: Hashable, Sendable {
    /// "The maximum number of assets that can be selected. Default is 1." "Setting selectionLimit
    /// to 0 means maximum supported by the system."
    public var selectionLimit = 1
    /// "Types of assets that can be shown. Default is nil." "Setting filter to nil means all asset
    /// types can be shown."
    public var filter: PHPickerFilter?
    /// Whether it reads a photo library, and so returns asset identifiers.
    public private(set) var readsPhotoLibrary = false

    /// "Initializes a new configuration with the system photo library. This configuration never
    /// returns asset identifiers."
    public init() {}

    /// "Initializes a new configuration with the photoLibrary the picker should use."
    public init(photoLibrary: PHPhotoLibrary) {
        readsPhotoLibrary = true
    }
}

/// "A user selected asset from PHPickerViewController" (PhotosUI's `PHPickerResult`).
public struct PHPickerResult: Hashable {
    /// "Representations of the selected asset."
    public let itemProvider: NSItemProvider
    /// "The local identifier of the selected asset."
    public let assetIdentifier: String?
}

/// The delegate a photo picker reports the person's pick or Cancel to; PhotosUI isolates it to the
/// main actor (`NS_SWIFT_UI_ACTOR`).
@MainActor
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// "Called when the user completes a selection or dismisses PHPickerViewController using the
    /// cancel button." "The picker won't be automatically dismissed when this method is called."
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system's photo picker (PhotosUI's `PHPickerViewController`, kept in the double's UIKit
/// module as its `UTType` is), as PHPicker.h documents it:
/// - the person's Add or Cancel tells the delegate (`picker(_:didFinishPicking:)`, no results for
///   Cancel), and "The picker won't be automatically dismissed when this method is called": the
///   double leaves it on screen, whoever relies on it closing must close it;
/// - at most `selectionLimit` items (0: as many as the system allows), of the filter's kinds;
/// - a configuration made without a photo library "never returns asset identifiers".
@MainActor
open class PHPickerViewController: UIViewController {
    /// "The delegate to be notified."
    open weak var delegate: (any PHPickerViewControllerDelegate)?
    /// "The configuration passed in during initialization."
    public private(set) var configuration = PHPickerConfiguration()

    /// "Initializes a new picker with the configuration the picker should use."
    public convenience init(configuration: PHPickerConfiguration) {
        self.init(nibName: nil, bundle: nil)
        self.configuration = configuration
    }

    /// The person picks items of `kind` (`"images"`, …), each `Data` with its asset identifier, and
    /// taps Add: the delegate is told, the picker stays on screen.
    public func userPicks(_ items: [(identifier: String, data: Data)], ofKind kind: String = "images") {
        let limit = configuration.selectionLimit
        guard presentingViewController != nil, !isBeingDismissed, !items.isEmpty, limit == 0 || items.count <= limit,
              configuration.filter?.kinds.contains(kind) ?? true else {
            return UIKitDouble.warn("the photo picker is not on screen, takes fewer items, or does not show \(kind)")
        }
        let type = kind == "videos" ? "public.movie" : "public.image"
        delegate?.picker(self, didFinishPicking: items.map { item in
            PHPickerResult(
                itemProvider: NSItemProvider(data: item.data, typeIdentifier: type),
                assetIdentifier: configuration.readsPhotoLibrary ? item.identifier : nil)
        })
    }

    /// The person taps Cancel: the delegate is told with no results, the picker stays on screen.
    public func userCancels() {
        guard presentingViewController != nil, !isBeingDismissed else { return UIKitDouble.warn("the photo picker is not on screen") }
        delegate?.picker(self, didFinishPicking: [])
    }
}
