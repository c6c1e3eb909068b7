import NavGraphRuntime
import Testing

/// The person logs out (`personLoggedOut(keepingPendingLink:)`): a link kept for them does not
/// open for whoever logs in next, and until the app shows its log-in, links ask the switch flow
/// even where it still shows the logged-in side.
@MainActor
@Suite("Headless navigator: logging out")
final class HeadlessLogOutTests: HeadlessAppSuite {
    @Test("a link kept behind a running transition is dropped when the person logs out; nothing opens once it ends")
    func keptLinkDropped() {
        navigator.holdsTransitions = true
        app.list.push("Other")
        #expect(!navigator.navigation.open("7", placement: placements.detail) && navigator.navigation.hasPendingLink)
        navigator.navigation.personLoggedOut()
        #expect(!navigator.navigation.hasPendingLink)
        navigator.completeTransitions()
        #expect(path == ["Root", "Main", "Feed", "Other"])
        #expect(!app.journal.events.contains("Detail started with 7"))
    }

    @Test("the app may keep a link anyone may see: it opens as before")
    func keptWhenTheAppSaysSo() {
        navigator.holdsTransitions = true
        app.list.push("Other")
        navigator.navigation.open("help", placement: placements.detail)
        navigator.navigation.personLoggedOut { ($0 as? String) == "help" }
        #expect(navigator.navigation.hasPendingLink)
        navigator.completeTransitions()
        #expect(path == ["Root", "Main", "Feed", "Detail"] && app.journal.events.contains("Detail started with help"))
    }

    @Test("a link the gate kept for a log-in is dropped when the person gives up and logs out: the next log-in opens nothing")
    func linkKeptForTheLogInDropped() {
        let loggedOut = LoggedOut(app)
        #expect(loggedOut.keepLinkPending(placements, on: navigator.navigation))
        navigator.navigation.personLoggedOut()
        loggedOut.form.open("3", placement: placements.menu)
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the next person's own route opens")
        #expect(!app.journal.events.contains("Detail started with 7"), "the link kept before does not")
    }

    @Test("logged out while the logged-in side still shows: a link asks the switch flow though it shows the child, until it switches")
    func gateAskedWhileTheLoggedInSideShows() {
        #expect(navigator.navigation.open("1", placement: placements.detail) && placements.gate.asked == 0, "logged in: the shown child is not asked about")
        #expect(navigator.userTapsBack())
        placements.gate.open = false
        navigator.navigation.personLoggedOut()
        #expect(!navigator.navigation.open("2", placement: placements.detail), "the gate refuses")
        #expect(placements.gate.asked == 1 && navigator.navigation.hasPendingLink)
        #expect(path == ["Root", "Main", "Feed", "List"] && !app.journal.events.contains("Detail started with 2"))
        navigator.navigation.discardPendingLink()
        _ = LoggedOut(app)
        placements.gate.open = true
        #expect(navigator.navigation.open("3", placement: placements.detail) && placements.gate.asked == 2, "switching asks, as ever")
        #expect(navigator.navigation.open("4", placement: placements.detail) && placements.gate.asked == 2,
                "the new logged-in side is not asked again: the log-in switched the flow")
    }
}
