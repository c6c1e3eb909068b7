import NavGraphRuntime
import Testing

/// `style: open` routes: a screen opens another where the graph places it, as a link would
/// ("select the Chats tab, then push this room"), asking the switch flows on the way.
@MainActor
@Suite("Headless navigator: routes that open along a placement")
final class HeadlessOpenRouteTests: HeadlessAppSuite {
    @Test("a route from another tab selects the tab, pops its stack to the root and pushes the screen, in one transition")
    func crossTabRoute() throws {
        app.list.push("Other")
        app.list.navigator?.navigation.select(NavGraphNodeName(rawValue: "Settings"), from: try #require(navigator.topFlowController as? Screen)) { _ in }
        app.menu.present("Sheet")
        let sheet = try #require(navigator.topFlowController as? Screen)
        let drawn = navigator.drawnChanges.count
        sheet.open("42", placement: placements.detail)
        #expect(path == ["Root", "Main", "Feed", "Detail"])
        #expect(navigator.stack(containing: try #require(navigator.topFlowController)).map(\.navGraphNode.rawValue) == ["List", "Detail"])
        #expect(navigator.drawnChanges.count == drawn + 3, "the sheet dismissed, the tab selected, the stack set: one transition")
        #expect(app.journal.events == ["Detail started with 42", "Menu heard Sheet ended", "List heard Other ended"])
        #expect(placements.gate.asked == 0, "Root shows Main already: nobody is asked")
        let saved = try RestoreRoundTrip.saved(navigator)
        guard case .switch(let main) = saved.root.content, case .tabs(let tabs, _) = main.content, case .stack(let feed) = tabs[0].content else {
            Issue.record("Root → Main → Feed")
            return
        }
        #expect(feed.last?.opening == .init(route: nil, destination: "42"), "saved as a link's: its place reopens it")
        #expect(navigator.userTapsBack())
        #expect(path == ["Root", "Main", "Feed", "List"])
    }

    @Test("behind a closed gate the route does nothing and is not kept; once the gate is open it opens")
    func gateClosedThenOpen() throws {
        let loggedOut = LoggedOut(app)
        placements.gate.open = false
        loggedOut.form.open("7", placement: placements.detail)
        #expect(placements.gate.asked == 1)
        #expect(path == ["Root", "Login", "SignIn", "Form"], "nothing behind the log-in switch shows")
        #expect(!navigator.navigation.hasPendingLink, "a route is not kept like a link")

        placements.gate.open = true
        loggedOut.form.open("7", placement: placements.detail)
        #expect(path == ["Root", "Main", "Feed", "Detail"])
        #expect(app.journal.events.last == "Detail started with 7")
    }

    @Test("a route does not take the place of a link kept for later, and is refused from a screen under a sheet")
    func keptLinkStaysAndOnlyTheTopActs() throws {
        let loggedOut = LoggedOut(app)
        #expect(loggedOut.keepLinkPending(placements, on: navigator.navigation))
        placements.gate.open = false
        loggedOut.form.open("8", placement: placements.compose)
        #expect(navigator.navigation.hasPendingLink, "the link still waits")

        loggedOut.form.present("Sheet")
        let asked = placements.gate.asked
        loggedOut.form.open("8", placement: placements.compose)
        #expect(placements.gate.asked == asked, "Form is under the sheet: the route is ignored before anything is asked")
    }
}
