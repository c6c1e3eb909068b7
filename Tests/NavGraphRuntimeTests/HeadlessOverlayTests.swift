import Foundation
import NavGraphRuntime
import Testing

/// An overlay (`presentation: overlay`) on the headless navigator: a flow's own route shows it
/// above every presentation, whatever is shown over the flow; what is below stays as it was (not
/// dismissed, not made again); links and notifications wait behind it; nothing below routes or
/// closes until its own screen finishes; it is saved and restored through the flow.
@MainActor
@Suite("Headless navigator: an overlay above everything")
final class HeadlessOverlayTests: HeadlessAppSuite {
    /// Shows the app lock from the tabs flow; returns its screen.
    private func lock() throws -> Screen {
        try showOverlay("Lock", TestGraph.overlay)
    }

    @Test("shown over a sheet that covers the tabs, which stays below, the same screen; its finish hands the flow its feedback")
    func coversASheetAndKeepsIt() throws {
        app.list.present("Sheet")
        let sheet = try #require(navigator.topFlowController as? Screen)
        let lock = try lock()
        #expect(path == ["Root", "Main", "Feed", "List", "Sheet", "Lock"])
        lock.finish(with: 1)
        #expect(path == ["Root", "Main", "Feed", "List", "Sheet"])
        #expect(navigator.topFlowController === sheet, "the sheet was neither dismissed nor made again")
        #expect(app.journal.events == ["Main got Lock 1"], "\(app.journal.events)")
    }

    @Test("shown and closed above the app's own presentations, which stay shown, as UIKit leaves them in the window below", arguments: [false, true])
    func keepsTheAppsOwnPresentations(refusing: Bool) throws {
        let composer = navigator.appPresents(refusingDismissal: refusing)
        let lock = try lock()
        #expect(composer.isShown, "showing the lock closed the app's composer")
        lock.finish(with: 1)
        #expect(composer.isShown, "closing the lock closed the app's composer")
        #expect(navigator.appPresentationsShown.count == 1)
    }

    @Test("shown over a presentation that refuses to close, which a route of the flow's own may not pass")
    func coversWhatRefusesToClose() throws {
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true, appDecidesDismissal: true))
        (navigator.topFlowController as? Screen)?.holdsDraft = true
        let lock = try lock()
        #expect(path == ["Root", "Main", "Feed", "List", "Compose", "Lock"])
        lock.finish()
        #expect(path.last == "Compose", "the draft is still there")
    }

    @Test("a link and a notification wait behind it, the newer replacing the older, and open once it closes")
    func linksWait() throws {
        let lock = try lock()
        #expect(!navigator.navigation.open("7", placement: placements.detail))
        #expect(!navigator.navigation.open("settings", placement: placements.menu))
        #expect(navigator.navigation.hasPendingLink)
        #expect(path.last == "Lock", "nothing closed it")
        lock.finish()
        #expect(path == ["Root", "Main", "Settings", "Menu"], "the newer link opened: \(path)")
        #expect(!navigator.navigation.hasPendingLink)
    }

    @Test("below it nothing routes, finishes or is swiped away; its own screen routes")
    func belowIsFrozen() throws {
        app.list.present("Sheet")
        let sheet = try #require(navigator.topFlowController as? Screen)
        let lock = try lock()
        sheet.push("Detail")
        sheet.finish()
        app.main.present("Sheet")
        #expect(!navigator.userSwipesDownSheet())
        #expect(path == ["Root", "Main", "Feed", "List", "Sheet", "Lock"], "\(path)")
        lock.present("Share")
        #expect(path.last == "Share", "the overlay's own screen presents over it")
    }

    @Test("one overlay at a time, shown by a flow that is shown")
    func oneAtATimeFromAShownFlow() throws {
        _ = try lock()
        app.main.present("Lock", TestGraph.overlay)
        #expect(navigator.ignoredRequests.last?.contains("an overlay shown already") == true, "\(navigator.ignoredRequests)")
        (navigator.topFlowController as? Screen)?.finish()
        app.settings.present("Lock", TestGraph.overlay)
        #expect(path.last == "List", "the Settings tab is not selected: \(path)")
        #expect(navigator.ignoredRequests.last?.contains("is not shown") == true, "\(navigator.ignoredRequests)")
    }

    @Test("saved over the sheet it covers and restored through the flow whose route it is")
    func restoredThroughTheFlow() throws {
        app.list.present("Sheet")
        _ = try lock()
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let json = String(decoding: try JSONEncoder().encode(saved), as: UTF8.self)
        #expect(json.contains(#""flow":"Main""#), "the flow's route, over the sheet: \(json)")
        let other = NavGraphHeadlessNavigator()
        let journal = Journal()
        try other.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        #expect(other.visiblePath == navigator.visiblePath, "\(other.visiblePath)")
        #expect(!other.navigation.open("7", placement: placements.detail), "the restored lock holds links too")
        (other.topFlowController as? Screen)?.finish(with: 2)
        #expect(journal.events.suffix(2) == ["Main got Lock 2", "List heard Sheet ended"], "then the link closed the sheet: \(journal.events)")
        #expect(other.visiblePath.last?.rawValue == "Detail", "the waiting link opened: \(other.visiblePath)")
    }

    @Test("a saved state that names a flow for a presentation no overlay is, or none for an overlay, is refused")
    func restoreRefusesAFlowThatIsNoOverlays() throws {
        app.list.present("Sheet")
        let sheet = String(decoding: try JSONEncoder().encode(try #require(navigator.navigation.saved(as: String.self))), as: UTF8.self)
        (navigator.topFlowController as? Screen)?.finish()
        _ = try lock()
        let lock = String(decoding: try JSONEncoder().encode(try #require(navigator.navigation.saved(as: String.self))), as: UTF8.self)
        for json in [sheet.replacingOccurrences(of: #""route":"Sheet""#, with: #""flow":"Main","route":"Sheet""#),
                     lock.replacingOccurrences(of: #","flow":"Main""#, with: "").replacingOccurrences(of: #""flow":"Main","#, with: "")] {
            #expect(json != sheet && json != lock, "the test changed the state")
            let saved = try JSONDecoder().decode(NavGraphSavedState<String>.self, from: Data(json.utf8))
            #expect(throws: NavGraphRestoreError.self) {
                try NavGraphHeadlessNavigator().navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
            }
        }
    }

    @Test("a screen that took the place of an overlay's first screen, in its own stack, is saved and restored through the flow")
    func replacedInsideAnOverlayRestored() throws {
        app.main.present("Call", TestGraph.call)
        try #require(navigator.topFlowController as? Screen).replaceTop(with: "Profile")
        #expect(path.suffix(2) == ["Call", "Profile"] || path.last == "Profile", "\(path)")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let other = NavGraphHeadlessNavigator()
        try other.navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        #expect(other.visiblePath == navigator.visiblePath, "\(other.visiblePath)")
        #expect(!other.navigation.open("7", placement: placements.detail), "the restored overlay holds links")
    }
}
