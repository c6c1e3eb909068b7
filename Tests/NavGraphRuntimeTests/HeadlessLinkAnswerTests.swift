import Foundation
import NavGraphRuntime
import Testing

/// Links whose target the app looks up (`await: true`), and "not this app's" (`orSystem: true`):
/// the link is pending while the app answers, a newer link replaces it, the gates on the way are
/// still asked, and a URL the app disowns goes to the system.
@MainActor
@Suite("Headless navigator: links the app answers")
final class HeadlessLinkAnswerTests: HeadlessAppSuite {
    let url = URL(string: "https://social.example/users/alice/statuses/7")!

    private func started(_ lookup: AnswerLookup) async {
        while !lookup.isWaiting { await Task.yield() }
    }

    @Test("the link waits for the app's answer, then opens what it answered where its placement says")
    func awaitedAnswerOpens() async {
        let lookup = AnswerLookup()
        let opened = navigator.navigation.open(url: url, answeredBy: { await lookup.wait() })
        #expect(!opened)
        await started(lookup)
        #expect(navigator.navigation.hasPendingLink)
        lookup.answer(.open("7", placement: placements.detail))
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"])
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test("a newer link replaces one whose answer is still looked up: the late answer opens nothing")
    func newerLinkReplaces() async {
        let lookup = AnswerLookup()
        let first = navigator.navigation.open(url: url, answeredBy: { await lookup.wait() })
        await started(lookup)
        let looking = navigator.navigation.linkAnswer
        #expect(!first && navigator.navigation.open("settings", placement: placements.menu))
        lookup.answer(.open("7", placement: placements.detail))
        await looking?.value
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Settings", "Menu"], "the late answer was dropped")
    }

    @Test("an answered destination behind a closed gate waits for the gate, as any link")
    func gateStillAsked() async {
        app.list.replace(with: Screen("Login", journal: app.journal))
        placements.gate.open = false
        navigator.navigation.open(url: url, answeredBy: { [placements] in .open("7", placement: placements.detail) })
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Login"] && navigator.navigation.hasPendingLink)
        #expect(placements.gate.asked == 1)
    }

    @Test("the person logs out while the app looks the link up: the answer opens nothing, unless the app keeps its destination")
    func answerAfterLogOut() async {
        let lookup = AnswerLookup()
        navigator.navigation.open(url: url, answeredBy: { await lookup.wait() })
        await started(lookup)
        navigator.navigation.personLoggedOut()
        lookup.answer(.open("7", placement: placements.detail))
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List"] && !navigator.navigation.hasPendingLink)
        #expect(!app.journal.events.contains("Detail started with 7"))

        let help = AnswerLookup()
        navigator.navigation.open(url: url, answeredBy: { await help.wait() })
        await started(help)
        navigator.navigation.personLoggedOut { ($0 as? String) == "help" }
        help.answer(.open("help", placement: placements.detail))
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail"] && app.journal.events.contains("Detail started with help"))
    }

    @Test("not this app's: the URL goes to the system, at once or once looked up, and nothing opens")
    func systemOpensTheURL() async {
        #expect(navigator.navigation.open(NavGraphLinkAnswer<String>.system, url: url))
        navigator.navigation.open(url: url, answeredBy: { NavGraphLinkAnswer<String>.system })
        await navigator.navigation.linkAnswer?.value
        #expect(navigator.urlsOpenedOutside == [url, url])
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List"] && !navigator.navigation.hasPendingLink)
    }
}
