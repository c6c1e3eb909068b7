import Foundation
import NavGraphRuntime
import Testing

/// Document pickers on the headless navigator: a pick closes the picker and hands what its screen
/// makes of the URLs to the route that presented it; Cancel ends that route without feedback;
/// the picker is never saved.
@MainActor
@Suite("Headless navigator: document pickers")
struct HeadlessDocumentPickerTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private let feeds = [URL(fileURLWithPath: "/tmp/news.opml"), URL(fileURLWithPath: "/tmp/blogs.opml")]

    @Test("a pick closes the picker and hands the screen's value of the URLs to the presenting route")
    func pickHandsBackFeedback() {
        app.list.presentDocumentPicker()
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestDocumentPicker.named))
        #expect(navigator.userPicksDocuments(feeds))
        #expect(app.journal.events == ["List got Import 2"])
        #expect(navigator.topFlowController === app.list)
        #expect(!navigator.userPicksDocuments(feeds), "no picker any more")
    }

    @Test("Cancel, or a pick the screen makes nothing of, ends the route without feedback")
    func cancelEndsWithoutFeedback() {
        app.list.presentDocumentPicker()
        #expect(navigator.userCancelsDocumentPicker())
        #expect(app.journal.events == ["List heard Import ended"])
        app.list.presentDocumentPicker()
        #expect(navigator.userPicksDocuments([]))
        #expect(app.journal.events.last == "List heard Import ended")
    }

    @Test("the picker is the system's: no swipe or tap outside closes it, and no other screen takes a pick")
    func onlyItsOwnControls() {
        app.list.presentDocumentPicker()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(navigator.shownAlert == nil, "a picker is no alert")
        #expect(app.journal.events.isEmpty)
        #expect(navigator.userCancelsDocumentPicker())
        app.list.presentAlert()
        #expect(!navigator.userPicksDocuments(feeds), "an alert is no picker")
        #expect(!navigator.userCancelsDocumentPicker())
        #expect(navigator.shownAlert != nil)
    }

    @Test("a system sheet (a picker, a Safari view, a share sheet, a sign-in) is never saved: the screen that presented it comes back on top", arguments: ["Import", "Web", "Share", "Photos", "SignIn"])
    func notRestored(sheet: String) throws {
        app.list.push("Detail")
        let detail = try #require(navigator.topFlowController as? Screen)
        switch sheet {
        case TestSafari.named: detail.presentSafari()
        case TestShare.named: detail.presentShare()
        case TestPhotoPicker.named: detail.presentPhotoPicker()
        case TestWebAuthentication.named: detail.presentWebAuthentication()
        default: detail.presentDocumentPicker()
        }
        #expect(navigator.visiblePath.last != NavGraphNodeName(rawValue: "Detail"), "the sheet shows")
        let state = try RestoreRoundTrip.saved(navigator)
        let restored = try RestoreRoundTrip.relaunch(state)
        #expect(restored.visiblePath.last == NavGraphNodeName(rawValue: "Detail"), "\(restored.visiblePath)")
    }
}
