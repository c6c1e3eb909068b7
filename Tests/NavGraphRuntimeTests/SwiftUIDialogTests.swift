import Foundation
import NavGraphRuntime
import Testing

/// Alerts, confirmation dialogs and document pickers through the SwiftUI navigator's bindings,
/// driven as `NavGraphDialogs` drives them: each is the item of its own modifier, a button (or a
/// pick) answers, and SwiftUI then writes `false`.
@MainActor
@Suite("SwiftUI navigator: alerts, confirmation dialogs and document pickers")
struct SwiftUIDialogTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private func list() throws -> NavGraphEntryID {
        try #require(navigator.navigation.entryID(of: app.list))
    }

    @Test("an alert is the item of the alert modifier only; a dialog, of the confirmation dialog modifier only")
    func itemsOfTheirOwnModifiers() throws {
        app.list.presentAlert()
        let alert = try #require(navigator.presented(over: try list(), as: .alert))
        #expect(navigator.state[alert]?.node == NavGraphNodeName(rawValue: TestAlert.named))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .alert {
            #expect(navigator.presented(over: try list(), as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.answer(alert, button: 2)
        navigator.setPresented(nil, over: try list(), as: .alert)
        app.list.presentAlert(.confirmationDialog)
        #expect(navigator.presented(over: try list(), as: .confirmationDialog) != nil)
        #expect(navigator.presented(over: try list(), as: .alert) == nil)
    }

    @Test("a button answers with its value; SwiftUI's dismissal that follows changes nothing more")
    func buttonThenDismissal() throws {
        app.list.presentAlert()
        let alert = try #require(navigator.presented(over: try list(), as: .alert))
        navigator.answer(alert, button: 0)
        navigator.setPresented(nil, over: try list(), as: .alert)
        #expect(app.journal.events == ["List got Confirm 1"])
        #expect(navigator.presented(over: try list(), as: .alert) == nil)
    }

    @Test("an alert's fields as typed go with the button SwiftUI reports")
    func textFields() throws {
        app.list.presentAlert(pageField: true)
        let alert = try #require(navigator.presented(over: try list(), as: .alert))
        navigator.answer(alert, button: 0, fields: ["7"])
        navigator.setPresented(nil, over: try list(), as: .alert)
        #expect(app.journal.events == ["List got Confirm 7"])
    }

    @Test("a button's handler that presents runs once SwiftUI has dismissed the alert, which it does after the action")
    func handlerAfterTheAlertIsDismissed() throws {
        app.list.presentAlert()
        let alert = try #require(navigator.presented(over: try list(), as: .alert))
        app.list.whenRouteEnds = { $0.present("Sheet") }
        navigator.answer(alert, button: 0)
        #expect(app.journal.events.isEmpty, "SwiftUI has not dismissed the alert yet")
        #expect(navigator.presented(over: try list(), as: .sheet) == nil, "no sheet asked of a view showing an alert")
        navigator.setPresented(nil, over: try list(), as: .alert)
        #expect(app.journal.events == ["List got Confirm 1"])
        #expect(navigator.presented(over: try list(), as: .sheet) != nil, "then the handler's sheet is presented")
    }

    @Test("a confirmation dialog tapped away writes nil: the route ends without feedback")
    func dialogTappedAway() throws {
        app.list.presentAlert(.confirmationDialog)
        navigator.setPresented(nil, over: try list(), as: .confirmationDialog)
        #expect(app.journal.events == ["List heard Confirm ended"])
    }

    // A document picker, driven as `NavGraphDialogs` drives `fileImporter`: the picker is the item
    // of its own modifier; a pick reported by `onCompletion` closes it, and the write of `false`
    // SwiftUI then makes changes nothing; a write of `false` with nothing picked is Cancel.

    @Test("the picker is the item of the file importer only; a pick hands back the screen's value, and the write of false after it is no dismissal")
    func pick() throws {
        app.list.presentDocumentPicker()
        let picker = try #require(navigator.presented(over: try list(), as: .fileImporter))
        for kind in NavGraphSwiftUINavigator.PresentationKind.allCases where kind != .fileImporter {
            #expect(navigator.presented(over: try list(), as: kind) == nil, "not drawn by \(kind)")
        }
        navigator.picked(picker, documents: [URL(fileURLWithPath: "/tmp/news.opml")])
        navigator.setPresented(nil, over: try list(), as: .fileImporter)
        #expect(app.journal.events == ["List got Import 1"])
        #expect(navigator.presented(over: try list(), as: .fileImporter) == nil)
    }

    @Test("a write of false with nothing picked is Cancel: the route ends without feedback")
    func cancel() throws {
        app.list.presentDocumentPicker()
        navigator.setPresented(nil, over: try list(), as: .fileImporter)
        #expect(app.journal.events == ["List heard Import ended"])
    }
}
