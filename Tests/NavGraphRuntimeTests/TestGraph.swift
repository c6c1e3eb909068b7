import NavGraphRuntime

/// A route of the test app, named after the screen it opens: a `NavGraphRoute`, so the test
/// app's navigation can be saved and restored.
struct TestRoute: NavGraphRoute {
    let navGraphRouteName: String
    let transition: NavGraphTransition
    /// The screen it opens, by name: the test app's destinations are names.
    var destination: String { navGraphRouteName }

    init(_ name: String, _ transition: NavGraphTransition) {
        navGraphRouteName = name
        self.transition = transition
    }

    /// The route to `destination` as the test graph opens it; only a route named after its
    /// destination exists.
    init?(navGraphRouteName: String, destination: String) {
        guard navGraphRouteName == destination else { return nil }
        self.init(destination, TestGraph.transition(to: destination))
    }
}

/// The test app's graph, as generated contracts give it to restoration: Root switch → Main tabs
/// → [Feed stack → List, Settings stack → Menu], or Login; `Sheet` is presented, `Compose`
/// presented in a stack of its own, `Share` presented as a popover (a sheet in a compact width),
/// `Lock` an overlay above everything (a flow's own route), `Call` one in a stack of its own that
/// its screen shrinks into picture in picture (`shrinks: app`),
/// the stack flow `Report` (root `Reason`) presented, `Profile` and `Room` replace the screen that
/// opens them on top of its stack, every other screen pushed (the stack flow `Thread`, whose root
/// is `Post`, as a sub-flow).
enum TestGraph {
    static let flows: [NavGraphNodeName: NavGraphFlowDeclaration] = [
        name("Root"): .init(kind: .switch, children: [name("Login"), name("Main")]),
        name("Main"): .init(kind: .tabs, children: [name("Feed"), name("Settings")]),
        name("Feed"): .init(kind: .stack, children: [name("List")]),
        name("Settings"): .init(kind: .stack, children: [name("Menu")]),
        // A stack whose root the app chooses among two.
        name("Onboarding"): .init(kind: .stack, children: [name("Welcome"), name("Tour")]),
        // A sub-flow: pushed onto the stack of the screen that opens it.
        name("Thread"): .init(kind: .stack, children: [name("Post")]),
        // A stack flow presented as a sheet, which ends with a value (`finish`).
        name("Report"): .init(kind: .stack, children: [name("Reason")]),
        // A container presented in a navigation stack of its own, which ends with a value
        // (`finish`): a bookmark editor's details beside its folder list.
        name("BookmarkEditor"): .init(kind: .container, children: [name("Details"), name("Folders")]),
        // A container: an omnibar and a stack of favourites, shown at once in the app's view.
        name("Home"): .init(kind: .container, children: [name("Omnibar"), name("Favourites")]),
        name("Favourites"): .init(kind: .stack, children: [name("FavouriteList")]),
        // Tabs made from data: Inbox, then one ListTab (root ListTimeline) per list the app
        // gives, then Account.
        name("Lists"): .init(
            kind: .tabs, children: [name("Inbox"), name("Account")], instances: .init(flow: name("ListTab"), after: [name("Inbox")])),
        name("Inbox"): .init(kind: .stack, children: [name("InboxList")]),
        name("Account"): .init(kind: .stack, children: [name("AccountMenu")]),
        name("ListTab"): .init(kind: .stack, children: [name("ListTimeline")]),
        // A tab bar whose first tab is the split view Reader (a chat app's Chats tab on an iPad).
        name("Library"): .init(kind: .tabs, children: [name("Reader"), name("Settings")]),
        // A split view: a stack shown in three columns where the width allows.
        name("Reader"): .init(
            kind: .split, children: [name("Feeds")],
            columns: [[name("Feeds")], [name("Timeline")], [name("Article"), name("WebPage")]]),
    ]

    /// How a route shows the screen named `destination`.
    static func transition(to destination: String) -> NavGraphTransition {
        switch destination {
        case "Sheet", "Report": .present(NavGraphPresentationOptions())
        case "Compose", "BookmarkEditor": .present(NavGraphPresentationOptions(embedInStack: true))
        case "Share": .present(NavGraphPresentationOptions(.popover, compact: .sheet))
        case "Lock": .present(TestGraph.overlay)
        case "Call": .present(TestGraph.call)
        case "Profile", "Room": .replace
        default: .push
        }
    }

    /// How `Lock`, an app lock above everything, is shown: a flow's own route does.
    static let overlay = NavGraphPresentationOptions(.overlay, dismissible: false)

    /// How `Call`, a call its screen shrinks into picture in picture, is shown: an overlay in a
    /// stack of its own with `shrinks: app`.
    static let call = NavGraphPresentationOptions(.overlay, embedInStack: true, dismissible: false, appShrinks: true)

    private static func name(_ text: String) -> NavGraphNodeName { NavGraphNodeName(rawValue: text) }
}
