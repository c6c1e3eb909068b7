import NavGraphRuntime
import Testing

/// The SwiftUI navigator's binding layer, driven exactly as SwiftUI drives it: the views read a
/// stack's path, a presentation item and a tab selection, and write back only what the person did.
/// The runtime issue's scenarios run here against the same state machine as under UIKit, with
/// the same callbacks.
@MainActor
@Suite("SwiftUI navigator: bindings")
struct SwiftUIBindingTests {
    let navigator = NavGraphSwiftUINavigator()
    let app: TestApp

    init() {
        app = TestApp(on: navigator)
    }

    private func id(_ flowController: Screen) throws -> NavGraphEntryID {
        try #require(navigator.navigation.entryID(of: flowController))
    }

    private var top: Screen? {
        navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) } as? Screen
    }

    /// The stack the list is in: the `NavigationStack` of the Feed flow.
    private func feedStack() throws -> NavGraphEntryID { try id(app.feed) }

    @Test("the SwiftUI navigator offers the headless navigator's test surface: what a person sees, and the person's gestures")
    func inspectableLikeTheHeadlessNavigator() throws {
        app.list.push("Detail")
        try #require(navigator.topFlowController as? Screen).present("Sheet")
        #expect(navigator.visiblePath.map(\.rawValue) == ["Root", "Main", "Feed", "Detail", "Sheet"])
        let detail = try #require(navigator.stack(containing: app.list).last)
        #expect(navigator.presentation(over: detail)?.flowController.navGraphNode.rawValue == "Sheet")
        #expect(navigator.selectedTab(of: app.main) === app.feed && navigator.currentChild(of: app.root) === app.main)
        #expect(!navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")), "the tab bar is under the sheet")
        #expect(navigator.userSwipesDownSheet() && navigator.userTapsBack())
        #expect(app.journal.events == ["Detail heard Sheet ended", "List heard Detail ended"])
        #expect(navigator.userTapsTab(NavGraphNodeName(rawValue: "Settings")))
        #expect(navigator.topFlowController === app.menu)
    }

    @Test("a restored state is what the bindings read: the stack's path, the sheet item; a swipe down still tells the restored opener")
    func restoredStateIsWhatTheBindingsRead() throws {
        app.list.push("Detail")
        try #require(top).present("Sheet")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let restored = NavGraphSwiftUINavigator()
        var redraws = 0
        restored.stateDidChange = { redraws += 1 }
        let journal = Journal()
        try restored.navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {})
        #expect(redraws > 0, "the root view redraws")

        let visible = restored.state.visibleEntries
        let feed = try #require(visible.first { restored.state[$0]?.node?.rawValue == "Feed" })
        let detail = try #require(visible.first { restored.state[$0]?.node?.rawValue == "Detail" })
        #expect(restored.path(of: feed) == [detail])
        let sheet = try #require(restored.presented(over: detail, as: .sheet))
        restored.setPresented(nil, over: detail, as: .sheet)
        #expect(restored.state[sheet] == nil)
        #expect(journal.events.last == "Detail heard Sheet ended")
    }

    @Test("a link is what the bindings read: a pushed link lengthens the path, a presented one is a sheet item in its own stack")
    func linksAreWhatTheBindingsRead() throws {
        let placements = TestPlacements(journal: app.journal)
        #expect(navigator.navigation.open("42", placement: placements.detail))
        let detail = try #require(top)
        #expect(navigator.path(of: try feedStack()) == [try id(detail)])

        #expect(navigator.navigation.open("draft", placement: placements.compose))
        let compose = try #require(top)
        let sheet = try #require(navigator.presented(over: try id(detail), as: .sheet))
        #expect(navigator.state.stackEntries(sheet) == [try id(compose)], "the sheet is a stack showing Compose")
        navigator.setPresented(nil, over: try id(detail), as: .sheet)
        #expect(top === detail)
    }

    @Test("a replace is what the bindings read: the replacing screen in the path, a new root and an empty path, the sheet's own stack")
    func replacesAreWhatTheBindingsRead() throws {
        app.list.push("Detail")
        try #require(top).replaceTop(with: "Profile")
        let profile = try #require(top)
        #expect(navigator.path(of: try feedStack()) == [try id(profile)], "Profile in Detail's place")
        navigator.setPath([], of: try feedStack())
        #expect(top === app.list && app.journal.events == ["Profile started", "List heard Detail ended"], "back pops Profile; nobody waited for it")

        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true))
        try #require(top).replaceTop(with: "Room")
        let room = try #require(top)
        let sheet = try #require(navigator.presented(over: try id(app.list), as: .sheet))
        #expect(navigator.state.stackEntries(sheet) == [try id(room)] && navigator.path(of: sheet).isEmpty, "Room is the root of the sheet's stack")
        navigator.setPresented(nil, over: try id(app.list), as: .sheet)

        app.list.push("Detail")
        try #require(top).replaceStack(root: "List")
        #expect(navigator.path(of: try feedStack()).isEmpty && top !== app.list, "a new List is the root, the path is empty")
    }

    @Test("a sub-flow is what the bindings read: its screens are in the opener's NavigationStack path; a shorter path written by SwiftUI leaves it screen by screen")
    func subflowIsWhatTheBindingsRead() throws {
        app.list.pushSubflow()
        let post = try #require(top)
        post.push("Replies")
        let replies = try #require(top)
        #expect(navigator.path(of: try feedStack()) == [try id(post), try id(replies)], "one path, no NavigationStack inside another")
        let thread = try #require(navigator.state[try id(post)]?.parent)
        #expect(navigator.state.subflows(toppedBy: try id(replies)) == [thread], "the top screen's view presents for the sub-flow")
        let flow = try #require(navigator.navigation.flowController(for: thread) as? Screen)
        flow.present("Sheet")
        #expect(navigator.presented(over: thread, as: .sheet) != nil, "the sub-flow's sheet is the item its top screen's view reads")
        try #require(top).finish()
        navigator.setPath([try id(post)], of: try feedStack())
        #expect(top === post && app.journal.events.last == "Post heard Replies ended")
        navigator.setPath([], of: try feedStack())
        #expect(top === app.list && app.journal.events.last == "List heard Thread ended", "the opener is told when the sub-flow's first screen goes")

        app.list.select("Settings")
        app.menu.pushSubflow()
        let settingsStack = try id(app.settings)
        let feed = try feedStack()
        #expect(navigator.path(of: settingsStack).count == 1 && navigator.path(of: feed).isEmpty, "opened from the second tab's stack, it joins that one")
        navigator.setPath([], of: settingsStack)
        #expect(top === app.menu && app.journal.events.last == "Menu heard Thread ended")
        navigator.setSelectedTab(0, of: try id(app.main))

        app.list.pushSubflow()
        try #require(top).push("Replies")
        try #require(top).finishFlow("Thread", feedback: 3)
        #expect(navigator.path(of: try feedStack()).isEmpty && app.journal.events.last == "List got Thread 3", "a finish empties the path in one write")

        app.list.pushSubflow()
        try #require(top).push("Replies")
        let saved = try #require(navigator.navigation.saved(as: String.self))
        let restored = NavGraphSwiftUINavigator()
        try restored.navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        let restoredTop = try #require(restored.state.top)
        let restoredFeed = try #require(restored.state.stack(containing: restoredTop).map(restored.state.shownStack(of:)))
        #expect(restored.path(of: restoredFeed).compactMap { restored.state[$0]?.node?.rawValue } == ["Post", "Replies"], "a restored sub-flow is in the tab's one path")
    }

    @Test("an open route is what the bindings read: the tab selection moves, the other tab's path holds the opened screen")
    func openRouteIsWhatTheBindingsRead() throws {
        app.list.push("Other")
        app.menu.navigator?.navigation.select(NavGraphNodeName(rawValue: "Settings"), from: try #require(top)) { _ in }
        #expect(navigator.selectedTab(of: app.main) === app.settings)
        app.menu.open("42", placement: TestPlacements(journal: app.journal).detail)
        let detail = try #require(top)
        #expect(navigator.selectedTab(of: app.main) === app.feed)
        #expect(navigator.path(of: try feedStack()) == [try id(detail)], "popped to List, then Detail: the path is Detail alone")
    }

    @Test("a push lengthens the path SwiftUI reads; the back button writes the shorter path: a user pop, opener told")
    func backButtonWritesAShorterPath() throws {
        app.list.push("Detail")
        let stack = try feedStack()
        let detail = try #require(top)
        #expect(navigator.path(of: stack) == [try id(detail)])
        navigator.setPath([], of: stack)
        #expect(navigator.path(of: stack).isEmpty)
        #expect(top === app.list)
        #expect(app.journal.events == ["List heard Detail ended"])
        #expect(detail.navigator == nil, "the popped FlowController is no longer shown")
    }

    @Test("a long press on the back button pops several screens at once; the opener still shown is told")
    func popToRootWritesAMuchShorterPath() throws {
        app.list.push("A")
        let a = try #require(top)
        a.push("B")
        navigator.setPath([], of: try feedStack())
        #expect(top === app.list)
        #expect(app.journal.events == ["List heard A ended"], "A, B's opener, closed with it")
    }

    @Test("a cancelled swipe back writes the same path, or nothing: nothing changes")
    func cancelledSwipeChangesNothing() throws {
        app.list.push("Detail")
        let stack = try feedStack()
        let before = navigator.state
        navigator.setPath(navigator.path(of: stack), of: stack)
        #expect(navigator.state == before)
        #expect(app.journal.events.isEmpty)
    }

    @Test("a path the state did not make (longer, or another entry) is not a pop")
    func foreignPathIsIgnored() throws {
        app.list.push("Detail")
        let stack = try feedStack()
        let before = navigator.state
        navigator.setPath(navigator.path(of: stack) + navigator.path(of: stack), of: stack)
        navigator.setPath([NavGraphEntryID(rawValue: 999)], of: stack)
        #expect(navigator.state == before)
    }

    @Test("a sheet swiped down writes a nil item: a user dismissal, opener told")
    func sheetSwipedDownWritesNil() throws {
        app.list.present("Filter", NavGraphPresentationOptions(.pageSheet, detents: [.medium, .large]))
        let list = try id(app.list)
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.state[sheet]?.presentation?.detents == [.medium, .large])
        #expect(navigator.presented(over: list, as: .fullScreenCover) == nil, "a sheet is not a cover")
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(top === app.list)
        #expect(app.journal.events == ["List heard Filter ended"])
    }

    @Test("a form sheet is a sheet that rests at its route's detents, opening at its initial one")
    func formSheetRestsAtDetents() throws {
        app.list.present("Filter", NavGraphPresentationOptions(.formSheet, detents: [.large, .medium], initialDetent: .medium))
        let list = try id(app.list)
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.state[sheet]?.presentation?.detents == [.large, .medium])
        #expect(navigator.selectedDetent(of: sheet) == .medium)
        navigator.setSelectedDetent(.large, of: sheet)
        #expect(navigator.selectedDetent(of: sheet) == .large, "the person dragged it up")
    }

    @Test("a presented stack flow is a sheet whose NavigationStack holds its screens; finished from its last screen, the sheet item goes nil and the presenter gets the value")
    func presentedFlowFinishes() throws {
        app.list.presentStack("Report", root: "Reason")
        try #require(top).push("Rules")
        let list = try id(app.list)
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.path(of: sheet).count == 1, "Rules on the flow's own path, above its root")
        try #require(top).finishFlow("Report", feedback: 3)
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(top === app.list)
        #expect(app.journal.events == ["List got Report 3"])
    }

    @Test("a container presented in its own stack is a sheet whose NavigationStack has the container at its root; finished from a child, the sheet item goes nil and the presenter gets the value")
    func presentedContainerFinishes() throws {
        app.list.presentEditor(context: "bookmark 7")
        let list = try id(app.list)
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.path(of: sheet).isEmpty, "the container is the root, not on the path")
        guard case .stack(let roots)? = navigator.state[sheet]?.content, let editor = roots.first,
              case .container(let children)? = navigator.state[editor]?.content else {
            Issue.record("the sheet's stack holds the container: \(String(describing: navigator.state[sheet]))")
            return
        }
        #expect(children.compactMap { navigator.state[$0]?.node?.rawValue } == ["Details", "Folders"])
        let folders = try #require(navigator.navigation.flowController(for: children[1]) as? Screen)
        folders.finishFlow("BookmarkEditor", feedback: 4)
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(top === app.list)
        #expect(app.journal.events.last == "List got BookmarkEditor 4")
    }

    @Test("a presentation in its own stack, then a push: the sheet item and its NavigationStack's path, in one transition")
    func presentThenPushIsOneTransition() throws {
        app.list.present("Compose", NavGraphPresentationOptions(embedInStack: true), steps: ["Detail"])
        let list = try id(app.list)
        let sheet = try #require(navigator.presented(over: list, as: .sheet))
        #expect(navigator.path(of: sheet).count == 1, "Detail on the sheet's path, above Compose")
        #expect(top?.navGraphNode.rawValue == "Detail")
        #expect(!navigator.navigation.isTransitioning, "nothing closed, so it completes at once")
    }

    @Test("a select of the tabs flow itself moves the TabView's selection back to the tab selected before")
    func backToThePreviousTabSelection() throws {
        let main = try id(app.main)
        navigator.setSelectedTab(1, of: main)
        app.menu.select("Main")
        #expect(navigator.selectedTab(of: main) == 0)
        #expect(top === app.list)
    }

    @Test("a flow's own route: the sheet is the item of the flow's TabView, swiped down it tells the flow")
    func flowPresentsOverItsTabView() throws {
        app.list.push("Detail")
        app.main.present("Compose")
        let main = try id(app.main)
        let sheet = try #require(navigator.presented(over: main, as: .sheet), "bound to the flow's view")
        #expect(top?.navGraphNode.rawValue == "Compose" && navigator.state[sheet]?.parent == main)
        navigator.setPresented(nil, over: main, as: .sheet)
        #expect(navigator.presented(over: main, as: .sheet) == nil)
        #expect(app.journal.events == ["Main heard Compose ended"])
        #expect(top?.navGraphNode.rawValue == "Detail")
    }

    @Test("a sheet that is not dismissible refuses a nil item and has the views put it back; finishing closes it")
    func sheetNotDismissible() throws {
        app.list.present("Compose", NavGraphPresentationOptions(dismissible: false))
        let list = try id(app.list)
        var redraws = 0
        navigator.stateDidChange = { redraws += 1 }
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .sheet) != nil)
        #expect(redraws == 1, "SwiftUI reads the item again and shows the sheet")
        top?.finish()
        #expect(navigator.presented(over: list, as: .sheet) == nil)
        #expect(app.journal.events == ["List heard Compose ended"])
    }

    @Test("a full-screen cover and a popover are items of their own modifiers; a popover tapped away writes nil")
    func coverAndPopover() throws {
        let list = try id(app.list)
        app.list.present("Player", NavGraphPresentationOptions(.fullScreen, embedInStack: true))
        let cover = try #require(navigator.presented(over: list, as: .fullScreenCover))
        #expect(navigator.state[cover]?.node == nil, "embed: stack presents a stack of its own")
        #expect(navigator.path(of: cover).isEmpty)
        top?.finish()
        app.list.present("Preview", NavGraphPresentationOptions(.popover))
        #expect(navigator.presented(over: list, as: .popover) != nil)
        navigator.setPresented(nil, over: list, as: .sheet)
        #expect(navigator.presented(over: list, as: .popover) != nil, "a nil sheet item is not the popover's")
        navigator.setPresented(nil, over: list, as: .popover)
        #expect(navigator.presented(over: list, as: .popover) == nil)
        #expect(app.journal.events == ["List heard Player ended", "List heard Preview ended"])
    }

    @Test("a tab tapped writes the TabView's selection; the selected tab's screen performs routes")
    func tabTapped() throws {
        let main = try id(app.main)
        #expect(navigator.selectedTab(of: main) == 0)
        navigator.setSelectedTab(1, of: main)
        #expect(navigator.selectedTab(of: main) == 1)
        #expect(top === app.menu)
        app.menu.push("Profile")
        #expect(navigator.path(of: try id(app.settings)).count == 1)
    }

    @Test("an action tab's tag written into the TabView's selection presents the flow's route as the flow's sheet item; the selection stays and is read again")
    func actionTabTagPerformsTheRoute() throws {
        let main = try id(app.main)
        app.main.actionTabs = [NavGraphActionTab(route: "Compose", position: 1, item: NavGraphTabItem(title: "Post", systemImage: "square.and.pencil"))]
        #expect(navigator.navigation.tabBarItems(of: main).count == 3)
        navigator.setSelectedTab(1, of: main)
        var announced = 0
        navigator.stateDidChange = { announced += 1 }
        navigator.tapActionTab("Compose", of: main)
        let sheet = try #require(navigator.presented(over: main, as: .sheet))
        #expect(navigator.state[sheet]?.node?.rawValue == "Compose" && top?.navGraphNode.rawValue == "Compose")
        #expect(navigator.selectedTab(of: main) == 1 && announced > 0)
        announced = 0
        navigator.tapActionTab("Share", of: main)
        #expect(announced == 1, "an item the flow does not have changes nothing, and the TabView reads its selection again")
    }

    @Test("tabs restarted in place are what the TabView reads: new tags, the selection on the same tab, each stack's path empty")
    func restartedTabsAreWhatTheBindingsRead() throws {
        let main = try id(app.main)
        navigator.setSelectedTab(1, of: main)
        app.menu.push("Profile")
        let oldTabs = navigator.state[main]?.children ?? []
        TestApp.restartTabs(of: app.main, on: navigator, journal: app.journal)
        let tabs = navigator.state[main]?.children ?? []
        #expect(tabs.count == 2 && Set(tabs).isDisjoint(with: oldTabs), "each tab is tagged with its new entry")
        #expect(navigator.selectedTab(of: main) == 1 && top?.navGraphNode.rawValue == "Menu" && top !== app.menu)
        #expect(tabs.allSatisfy { navigator.path(of: $0).isEmpty }, "every NavigationStack shows its root alone")
        navigator.setSelectedTab(0, of: main)
        #expect(top?.navGraphNode.rawValue == "List" && top !== app.list)
    }

    @Test("tabs the person put in another order are what the TabView reads: the same tabs, moved, the selection following its tab")
    func tabOrderIsWhatTheBindingsRead() throws {
        let main = try id(app.main)
        let tabs = navigator.state[main]?.children ?? []
        app.list.push("Detail")
        navigator.setSelectedTab(1, of: main)
        app.journal.tabOrder = ["Settings", "Feed"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(navigator.state[main]?.children == tabs.reversed(), "the same entries, so each tab keeps its tag and its path")
        #expect(navigator.selectedTab(of: main) == 0 && top?.navGraphNode.rawValue == "Menu", "Settings stays selected")
        navigator.setSelectedTab(1, of: main)
        #expect(navigator.path(of: try feedStack()).count == 1 && top?.navGraphNode.rawValue == "Detail")
    }

    @Test("a tab set that changes is what the TabView reads: its tabs and selection change together; a tap on a tab that came selects it")
    func tabSetIsWhatTheBindingsRead() throws {
        let main = try id(app.main)
        let tabNames = { [navigator] in navigator.state[main]?.children.compactMap { navigator.state[$0]?.node?.rawValue } ?? [] }
        navigator.setSelectedTab(1, of: main)
        app.main.hiddenChildren = ["Settings"]
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(tabNames() == ["Feed"])
        #expect(navigator.selectedTab(of: main) == 0 && top === app.list)
        app.main.hiddenChildren = []
        TestApp.updateTabs(of: app.main, on: navigator, journal: app.journal)
        #expect(tabNames() == ["Feed", "Settings"])
        #expect(navigator.selectedTab(of: main) == 0 && top === app.list)
        navigator.setSelectedTab(1, of: main)
        #expect(top?.navGraphNode.rawValue == "Menu")
        #expect(app.journal.events == ["Settings started"])
        // A link opened in the full tab set stays in it: the selection moves to Feed, both tabs kept.
        navigator.navigation.open("3", placement: TestPlacements(journal: app.journal).detail)
        #expect(tabNames() == ["Feed", "Settings"] && navigator.selectedTab(of: main) == 0)
        #expect(navigator.path(of: try feedStack()).count == 1 && top?.navGraphNode.rawValue == "Detail")
    }

    @Test("a chain link is one path of the stack: the feed, then the article; the back button's write pops to the feed, whose route hears it")
    func chainLinkIsOnePath() throws {
        let chain = [NavGraphChainedScreen(destination: "42", route: "Article")]
        #expect(navigator.navigation.open("Article", placement: TestPlacements(journal: app.journal).detail, through: chain))
        let path = navigator.path(of: try feedStack())
        #expect(path.compactMap { navigator.state[$0]?.node?.rawValue } == ["Detail", "Article"])
        navigator.setPath(Array(path.dropLast()), of: try feedStack())
        #expect(top?.navGraphNode.rawValue == "Detail")
        #expect(app.journal.events == ["Detail started with 42", "Article started", "Detail heard Article ended"])
    }

    @Test("select from a presentation dismisses it and selects the tab, as on UIKit")
    func selectFromPresentation() throws {
        app.list.present("Sheet")
        top?.select("Settings")
        #expect(navigator.selectedTab(of: try id(app.main)) == 1)
        #expect(navigator.presented(over: try id(app.list), as: .sheet) == nil)
        #expect(app.journal.events == ["List heard Sheet ended"])
    }

    @Test("replace from two modals deep leaves no presentation and shows the new switch child")
    func logOutFromTwoModals() throws {
        app.list.present("Account")
        top?.present("Confirm", NavGraphPresentationOptions(.fullScreen))
        let login = Screen("Login", journal: app.journal)
        top?.replace(with: login)
        let root = try id(app.root)
        #expect(navigator.state[root]?.content == .switch(try id(login)))
        #expect(navigator.state.visibleEntries.allSatisfy { navigator.state[$0]?.presentation == nil })
    }

    @Test("feedback arrives once the sheet is gone, and the handler may present at once")
    func feedbackAfterDismissal() throws {
        app.list.present("Picker")
        app.list.whenRouteEnds = { $0.present("Confirm") }
        top?.finish(with: 42)
        #expect(app.journal.events == ["List got Picker 42"])
        #expect(top?.navGraphNode == NavGraphNodeName(rawValue: "Confirm"))
        #expect(navigator.presented(over: try id(app.list), as: .sheet) != nil)
    }

    @Test("a double tap pushes once and presents once")
    func doubleTap() throws {
        app.list.push("Detail")
        app.list.push("Detail")
        #expect(navigator.path(of: try feedStack()).count == 1)
        #expect(app.list.made == 1)
        navigator.setPath([], of: try feedStack())
        app.list.present("Sheet")
        app.list.present("Sheet")
        #expect(app.list.made == 2)
    }

    @Test("finishing a screen below the top closes everything above it; its opener gets the feedback")
    func finishBelowTop() throws {
        app.list.push("A")
        let a = try #require(top)
        a.push("B")
        top?.present("C", NavGraphPresentationOptions(embedInStack: true))
        a.finish(with: 7)
        #expect(navigator.path(of: try feedStack()).isEmpty)
        #expect(top === app.list)
        #expect(app.journal.events == ["List got A 7"])
    }

    @Test("every change of the state is announced, for the root view to redraw")
    func changesAreAnnounced() throws {
        var announced = 0
        navigator.stateDidChange = { announced += 1 }
        app.list.push("Detail")
        #expect(announced > 0)
        let before = announced
        navigator.setPath(navigator.path(of: try feedStack()), of: try feedStack())
        #expect(announced == before, "a write that changes nothing announces nothing")
    }
}
