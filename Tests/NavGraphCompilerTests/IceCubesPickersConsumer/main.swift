// Drives IceCubesApp's media pickers (Golden/realapps-icecubes-photos-picker) headlessly: the
// editor, a sheet that asks before a draft is thrown away, presents the photo library (four images
// or videos at most) and the Files browser over itself; the items picked reach the editor as its
// media, typed as the app's own value, and Cancel tells the editor's route it ended; with media
// attached the editor refuses a swipe, and a state saved with a picker open restores the editor
// without it. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: AppFlowController())
    guard let timeline = navigator.topFlowController as? TimelineFlowController else { return expect(false, "the timeline shows") }
    timeline.perform(.compose)
    guard let editor = navigator.topFlowController as? StatusEditorFlowController else { return expect(false, "the editor shows") }

    // The photo library over the editor; two items picked become the status's media.
    editor.perform(.photos)
    expect(navigator.visiblePath == [.app, .timeline, .statusEditor, .mediaPicker], "the library over the editor: \(navigator.visiblePath)")
    let picker = navigator.topFlowController as? MediaPickerFlowController
    expect(picker?.photoPicker == NavGraphPhotoPicker(selectionLimit: 4, kinds: [.images, .videos]), "four images or videos at most")
    let photos = ["A", "B"].map { id in NavGraphPickedPhoto(itemIdentifier: id, loadData: { Data(id.utf8) }) }
    expect(navigator.userPicksPhotos(photos), "the person picks two")
    expect(navigator.topFlowController === editor, "the library closed: \(navigator.visiblePath)")
    expect(editor.media == photos.map { PickedMedia(source: .library($0)) }, "the editor holds them: \(editor.media)")

    // Cancel hands nothing back; the route hears it ended.
    editor.perform(.photos)
    expect(navigator.userCancelsPhotoPicker(), "the person cancels")
    expect(editor.media.count == 2 && navigator.topFlowController === editor, "nothing added")

    // The Files browser: images, videos and audio, several at once.
    editor.perform(.files)
    let importer = navigator.topFlowController as? FileImporterFlowController
    expect(importer?.documentPicker.allowsMultipleSelection == true, "several files at once")
    let clip = URL(fileURLWithPath: "/private/var/mobile/clip.m4a")
    expect(navigator.userPicksDocuments([clip]), "the person picks a file")
    expect(editor.media.last == PickedMedia(source: .file(clip)), "the file is the third item")
    editor.perform(.files)
    expect(navigator.userCancelsDocumentPicker(), "the person cancels")
    expect(Heard.shared.events == ["picked 2 photos", "the photo library closed", "picked 1 files", "the Files browser closed"],
           "each route heard how it ended: \(Heard.shared.events)")

    // With media attached, a swipe does not throw the draft away.
    expect(!editor.isDismissible() && !navigator.userSwipesDownSheet(), "the swipe is refused")
    expect(navigator.topFlowController === editor, "the editor stays")

    // Saved with the library open: restored, the editor shows without it, as the system keeps none.
    editor.perform(.photos)
    do {
        let saved = try throughJSON(navigator.savedState!)
        let relaunched = NavGraphHeadlessNavigator()
        try relaunched.restore(saved, entry: AppFlowController())
        expect(relaunched.visiblePath == [.app, .timeline, .statusEditor], "restored without the picker: \(relaunched.visiblePath)")
    } catch {
        return expect(false, "the state goes through JSON and back: \(error)")
    }
    print("OK")
}

MainActor.assumeIsolated { drive() }
