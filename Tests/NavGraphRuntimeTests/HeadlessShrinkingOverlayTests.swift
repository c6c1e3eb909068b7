import Foundation
import NavGraphRuntime
import Testing

/// An overlay that shrinks (`shrinks: app`, the chat app's call) on the headless navigator: its
/// screen shrinks it into picture in picture, where it floats under its flow and links, routes
/// and presentations below run as if it were not there; expanded, it goes back over the top-most
/// presentation and holds links again; it finishes from either form.
@MainActor
@Suite("Headless navigator: an overlay that shrinks")
final class HeadlessShrinkingOverlayTests: HeadlessAppSuite {
    /// Shows the call from the tabs flow and shrinks it; returns its screen.
    private func shrunkCall() throws -> Screen {
        let call = try showOverlay("Call", TestGraph.call)
        call.shrinkOverlay()
        return call
    }

    @Test("shrunk, it leaves what a person sees and a link opens below it while it keeps running")
    func aLinkOpensBelow() throws {
        let call = try shrunkCall()
        #expect(path == ["Root", "Main", "Feed", "List"], "\(path)")
        #expect(navigator.navigation.state.floatingOverlays.count == 1)
        #expect(navigator.navigation.open("7", placement: placements.detail), "the link did not wait")
        #expect(path.last == "Detail", "\(path)")
        #expect(navigator.navigation.entryID(of: call) != nil, "the call is still there, the same screen")
    }

    @Test("shrunk, routes and presentations below run, and its flow's own sheet once nothing is presented")
    func routesBelowRun() throws {
        _ = try shrunkCall()
        app.list.push("Detail")
        #expect(path.last == "Detail", "\(path)")
        let detail = try #require(navigator.topFlowController as? Screen)
        detail.present("Sheet")
        #expect(path.last == "Sheet", "\(path)")
        app.main.present("Report")
        #expect(path.last == "Sheet", "a flow's route waits for the sheet, as ever: \(path)")
        (navigator.topFlowController as? Screen)?.finish()
        app.main.present("Report")
        #expect(path.last == "Report", "the flow presents its sheet again: \(path)")
    }

    @Test("expanded, it goes back over the top-most presentation and holds links and routes again")
    func expandingHoldsLinksAgain() throws {
        let call = try shrunkCall()
        app.list.present("Sheet")
        let sheet = try #require(navigator.topFlowController as? Screen)
        call.expandOverlay()
        #expect(path.suffix(2) == ["Sheet", "Call"], "\(path)")
        #expect(navigator.navigation.state.floatingOverlays.isEmpty)
        #expect(!navigator.navigation.open("7", placement: placements.detail), "the link waits behind it")
        sheet.push("Detail")
        #expect(path.last == "Call", "nothing below routes: \(path)")
        call.finish(with: 3)
        #expect(path.last == "Detail", "the waiting link opened once it closed: \(path)")
        #expect(app.journal.events.contains("Main got Call 3"), "\(app.journal.events)")
    }

    @Test("finished while shrunk, it closes from under its flow, which hears its feedback, whatever refuses to close below")
    func finishingWhileShrunk() throws {
        let call = try shrunkCall()
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true, dismissible: false))
        #expect(path.last == "Compose", "\(path)")
        call.finish(with: 5)
        #expect(navigator.navigation.entryID(of: call) == nil)
        #expect(navigator.navigation.state.floatingOverlays.isEmpty)
        #expect(path.last == "Compose", "what is below stays: \(path)")
        #expect(app.journal.events.last == "Main got Call 5", "\(app.journal.events)")
    }

    @Test("an overlay that does not shrink, a screen in none and a shrunk one asked again only log; a second overlay waits for a floating one")
    func refusals() throws {
        app.main.present("Lock", TestGraph.overlay)
        let lock = try #require(navigator.topFlowController as? Screen)
        lock.shrinkOverlay()
        #expect(path.last == "Lock", "\(path)")
        #expect(navigator.ignoredRequests.last?.contains("no overlay that shrinks") == true, "\(navigator.ignoredRequests)")
        lock.finish()
        app.list.shrinkOverlay()
        #expect(navigator.ignoredRequests.last?.contains("no overlay that shrinks") == true, "\(navigator.ignoredRequests)")
        let call = try shrunkCall()
        let before = navigator.navigation.state
        call.shrinkOverlay()
        #expect(navigator.navigation.state == before, "shrunk already")
        app.main.present("Lock", TestGraph.overlay)
        #expect(path.last == "List", "\(path)")
        #expect(navigator.ignoredRequests.last?.contains("an overlay shown already") == true, "\(navigator.ignoredRequests)")
    }

    @Test("it does not shrink while something is presented over it")
    func notWithAPresentationOverIt() throws {
        let call = try showOverlay("Call", TestGraph.call)
        call.present("Sheet")
        call.shrinkOverlay()
        #expect(path.suffix(2) == ["Call", "Sheet"], "\(path)")
        #expect(navigator.ignoredRequests.last?.contains("finish that first") == true, "\(navigator.ignoredRequests)")
    }

    @Test("a state saved while shrunk restores it expanded over what was on top, holding links")
    func savedWhileShrunk() throws {
        _ = try shrunkCall()
        app.list.present("Sheet")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let other = NavGraphHeadlessNavigator()
        try other.navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        #expect(other.visiblePath.map(\.rawValue).suffix(2) == ["Sheet", "Call"], "\(other.visiblePath)")
        #expect(!other.navigation.open("7", placement: placements.detail), "the restored call holds links")
        (other.topFlowController as? Screen)?.shrinkOverlay()
        #expect(other.visiblePath.last?.rawValue == "Detail", "it shrinks again, and the link that waited opens below: \(other.visiblePath)")
    }
}
