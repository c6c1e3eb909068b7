import NavGraphRuntime
import Testing

/// A flow's own routes on the headless navigator: the tabs flow presents over its tabs while the
/// top-most screen is inside it, and not while something is presented over what it shows.
@MainActor
@Suite("Headless navigator: a flow's own routes")
struct HeadlessFlowRouteTests {
    let navigator = NavGraphHeadlessNavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }

    @Test("the tabs flow presents over its tabs whichever screen of a tab is on top, and hears how the route ends")
    func flowPresentsWhileItsScreenIsOnTop() throws {
        app.list.push("Detail")
        app.main.present("Compose")
        #expect(navigator.visiblePath.suffix(2) == [name("Main"), name("Compose")], "presented over the flow: \(navigator.visiblePath)")
        let compose = try #require(navigator.topFlowController as? Screen)
        compose.finish(with: 7)
        #expect(app.journal.events == ["Main got Compose 7"])
        #expect(navigator.visiblePath.last == name("Detail"))
    }

    @Test("ignored while a sheet covers the tabs; a screen below the top is still refused")
    func flowRefusedUnderAPresentation() {
        app.list.present("Sheet")
        app.main.present("Compose")
        #expect(app.main.made == 0, "nothing made under the sheet")
        #expect(navigator.visiblePath.last == name("Sheet"))
        #expect(navigator.ignoredRequests.last?.contains("nor a flow the top-most screen is shown in") == true, "\(navigator.ignoredRequests)")
        (navigator.topFlowController as? Screen)?.finish()
        app.list.push("Detail")
        let made = app.list.made
        app.list.present("Sheet")
        #expect(app.list.made == made, "List is below Detail: not at the front")
    }

    @Test("a state with the flow's presentation is saved and restored through the flow")
    func flowPresentationRestored() throws {
        app.main.present("Sheet")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let other = NavGraphHeadlessNavigator()
        let journal = Journal()
        try other.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        #expect(other.visiblePath == navigator.visiblePath, "\(other.visiblePath)")
        (other.topFlowController as? Screen)?.finish(with: 3)
        #expect(journal.events.last == "Main got Sheet 3", "the restored flow hears its route: \(journal.events)")
    }

    @Test("a screen reaches the flow it is shown inside, to perform the flow's route")
    func screenReachesItsEnclosingFlow() throws {
        app.list.push("Detail")
        let detail = try #require(navigator.topFlowController as? Screen)
        let main = try #require(detail.enclosing(Screen.self).flatMap { $0.navGraphNode.rawValue == "Feed" ? $0.enclosing(Screen.self) : $0 })
        #expect(main === app.main, "the stack Feed, then the tabs Main")
        main.present("Compose")
        #expect(navigator.visiblePath.last == name("Compose"))
        #expect(Screen("Loose", journal: Journal()).enclosing(Screen.self) == nil, "not shown: no flow")
    }
}
