import NavGraphRuntime
import Testing

/// Alerts and confirmation dialogs on the headless navigator: a button closes the dialog and
/// hands its value to the route that presented it, whose handler goes on from there.
@MainActor
@Suite("Headless navigator: alerts and confirmation dialogs")
struct HeadlessAlertTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("the dialog on top is shown as the user reads it")
    func shownAlert() {
        #expect(navigator.shownAlert == nil)
        app.list.presentAlert()
        let alert = navigator.shownAlert
        #expect(alert?.kind == .alert)
        #expect(alert?.title == "Delete the note?")
        #expect(alert?.message == "It cannot be undone.")
        #expect(alert?.buttons.map(\.title) == ["Delete", "Keep", "Cancel"])
        #expect(alert?.buttons.map(\.role) == [.destructive, .default, .cancel])
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: TestAlert.named))
    }

    @Test("a button closes the dialog and hands its value to the presenting route")
    func buttonHandsBackItsValue() {
        app.list.presentAlert(.confirmationDialog)
        #expect(navigator.shownAlert?.kind == .confirmationDialog)
        #expect(navigator.userTapsAlertButton("Keep"))
        #expect(app.journal.events == ["List got Confirm 2"])
        #expect(navigator.topFlowController === app.list)
        #expect(navigator.shownAlert == nil)
        #expect(!navigator.userTapsAlertButton("Keep"), "no dialog any more")
    }

    @Test("an alert's text fields: what the person typed makes the button's value; untouched fields keep their text")
    func textFields() {
        app.list.presentAlert(pageField: true)
        #expect(navigator.shownAlert?.textFields == [NavGraphAlertTextField(placeholder: "Page", text: "1")])
        #expect(navigator.userTapsAlertButton("Go", typing: ["12"]))
        #expect(app.journal.events == ["List got Confirm 12"])
        app.list.presentAlert(pageField: true)
        #expect(navigator.userTapsAlertButton("Go"))
        #expect(app.journal.events.last == "List got Confirm 1", "the field's own text")
        app.list.presentAlert(pageField: true)
        #expect(navigator.userTapsAlertButton("Go", typing: ["twelve"]))
        #expect(app.journal.events.last == "List heard Confirm ended", "no value made of it: ended without feedback")
        app.list.presentAlert(.confirmationDialog, pageField: true)
        #expect(navigator.shownAlert?.textFields.isEmpty == true, "a confirmation dialog shows no fields")
    }

    @Test("a button without a value ends the route without feedback: the opener's DidEnd runs")
    func cancelEndsWithoutFeedback() {
        app.list.presentAlert()
        #expect(navigator.userTapsAlertButton("Cancel"))
        #expect(app.journal.events == ["List heard Confirm ended"])
    }

    @Test("a dialog is not swiped down or tapped away: only its buttons close it")
    func noGestures() {
        app.list.presentAlert()
        #expect(!navigator.userSwipesDownSheet())
        #expect(!navigator.userTapsOutsidePopover())
        #expect(!navigator.userTapsAlertButton("Open Settings"), "no such button")
        #expect(navigator.shownAlert != nil && app.journal.events.isEmpty)
    }

    @Test("the presenting screen's handler may present at once (an alert's Open Settings)")
    func handlerPresentsAtOnce() {
        app.list.whenRouteEnds = { list in list.present("Settings") }
        app.list.presentAlert()
        #expect(navigator.userTapsAlertButton("Delete"))
        #expect(app.journal.events == ["List got Confirm 1"])
        #expect(navigator.visiblePath.last == NavGraphNodeName(rawValue: "Settings"))
    }

    @Test("a button reported twice (UIKit's block after the user's tap was followed) changes nothing the second time")
    func answeredTwice() {
        app.list.presentAlert()
        let top = navigator.state.top!
        navigator.navigation.userDid(.answered(top, button: 0))
        #expect(app.journal.events == ["List got Confirm 1"])
        #expect(navigator.navigation.userAsks(.answered(top, button: 0)) == .doesNotApply, "the dialog is gone")
    }
}
