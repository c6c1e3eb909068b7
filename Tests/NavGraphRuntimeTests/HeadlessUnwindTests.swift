import NavGraphRuntime
import Testing

/// `style: unwind` on the headless navigator: every screen above the target closes in one
/// serialized transition, and each closed route's opener that stays shown is told it ended.
@MainActor
@Suite("Headless navigator: unwind")
struct HeadlessUnwindTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private var top: Screen? { navigator.topFlowController as? Screen }

    @Test("an unwind through two presentations and pushes is one transition; openers hear after it is drawn")
    func unwindThroughPresentations() throws {
        app.list.push("A")
        let a = try #require(top)
        a.present("B", NavGraphPresentationOptions(embedInStack: true))
        try #require(top).push("C")
        try #require(top).present("D")
        let drawnBefore = navigator.drawnChanges.count
        navigator.holdsTransitions = true

        try #require(top).unwind(to: "A")
        #expect(navigator.visiblePath.last?.rawValue == "A")
        #expect(navigator.navigation.isTransitioning)
        a.push("E")
        #expect(navigator.ignoredRequests.count == 1, "a route while the unwind is drawn is ignored")
        #expect(app.journal.events.isEmpty, "openers hear only once the unwind is drawn")

        navigator.completeTransitions()
        #expect(app.journal.events == ["A heard B ended"], "C and D were opened by screens that closed too")
        #expect(navigator.drawnChanges.count == drawnBefore + 1, "one dismissal takes every presentation above A")
        #expect(navigator.presentation(over: a) == nil)
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "A"])
    }

    @Test("an unwind's feedback goes to the target's route that opened what it closes, a presentation or a push")
    func unwindHandsBackFeedback() throws {
        app.list.push("A")
        let a = try #require(top)
        a.present("B", NavGraphPresentationOptions(embedInStack: true))
        try #require(top).push("C")
        try #require(top).unwind(to: "A", feedback: 7)
        #expect(app.journal.events == ["A got B 7"], "the presenting route got it; B's push of C just ended")
        #expect(top === a)

        a.push("D")
        try #require(top).push("E")
        try #require(top).unwind(to: "List", feedback: 8)
        #expect(app.journal.events.suffix(1) == ["List got A 8"], "A, pushed by List, closed: List's route got it: \(app.journal.events)")
        #expect(top === app.list)
    }

    @Test("an unwind pops and dismisses in one transition and tells every opener still shown")
    func unwindPopsAndDismisses() throws {
        app.list.push("A")
        try #require(top).push("B")
        try #require(top).present("C")
        try #require(top).unwind(to: "List")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "List"])
        #expect(app.journal.events == ["List heard A ended"])
        #expect(navigator.drawnChanges.suffix(2).map { if case .dismiss = $0 { "dismiss" } else if case .pop = $0 { "pop" } else { "other" } } == ["dismiss", "pop"])
    }

    @Test("an unwind stops at the nearest screen of that name below the source")
    func nearestTarget() throws {
        app.list.push("A")
        try #require(top).push("A")
        try #require(top).push("B")
        try #require(top).unwind(to: "A")
        #expect(navigator.stack(containing: app.list).map(\.navGraphNode.rawValue) == ["List", "A", "A"])
        #expect(app.journal.events == ["A heard B ended"])
    }
}
