// Codes about names and types: what is declared, and whether every name means one thing.
extension DiagnosticExplanation {
    static let duplicateDefinition = DiagnosticExplanation(
        code: .duplicateDefinition,
        meaning: """
            Every screen, flow and type has one declaration in the whole graph, across all its files. \
            Screens and flows share one namespace, because a route's `to` may name either. The note \
            points at the first declaration.
            """,
        example: homeGraph("""
            screens:
              Home: {}
            flows:
              Home: { kind: stack, root: Feed }
            """),
        fix: "Rename one of the two (and the routes that mean it), or delete the one that is a leftover.",
        replacing: "Home: {}\nflows:",
        with: "Feed: {}\nflows:"
    )

    static let missingEntry = DiagnosticExplanation(
        code: .missingEntry,
        meaning: """
            `entry` names the screen or flow the app shows at launch. The graph needs exactly one, in \
            exactly one of its files: with none nothing says where the app starts, with two the graph \
            says it twice.
            """,
        example: """
            version: 1
            screens:
              Home: {}
            """,
        fix: "Add `entry:` naming the first screen or flow to one file, and remove any other `entry`.",
        replacing: "version: 1\n",
        with: "version: 1\nentry: Home\n"
    )

    static let undefinedScreen = DiagnosticExplanation(
        code: .undefinedScreen,
        meaning: """
            A route's `to`, the graph's `entry`, a flow's `root`, `children` or `initial`, or a \
            link's or placement's `through:` or `or:` names a screen or flow that no file declares. When a declared name is close, the message suggests it. \
            When two or more references use the same undeclared name and the close declaration is \
            referenced nowhere, the declaration is the likelier typo: the error is then reported once, at \
            the declaration, suggesting the name the references use, with a note at each reference.
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  settings: { to: Settings, style: present }
            """),
        fix: "Declare the screen or flow (in any file of the graph), or correct the name.",
        replacing: "style: present }",
        with: "style: present }\n  Settings: {}"
    )

    static let undefinedType = DiagnosticExplanation(
        code: .undefinedType,
        meaning: """
            A context, feedback, field or alias names a type that is neither one of Swift's own \
            (String, Int, Int64, Double, Float, Bool, URL, UUID, Date, Data) nor declared under \
            `types:`. Names are case-sensitive, as in Swift.
            """,
        example: homeGraph("""
            screens:
              Home:
                feedback: string
            """),
        fix: "Correct the name (the message's \"did you mean\"), or declare the type under `types:`.",
        replacing: "feedback: string",
        with: "feedback: String"
    )

    static let invalidType = DiagnosticExplanation(
        code: .invalidType,
        meaning: """
            A type expression is not one the language can read: brackets that do not pair up, or a \
            dictionary whose key type is not String, Int or UUID (or an alias of one), the keys a \
            generated route can rely on. Or an external type named as UIKit's (`UIImage`): the \
            generated NavGraphTypes.swift imports only Foundation and cannot see it; declare \
            `typealias Photo = UIImage` in a file of the app that imports UIKit, and `Photo` in the graph.
            """,
        example: homeGraph("""
            screens:
              Home:
                feedback: "[Double: String]"
            """),
        fix: "Write the type as Swift would (`T?`, `[T]`, `[K: V]`), with an allowed dictionary key.",
        replacing: "[Double: String]",
        with: "[String: String]"
    )

    static let invalidName = DiagnosticExplanation(
        code: .invalidName,
        meaning: """
            Screen, flow, type, field, case and route names become Swift identifiers in the generated \
            code, so each must be a valid Swift identifier, and two names must not turn into the same \
            Swift name, nor into a name the runtime already uses (a screen opened through a chain gets \
            `open<Screen>(...)` on the navigator, which `openOutside` and `openURL` already name).
            """,
        example: homeGraph("""
            screens:
              Home:
                routes:
                  show settings: { to: Settings, style: present }
              Settings: {}
            """),
        fix: "Rename it to a Swift identifier: letters, digits and underscores, not starting with a digit.",
        replacing: "show settings:",
        with: "showSettings:"
    )

    static let recursiveType = DiagnosticExplanation(
        code: .recursiveType,
        meaning: """
            A record that contains itself, directly or through other records, would be a Swift struct \
            of infinite size. Through an optional or an array it is fine: the chain can end.
            """,
        example: homeGraph("""
            types:
              Folder:
                fields:
                  name: String
                  parent: Folder
            screens:
              Home:
                feedback: Folder
            """),
        fix: "Make the field that closes the loop optional (`Folder?`) or an array (`[Folder]`).",
        replacing: "parent: Folder",
        with: "parent: Folder?"
    )

    static let tooManyTabs = DiagnosticExplanation(
        code: .tooManyTabs,
        meaning: """
            A tab bar on an iPhone shows five items; UIKit's tab bar controller puts the tabs after \
            the fifth in its More list, where the selected index is "NSNotFound" and a tab picked \
            from the list is shown inside the More navigation controller, and SwiftUI's TabView \
            does the same. The navigator does not follow the More list yet: the navigation state \
            would still name the tab shown before. The tabs listed under `hideable` do not count: \
            the app says which of them show (`isShown(_:)`), so keeping the tabs shown at once to \
            five is its part. It is a warning, as an iPad's tab bar shows more.
            """,
        example: homeGraph("""
            screens:
              A: {}
              B: {}
              C: {}
              D: {}
              E: {}
              F: {}
            flows:
              Home: { kind: tabs, children: [A, B, C, D, E, F] }
            """),
        fix: "Keep five tabs, and reach the others from one of them (a tab whose stack pushes them, say).",
        replacing: "E: {}\n  F: {}\nflows:\n  Home: { kind: tabs, children: [A, B, C, D, E, F] }",
        with: "E:\n    routes:\n      more: { to: F, style: push }\n  F: {}\nflows:\n  Home: { kind: tabs, children: [A, B, C, D, Others] }\n  Others: { kind: stack, root: E }"
    )

    static let sharedFlow = DiagnosticExplanation(
        code: .sharedFlow,
        meaning: """
            A flow's place in the graph is the way down to it from the entry: a link placed in it, \
            a restored state that shows it and the picture of the graph all go that way. A flow \
            listed as the child of two flows has two places, and the compiler would pick the one \
            listed first: a link opened while the user sees the other would switch them away (the \
            logged-out tab bar, say), and `in:` names flows, not ways. A screen may be shared; a \
            link to it names the flow with `in:`. The stack flow of children made from data \
            (`{ each: ListTab, key: ListID }`, one instance per key the app gives) has its one \
            place there too: links into it go to the selected instance.
            """,
        example: homeGraph("""
            screens:
              Timeline: {}
              Settings: {}
              SignIn: {}
            flows:
              Home: { kind: switch, children: [LoggedOut, LoggedIn] }
              LoggedOut: { kind: tabs, children: [Feed, SignIn] }
              LoggedIn: { kind: tabs, children: [Feed, Settings] }
              Feed: { kind: stack, root: Timeline }
            """),
        fix: "Declare a flow for each place; the two may share their screens.",
        replacing: "  LoggedIn: { kind: tabs, children: [Feed, Settings] }\n  Feed: { kind: stack, root: Timeline }",
        with: "  LoggedIn: { kind: tabs, children: [MemberFeed, Settings] }\n  Feed: { kind: stack, root: Timeline }\n  MemberFeed: { kind: stack, root: Timeline }"
    )

    static let invalidHideable = DiagnosticExplanation(
        code: .invalidHideable,
        meaning: """
            A tabs flow's `hideable` lists the tabs the app may hide at run time: Notifications \
            while no one is logged in. The contract asks `isShown(_:)` of each, and the tab bar \
            shows the others always. So each name must be one of the flow's tabs, and one tab at \
            least must stay out of the list: when the app hides the selected tab, the tab bar \
            selects the first tab that shows, and a tab bar with none has nothing to select. A \
            container flow's `hideable` is read the same way, for its children (a secondary \
            column shown only on an iPad): each must be one of its children, and one at least \
            always shows, for the container to show and a link to land in.
            """,
        example: homeGraph("""
            screens:
              Timeline: {}
              Notifications: {}
              Settings: {}
            flows:
              Home: { kind: tabs, children: [Timeline, Notifications, Settings], hideable: [Notification] }
            """),
        fix: "Name the tab as `children` does.",
        replacing: "hideable: [Notification]",
        with: "hideable: [Notifications]"
    )

    static let invalidActionTab = DiagnosticExplanation(
        code: .invalidActionTab,
        meaning: """
            An action tab is a tab item that performs one of the tabs flow's own routes instead of \
            selecting a tab: a client's "post" item that presents the editor over whichever tab \
            shows. UIKit refuses to select it (`tabBarController(_:shouldSelect:)`) and SwiftUI's \
            `TabView` selection does not take its tag; the flow performs the route instead. So \
            the name must be one of the flow's own `routes`, and each route one item at most.
            """,
        example: homeGraph("""
            screens:
              Timeline: {}
              Settings: {}
              Editor: {}
            flows:
              Home:
                kind: tabs
                children: [Timeline, { route: compse }, Settings]
                routes:
                  compose: { to: Editor, style: present }
            """),
        fix: "Name one of the flow's own routes, as its `routes` spells it.",
        replacing: "{ route: compse }",
        with: "{ route: compose }"
    )

    static let missingRequirement = DiagnosticExplanation(
        code: .missingRequirement,
        meaning: """
            `navgraph scaffold` writes a FlowController once and never overwrites it. When the graph \
            later asks more of it (a route that needs `make<Route>()`, a feedback that needs \
            `<route>DidFinish(with:)`, a flow child, a link, a switch flow's gates \
            `shouldRestore(_:)` and `shouldOpen(_:)`), or `generate: ui:` changes, the build \
            fails inside the generated contracts. Scaffold, and the build plugin on every build, \
            read the target's Swift files and say so first, at the graph line that asks, with the \
            function to add; FlowControllers all written for the other UI framework get one \
            message, at `generate:` or the graph's first line. It reports only a FlowController \
            whose declaration, extensions and base types it can all read; `navgraph lint`, which \
            reads no Swift, never reports it.
            """,
        example: homeGraph("""
            screens:
              ItemList:
                routes:
                  detail: { to: ItemDetail, style: push }
              ItemDetail: {}
            flows:
              Home: { kind: stack, root: ItemList }
            """),
        appSource: """
            final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {
                weak var navigator: (any NavGraphNavigator)?
                func start() {}
            }
            """,
        fix: "Add the function the message names to the FlowController (or move the file away and scaffold it again).",
        replacing: "    func start() {}",
        with: "    func start() {}\n    func makeDetail() -> any ItemDetailFlowControlling { ItemDetailFlowController() }"
    )

    static let orphanedFlowController = DiagnosticExplanation(
        code: .orphanedFlowController,
        meaning: """
            A FlowController is written once by `navgraph scaffold` and never deleted. When its \
            screen or flow is renamed or removed, its file stays, conforming to a contract the \
            graph no longer generates (`TripsFlowControlling`): the build fails there with \
            "cannot find type", and the makers that return it (`makeTrips()`) are left over too. \
            Scaffold, and the build plugin on every build, read the target's Swift files and say \
            so at the type, with the screen or flow it was probably renamed to and a note at \
            each function that still makes it. A rename said with `formerly:` keeps the old \
            contract as a deprecated alias of the new one, so the type still builds; it is told \
            to take the new name.
            """,
        example: homeGraph("""
            screens:
              Journeys: {}
            flows:
              Home: { kind: stack, root: Journeys }
            """),
        appSource: """
            final class TripsFlowController: NavGraphViewController, TripsFlowControlling {
                weak var navigator: (any NavGraphNavigator)?
                func start() {}
            }
            """,
        fix: "Move what the old FlowController does into the new one's (navgraph scaffold writes it), and delete the old file; or declare the old name in the graph again.",
        replacing: "final class TripsFlowController: NavGraphViewController, TripsFlowControlling {",
        with: "final class JourneysFlowController: NavGraphViewController, JourneysFlowControlling {"
    )
}
