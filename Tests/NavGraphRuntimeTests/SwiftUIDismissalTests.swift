import NavGraphRuntime
import Testing

/// `dismissible: app` under SwiftUI: the sheet's `interactiveDismissDisabled` is the screen's
/// answer (`isInteractivelyDismissible(_:)`), read again whenever the screen says its answer
/// changed (`presentationChanged()`); a nil item SwiftUI writes all the same is refused, the
/// screen hears the attempt, and the views put the sheet back.
@MainActor
@Suite("SwiftUI navigator: a sheet whose screen decides its dismissal")
struct SwiftUIDismissalTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    @Test("interactiveDismissDisabled follows the screen's answer, redrawn when it changes; a nil item while it refuses is put back")
    func sheetFollowsTheScreen() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Compose", NavGraphPresentationOptions(appDecidesDismissal: true))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        let compose = try #require(navigator.navigation.flowController(for: sheet) as? Screen)
        #expect(navigator.isInteractivelyDismissible(sheet))
        var redraws = 0
        navigator.stateDidChange = { redraws += 1 }
        compose.holdsDraft = true
        compose.presentationChanged()
        #expect(redraws == 1, "SwiftUI reads the answer again")
        #expect(!navigator.isInteractivelyDismissible(sheet))
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .sheet) == sheet && redraws == 2, "the views show the sheet again")
        #expect(app.journal.events == ["Compose refused to close"])
        compose.holdsDraft = false
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(app.journal.events.last == "List heard Compose ended")
    }

    @Test("a link waits for the draft, whose sheet a pop inside does not close; once the draft is gone, a link waits for a pop inside")
    func linkWaitsForTheDraftAndForTheGesture() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        let placements = TestPlacements(journal: app.journal)
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true, appDecidesDismissal: true))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        let compose = try #require(navigator.topFlowController as? Screen)
        compose.holdsDraft = true
        let popRecipients = { [navigator] in
            compose.push("Recipients")
            let recipients = try #require(navigator.navigation.state.top)
            navigator.viewAppeared(recipients)
            navigator.setPath([], of: sheet)
            #expect(navigator.navigation.isUserGestureInProgress, "the person's pop goes on until its view is gone")
            return recipients
        }
        let first = try popRecipients()
        #expect(!navigator.navigation.open("7", placement: placements.detail))
        navigator.viewDisappeared(first)
        #expect(navigator.navigation.hasPendingLink && navigator.presented(over: list, as: .sheet) == sheet, "the pop ended, the draft holds the link")

        navigator.navigation.discardPendingLink()
        compose.holdsDraft = false
        let second = try popRecipients()
        #expect(!navigator.navigation.open("8", placement: placements.detail), "no draft now, but the person's pop is still going on")
        #expect(navigator.presented(over: list, as: .sheet) == sheet)
        navigator.viewDisappeared(second)
        #expect(navigator.presented(over: list, as: .sheet) == nil && !navigator.navigation.hasPendingLink)
        #expect(app.journal.events.contains("Detail started with 8") && !app.journal.events.contains("Detail started with 7"))
    }

    @Test("a sheet that is not dismissible is never interactively dismissible, whatever its screen says")
    func notDismissibleStays() throws {
        let list = try #require(navigator.navigation.entryID(of: app.list))
        app.list.present("Verify", NavGraphPresentationOptions(dismissible: false))
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(!navigator.isInteractivelyDismissible(sheet))
    }
}
