import NavGraphRuntime
import Testing

/// Under SwiftUI, a change that closes screens completes once SwiftUI has removed their views:
/// the tests report what `NavGraphRootView`'s entry views report (`onAppear`, `onDisappear`)
/// and check that feedback and `DidEnd` handlers run after the views have gone, not before, and
/// that a handler may then present at once.
@MainActor
@Suite("SwiftUI navigator: callbacks once SwiftUI has removed the closed views")
struct SwiftUIClosingTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
        showViews()
    }

    /// The entries whose views have appeared: SwiftUI reports a view once, when it appears.
    private let appeared = Appeared()

    private final class Appeared {
        var entries: Set<NavGraphEntryID> = []
    }

    /// What SwiftUI does as it draws the state: the view of every entry a person sees that was
    /// not on screen appears.
    private func showViews() {
        for id in navigator.state.visibleEntries where appeared.entries.insert(id).inserted { navigator.viewAppeared(id) }
    }

    private func id(_ flowController: Screen) throws -> NavGraphEntryID {
        try #require(navigator.navigation.entryID(of: flowController))
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    @Test("feedback runs once the sheet's view is gone; the handler's full-screen presentation is taken at once")
    func feedbackAfterTheSheetIsGone() throws {
        app.list.present("Picker")
        showViews()
        let picker = try #require(top)
        let pickerID = try id(picker)
        app.list.whenRouteEnds = { $0.present("Confirm", NavGraphPresentationOptions(.fullScreen)) }
        picker.finish(with: 42)

        #expect(navigator.presented(over: try id(app.list), as: .sheet) == nil, "SwiftUI reads the nil item and slides the sheet down")
        #expect(app.journal.events.isEmpty, "no handler while the sheet slides down")
        #expect(navigator.navigation.isTransitioning)
        #expect(navigator.navigation.flowController(for: pickerID) === picker, "the sliding view still has its FlowController")

        navigator.viewDisappeared(pickerID)
        #expect(app.journal.events == ["List got Picker 42"])
        #expect(navigator.navigation.flowController(for: pickerID) == nil, "released once its view is gone")
        #expect(navigator.presented(over: try id(app.list), as: .fullScreenCover) != nil)
        #expect(top?.navGraphNode == NavGraphNodeName(rawValue: "Confirm"))
    }

    @Test("the back button's shorter path: the opener hears it ended once the popped view is gone; a route waits meanwhile, then is taken")
    func userPopEndsOnceTheViewIsGone() throws {
        app.list.push("Detail")
        showViews()
        let detail = try id(try #require(top))
        navigator.setPath([], of: try id(app.feed))
        #expect(app.journal.events.isEmpty)
        #expect(navigator.navigation.isUserGestureInProgress, "the person's pop goes on until its view is gone")
        app.list.push("Other")
        #expect(navigator.path(of: try id(app.feed)).isEmpty, "a route during the pop's animation waits for it")

        navigator.viewDisappeared(detail)
        #expect(app.journal.events == ["List heard Detail ended"])
        #expect(navigator.path(of: try id(app.feed)).compactMap { navigator.state[$0]?.node?.rawValue } == ["Other"], "then it is taken")
        #expect(!navigator.navigation.isUserGestureInProgress)
    }

    @Test("a link during the person's pop, once SwiftUI wrote the shorter path: it waits, and opens once the popped view is gone")
    func linkDuringTheUserPop() throws {
        let placements = TestPlacements(journal: app.journal)
        app.list.push("Other")
        showViews()
        let other = try id(try #require(top))
        navigator.setPath([], of: try id(app.feed))
        #expect(!navigator.navigation.open("7", placement: placements.detail) && navigator.navigation.hasPendingLink)
        navigator.viewDisappeared(other)
        #expect(navigator.path(of: try id(app.feed)).compactMap { navigator.state[$0]?.node?.rawValue } == ["Detail"])
        #expect(app.journal.events == ["List heard Other ended", "Detail started with 7"])
    }

    @Test("a sheet swiped down: DidEnd once its view is gone, and a handler may present another sheet from it")
    func swipedDownSheetThenPresentAgain() throws {
        app.list.present("Filter")
        showViews()
        let list = try id(app.list)
        let filter = try #require(navigator.presented(over: list, as: .sheet))
        app.list.whenRouteEnds = { $0.present("Help") }
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(app.journal.events.isEmpty)
        navigator.viewDisappeared(filter)
        #expect(app.journal.events == ["List heard Filter ended"])
        #expect(top?.navGraphNode == NavGraphNodeName(rawValue: "Help"))
    }

    @Test("an unwind closing a sheet and a pushed screen completes when both views are gone, whichever goes first")
    func unwindWaitsForEveryClosedView() throws {
        app.list.push("A")
        let a = try #require(top)
        a.present("Sheet")
        showViews()
        let aID = try id(a)
        let sheet = try id(try #require(top))
        top?.unwind(to: "List")
        navigator.viewDisappeared(aID)
        #expect(app.journal.events.isEmpty, "the sheet is still sliding down")
        navigator.viewDisappeared(sheet)
        #expect(app.journal.events == ["List heard A ended"])
        #expect(!navigator.navigation.isTransitioning)
    }

    @Test("a replaced switch child (signing out from a sheet): the new child shows at once, the old views keep their FlowControllers until they are gone")
    func replacedChildWaitsForItsViews() throws {
        app.list.present("Account")
        showViews()
        let shown = navigator.state.visibleEntries.dropFirst()
        let login = Screen("Login", journal: app.journal)
        top?.replace(with: login)
        #expect(navigator.topFlowController === login)
        #expect(navigator.navigation.flowController(for: try #require(shown.last)) != nil)
        for id in shown.dropLast() { navigator.viewDisappeared(id) }
        #expect(navigator.navigation.isTransitioning, "the sheet is still on screen")
        navigator.viewDisappeared(try #require(shown.last))
        #expect(!navigator.navigation.isTransitioning)
        #expect(shown.allSatisfy { navigator.navigation.flowController(for: $0) == nil })
    }

    @Test("a change that closes nothing completes at once, and so does closing a view that never appeared")
    func nothingOnScreenHoldsNothingUp() throws {
        app.list.push("Detail")
        #expect(!navigator.navigation.isTransitioning, "a push closes nothing")
        top?.present("Sheet")
        top?.finish()
        #expect(app.journal.events == ["Detail heard Sheet ended"], "SwiftUI never showed the sheet: nothing to wait for")
        #expect(!navigator.navigation.isTransitioning)
    }

    @Test("a view SwiftUI never reports gone holds the transition up for closingTimeLimit at most")
    func timeLimitSettles() async throws {
        navigator.closingTimeLimit = .milliseconds(20)
        app.list.present("Sheet")
        showViews()
        top?.finish()
        #expect(navigator.navigation.isTransitioning)
        for _ in 0..<100 where navigator.navigation.isTransitioning {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(!navigator.navigation.isTransitioning)
        #expect(app.journal.events == ["List heard Sheet ended"])
        app.list.push("Detail")
        #expect(!navigator.navigation.isTransitioning, "the forgotten view holds nothing up any more")
    }

    @Test("restore replaces the window: the replaced views hold no later change up")
    func restoreForgetsReplacedViews() throws {
        app.list.push("Detail")
        showViews()
        let saved = try #require(navigator.navigation.saved(as: String.self))
        try navigator.navigation.restore(saved, entry: Screen("Root", journal: app.journal), startEntry: {})
        #expect(!navigator.navigation.isTransitioning)
        top?.finish()
        #expect(!navigator.navigation.isTransitioning, "the new Detail's view never appeared; the old one is forgotten")
        #expect(top?.navGraphNode == NavGraphNodeName(rawValue: "List"))
    }
}
