// Hand-written FlowControllers for IceCubesApp's media pickers (Golden/realapps-icecubes-photos-picker):
// the status editor's accessory bar opens the photo library and the Files browser, and what is
// picked becomes the status's media, as StatusEditor.ViewModel's `mediaPickers` and
// `processURLs(urls:)` make it; an editor holding text or media asks before it is swiped away.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// An item picked for the status, as the app's `MediaContainer` starts: its library identifier,
/// and where its data comes from (the picker's item, loaded on demand, or a file).
struct PickedMedia: Hashable, Sendable {
    enum Source: Hashable, Sendable {
        case library(NavGraphPickedPhoto)
        case file(URL)
    }
    let source: Source
}

/// What the screens' routes told them, in order, for main.swift.
@MainActor
final class Heard {
    static let shared = Heard()
    var events: [String] = []
}

final class AppFlowController: AppFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
}

final class TimelineFlowController: TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeCompose() -> any StatusEditorFlowControlling { StatusEditorFlowController() }
    func composeDidEnd() { Heard.shared.events.append("the editor closed") }
    #if canImport(SwiftUI)
    var view: some View { Text("Timeline") }
    #endif
}

final class StatusEditorFlowController: StatusEditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The status's text and media (the editor's `statusText` and `mediaContainers`).
    var text = ""
    private(set) var media: [PickedMedia] = []
    func start() {}

    /// A draft with text or media is not thrown away by a swipe (`shouldDisplayDismissWarning`).
    func isDismissible() -> Bool { text.isEmpty && media.isEmpty }

    func makePhotos() -> any MediaPickerFlowControlling { MediaPickerFlowController() }
    func makeFiles() -> any FileImporterFlowControlling { FileImporterFlowController() }
    func photosDidFinish(with feedback: [PickedMedia]) { media += feedback; Heard.shared.events.append("picked \(feedback.count) photos") }
    func filesDidFinish(with feedback: [URL]) { media += feedback.map { PickedMedia(source: .file($0)) }; Heard.shared.events.append("picked \(feedback.count) files") }
    func photosDidEnd() { Heard.shared.events.append("the photo library closed") }
    func filesDidEnd() { Heard.shared.events.append("the Files browser closed") }
    #if canImport(SwiftUI)
    var view: some View { Text("Editor") }
    #endif
}

/// `.photosPicker(isPresented:selection:maxSelectionCount: 4, matching: .any(of: [.images, .videos]))`.
final class MediaPickerFlowController: MediaPickerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    var photoPicker: NavGraphPhotoPicker { NavGraphPhotoPicker(selectionLimit: 4, kinds: [.images, .videos]) }
    func feedback(fromPhotos photos: [NavGraphPickedPhoto]) -> [PickedMedia]? { photos.map { PickedMedia(source: .library($0)) } }
}

/// `.fileImporter(isPresented:allowedContentTypes: [.image, .video, .audio], allowsMultipleSelection: true)`.
final class FileImporterFlowController: FileImporterFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    var documentPicker: NavGraphDocumentPicker {
        NavGraphDocumentPicker(contentTypes: ["public.image", "public.movie", "public.audio"], allowsMultipleSelection: true)
    }
}
