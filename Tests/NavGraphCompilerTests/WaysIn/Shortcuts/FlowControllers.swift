// Hand-written FlowControllers for shortcuts.navgraph.yaml, built with the log-in switch's
// (WaysIn/LogInSwitch): the tabs keep their stacks' roots so that the drivers can find them; the
// draft counts what it is handed back, and the status records its ID.

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
