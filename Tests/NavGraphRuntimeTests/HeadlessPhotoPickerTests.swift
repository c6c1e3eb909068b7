import Foundation
import NavGraphRuntime
import Testing

/// Photo pickers on the headless navigator: a pick closes the picker and hands what its screen
/// makes of the items to the route that presented it; Cancel, or nothing picked, ends that route
/// without feedback; a picked item loads its data when asked. (That it is never saved is
/// HeadlessDocumentPickerTests' `notRestored`.)
@MainActor
@Suite("Headless navigator: photo pickers")
struct HeadlessPhotoPickerTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    /// A photo of the library (`identifier`) or from elsewhere (`nil`), whose data is `bytes`.
    private func photo(_ identifier: String?, _ bytes: [UInt8] = [1, 2, 3]) -> NavGraphPickedPhoto {
        NavGraphPickedPhoto(itemIdentifier: identifier) { Data(bytes) }
    }

    @Test("a pick closes the picker and hands the screen's value of the items to the presenting route")
    func pickHandsBackFeedback() {
        app.list.presentPhotoPicker()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestPhotoPicker.named))
        #expect(navigator.userPicksPhotos([photo("A"), photo("B"), photo(nil)]))
        #expect(app.journal.events == ["List got Photos 2"])
        #expect(navigator.topFlowController === app.list)
        #expect(!navigator.userPicksPhotos([photo("A")]), "no picker any more")
    }

    @Test("Cancel, or a pick of nothing, ends the route without feedback")
    func cancelEndsWithoutFeedback() {
        app.list.presentPhotoPicker()
        #expect(navigator.userCancelsPhotoPicker())
        #expect(app.journal.events == ["List heard Photos ended"])
        app.list.presentPhotoPicker()
        #expect(navigator.userPicksPhotos([]))
        #expect(app.journal.events == ["List heard Photos ended", "List heard Photos ended"])
    }

    @Test("the picker is the system's: no swipe or tap outside closes it, and no other system sheet's controls do")
    func onlyItsOwnControls() {
        app.list.presentPhotoPicker()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(!navigator.userPicksDocuments([URL(fileURLWithPath: "/tmp/a.jpg")]), "a photo picker is no document picker")
        #expect(!navigator.userCancelsDocumentPicker())
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userCancelsPhotoPicker())
        app.list.presentDocumentPicker()
        #expect(!navigator.userPicksPhotos([photo("A")]), "a document picker is no photo picker")
        #expect(!navigator.userCancelsPhotoPicker())
    }

    @Test("a picked item loads its data when asked, and copies of one pick are one item")
    func loadsData() async throws {
        let picked = photo("A", [7, 8])
        let copy = picked
        #expect(try await copy.loadData() == Data([7, 8]))
        #expect(copy == picked && picked != photo("A", [7, 8]), "another pick of the same asset is another item")
    }
}

/// A photo picker through the SwiftUI navigator's bindings, driven as `NavGraphDialogs` drives
/// `photosPicker`: the picker is the item of its own modifier; the items written to its selection
/// close it, and the write of `false` SwiftUI then makes changes nothing; a write of `false` with
/// nothing picked is Cancel.
@MainActor
@Suite("SwiftUI navigator: photo pickers")
struct SwiftUIPhotoPickerTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the picker is the item of the photos picker only; a pick hands back the screen's value, and the write of false after it is no dismissal")
    func pick() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentPhotoPicker()
        let picker = try #require(navigator.presented(over: list, as: .photosPicker))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .photosPicker {
            #expect(navigator.presented(over: list, as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.pickedPhotos(picker, photos: [NavGraphPickedPhoto(itemIdentifier: "A") { nil }])
        navigator.setPresented(nil, over: list, as: .photosPicker)
        #expect(app.journal.events == ["List got Photos 1"])
        #expect(navigator.presented(over: list, as: .photosPicker) == nil)
    }

    @Test("a write of false with nothing picked is Cancel: the route ends without feedback")
    func cancel() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.presentPhotoPicker()
        navigator.setPresented(nil, over: list, as: .photosPicker)
        #expect(app.journal.events == ["List heard Photos ended"])
    }
}
