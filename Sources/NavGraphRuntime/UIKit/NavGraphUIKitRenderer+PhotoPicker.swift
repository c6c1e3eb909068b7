#if canImport(UIKit)
import UIKit
#if canImport(PhotosUI)
import Photos
import PhotosUI
#endif

/// Photo pickers under UIKit: a `PHPickerViewController` made from what the FlowController offers,
/// reading the shared photo library (so that each pick carries its asset identifier: a
/// configuration made without one "never returns asset identifiers"), presented as the system
/// presents it, whose delegate is the renderer's.
///
/// `picker(_:didFinishPicking:)` is "Called when the user completes a selection or dismisses
/// PHPickerViewController using the cancel button", and "The picker won't be automatically
/// dismissed when this method is called" (PHPicker.h): the renderer dismisses it, then reports the
/// items picked, or Cancel (no items), which ends the route without feedback. The next
/// presentation waits for that dismissal as it waits for an answered alert's.
extension NavGraphUIKitRenderer {
    /// The photo picker for the entry `id`, or `nil` when its FlowController is not a photo
    /// picker screen.
    func photoPickerController(_ id: NavGraphEntryID) -> PHPickerViewController? {
        systemSheet(id, delegate: NavGraphPhotoPickerDelegate.init) { (screen: any NavGraphPhotoPickerScreen, delegate) in
            var configuration = PHPickerConfiguration(photoLibrary: .shared())
            configuration.selectionLimit = screen.photoPicker.selectionLimit
            configuration.filter = screen.photoPicker.pickerFilter
            let picker = PHPickerViewController(configuration: configuration)
            picker.delegate = delegate
            return picker
        }
    }
}

extension NavGraphPhotoPicker {
    /// The system's filter of the kinds offered: `nil` (every kind) when none is named.
    var pickerFilter: PHPickerFilter? {
        guard !kinds.isEmpty else { return nil }
        return .any(of: kinds.map { kind in
            switch kind {
            case .images: .images
            case .videos: .videos
            case .livePhotos: .livePhotos
            }
        })
    }
}

extension NavGraphPickedPhoto {
    /// The item of a UIKit pick: its asset identifier, and its data loaded from its item provider
    /// in the first representation the provider offers.
    /// On the main actor, where the delegate hands it over and its loading is asked.
    @MainActor
    init(_ result: PHPickerResult) {
        let provider = result.itemProvider
        self.init(itemIdentifier: result.assetIdentifier) {
            guard let type = provider.registeredTypeIdentifiers.first else { return nil }
            return try await withCheckedThrowingContinuation { continuation in
                _ = provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                    if let error { continuation.resume(throwing: error) } else { continuation.resume(returning: data) }
                }
            }
        }
    }
}

/// Reports a photo picker's end to the state machine, once the renderer has dismissed it: the
/// items picked, or Cancel.
@MainActor
final class NavGraphPhotoPickerDelegate: NavGraphSystemSheetDelegate, PHPickerViewControllerDelegate {
    func picker(_ controller: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        close(controller, reporting: results.isEmpty ? .dismissed(sheet) : .pickedPhotos(sheet, results.map(NavGraphPickedPhoto.init)))
    }
}
#endif
