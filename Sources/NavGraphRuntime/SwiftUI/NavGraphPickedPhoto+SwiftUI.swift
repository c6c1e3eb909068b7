#if canImport(SwiftUI) && canImport(PhotosUI) && canImport(UIKit)
import PhotosUI
import SwiftUI
#if canImport(_PhotosUI_SwiftUI)
// `photosPicker` and `PhotosPickerItem` are the overlay that importing SwiftUI and PhotosUI
// together brings in; named here for compilers that do not cross-import (the Linux iOS type-check).
import _PhotosUI_SwiftUI
#endif

extension NavGraphPickedPhoto {
    /// The item of a SwiftUI pick: its identifier in the photo library, and its data loaded as
    /// `Data`, the representation the item offers ("loadTransferable(type:)").
    /// On the main actor, where the picker hands it over and its loading is asked.
    @MainActor
    init(_ item: PhotosPickerItem) {
        self.init(itemIdentifier: item.itemIdentifier) {
            try await withCheckedThrowingContinuation { continuation in
                _ = item.loadTransferable(type: Data.self) { @Sendable result in continuation.resume(with: result) }
            }
        }
    }
}
#endif
