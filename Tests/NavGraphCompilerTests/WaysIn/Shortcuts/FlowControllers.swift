// Hand-written FlowControllers for shortcuts.navgraph.yaml: the log-in switch lets a destination
// through only once the person has logged in; the tabs keep their stacks' roots so that the
// drivers can find them; the draft counts what it is handed back, and the status records its ID.

final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Whether the person has logged in: the gate of everything behind the tabs.
    var loggedIn = false
    /// The log-in screen last made, kept so that the drivers can log in.
    private(set) var login: LoginFlowController?
    func makeLogin() -> any LoginFlowControlling {
        let made = LoginFlowController()
        made.root = self
        login = made
        return made
    }
    /// The tabs last made, kept so that the drivers can find their stacks.
    private(set) var tabs: TabsFlowController?
    func makeTabs() -> any TabsFlowControlling {
        let made = TabsFlowController()
        tabs = made
        return made
    }
    func shouldOpen(_ destination: NavGraphDestination) -> Bool { loggedIn }
    func shouldRestore(_ child: NavGraphNodeName) -> Bool { true }
}

final class LoginFlowController: NavGraphViewController, LoginFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The switch flow whose gate logging in opens.
    weak var root: RootFlowController?
    func start() {}
    /// The person logs in: the gate opens, and the switch shows the tabs.
    func logIn() {
        root?.loggedIn = true
        perform(.loggedIn)
    }
}

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The stacks' roots, kept so that the drivers can find the navigation controllers they are in.
    let home = HomeFlowController()
    let search = SearchFlowController()
    func makeHomeStack() -> any HomeStackFlowControlling {
        let stack = HomeStackFlowController()
        stack.root = home
        return stack
    }
    func makeSearchStack() -> any SearchStackFlowControlling {
        let stack = SearchStackFlowController()
        stack.root = search
        return stack
    }
    func makeLibrary() -> any LibraryFlowControlling { LibraryFlowController() }
}

final class HomeStackFlowController: NavGraphViewController, HomeStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    weak var root: HomeFlowController?
    func makeHome() -> any HomeFlowControlling { root ?? HomeFlowController() }
    func makeStatus() -> any StatusFlowControlling { StatusFlowController() }
}

final class SearchStackFlowController: NavGraphViewController, SearchStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    weak var root: SearchFlowController?
    func makeSearch() -> any SearchFlowControlling { root ?? SearchFlowController() }
}

final class LibraryFlowController: NavGraphViewController, LibraryFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeShelf() -> any ShelfFlowControlling { ShelfFlowController() }
}

final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// What the draft handed back, in order.
    var drafts: [Bool] = []
    func start() {}
    func makeCompose() -> any ComposerFlowControlling { ComposerFlowController() }
    func makeDraft() -> any DraftFlowControlling { DraftFlowController() }
    func draftDidFinish(with feedback: Bool) { drafts.append(feedback) }
    func makeStatus() -> any StatusFlowControlling { StatusFlowController() }
    func composeDidEnd() {}
    func statusDidEnd() {}
}

final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeResult() -> any ResultFlowControlling { ResultFlowController() }
    func resultDidEnd() {}
}

final class ResultFlowController: NavGraphViewController, ResultFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var result: ResultID?
    func start(context: ResultID) { result = context }
}

final class ComposerFlowController: NavGraphViewController, ComposerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class DraftFlowController: NavGraphViewController, DraftFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class StatusFlowController: NavGraphViewController, StatusFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var status: StatusID?
    func start(context: StatusID) { status = context }
}

final class ShelfFlowController: NavGraphViewController, ShelfFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeBook() -> any BookFlowControlling { BookFlowController() }
    func bookDidEnd() {}
}

final class BookFlowController: NavGraphViewController, BookFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
