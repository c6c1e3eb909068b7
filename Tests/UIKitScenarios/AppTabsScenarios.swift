import NavGraphRuntime
import UIKit

/// A tabs flow whose bar the app draws (`bar: app`), drawn by the UIKit navigator: no tab bar
/// controller; the flow's own view controller, the app's container, is handed the selected tab
/// and shows it alone, as DuckDuckGo's MainViewController shows one TabViewController.
extension UIKitScenarios {
    static let appTabsScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "appDrawnTabsShowOneTabAtATime": appDrawnTabsShowOneTabAtATime,
    ]

    /// Main (Feed, Settings) with `bar: app`: the container is handed Feed's view controller,
    /// which holds its navigation controller, and no tab bar controller is made. The person
    /// chooses Settings in the app's switcher (`selectTab(_:of:)`): Feed leaves the container as
    /// UIViewController.h asks a container to remove a child (`willMove(toParent: nil)`, then
    /// `removeFromParent()`, which calls `didMove(toParent: nil)` itself) and Settings is added
    /// (`addChild(_:)`, which calls `willMove(toParent:)` itself, then the container's
    /// `didMove(toParent:)`). A `select` route of Settings' screen brings Feed back with what it
    /// pushed, and a link to Settings' Menu selects Settings again, handing it to the container.
    /// While a sheet covers the switcher, a choice in it is refused. A saved state comes
    /// back in a new window with the tab it had selected handed to a new container.
    static func appDrawnTabsShowOneTabAtATime(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let journal = Journal()
        let main = AppTabsContainer(journal: journal)
        let app = AppTabsApp(main, journal: journal, on: navigator)
        run.settle()
        run.expect(main.shown == ["Feed"] && main.children.count == 1 && main.children.first === app.feed, "the container holds Feed alone: \(main.shown)")
        run.expect(!main.children.contains { $0 is UITabBarController }, "no tab bar controller")
        run.expect(app.list.navigationController?.parent === app.feed, "Feed's view controller holds its navigation controller")
        app.list.push("Detail")
        run.settle()
        navigator.navigation.selectTab(NavGraphNodeName(rawValue: "Settings"), of: main)
        run.settle()
        run.expect(main.shown == ["Feed", "Settings"] && main.children.count == 1 && main.children.first === app.settings, "Settings took Feed's place: \(main.children)")
        run.expect(app.feed.parent == nil && app.feed.view.superview == nil, "Feed left the container and its view")
        run.expect(
            app.feed.containment.suffix(3) == ["willMove(toParent: nil)", "removed from AppTabsContainer", "didMove(toParent: nil)"],
            "Feed was removed as a container removes a child: \(app.feed.containment)")
        run.expect(
            app.settings.containment == ["willMove(toParent: AppTabsContainer)", "added to AppTabsContainer", "didMove(toParent: AppTabsContainer)"],
            "Settings was added as a container adds a child: \(app.settings.containment)")
        run.expect(state(navigator, selects: 1), "the state selects Settings")
        app.menu.select("Feed")
        run.settle()
        run.expect(main.children.first === app.feed && app.feed.parent === main && run.top?.navGraphNode.rawValue == "Detail", "a select route brings Feed back with what it pushed")
        run.expect(navigator.navigation.open("menu", placement: menuLink), "a link to Menu opens")
        run.settle()
        run.expect(main.children.first === app.settings && main.shown.suffix(2) == ["Feed", "Settings"] && run.top === app.menu, "the link selected Settings: the container was handed it")
        app.menu.select("Feed")
        run.settle()
        app.list.navigationController?.viewControllers.last.flatMap { $0 as? Screen }?.present("Sheet")
        run.settle()
        navigator.navigation.selectTab(NavGraphNodeName(rawValue: "Settings"), of: main)
        run.settle()
        run.expect(main.children.first === app.feed && (run.presented as? Screen)?.navGraphNode.rawValue == "Sheet", "a choice under the sheet is refused")
        guard let saved = navigator.navigation.saved(as: String.self) else { return run.expect(false, "saved") }
        let restored = AppTabsContainer(journal: Journal())
        run.relaunch(restoring: saved, entry: restored)
        run.settle()
        run.expect(restored.shown == ["Feed"] && restored.children.count == 1, "the restored container was handed Feed alone: \(restored.shown)")
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet", "the sheet is presented again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A link's placement of Menu, the root of Main's Settings tab, Main being the root.
    private static var menuLink: NavGraphPlacement<String> {
        NavGraphPlacement(
            screen: NavGraphNodeName(rawValue: "Menu"),
            steps: [.init(flow: NavGraphNodeName(rawValue: "Main"), kind: .tabs, child: NavGraphNodeName(rawValue: "Settings")),
                    .init(flow: NavGraphNodeName(rawValue: "Settings"), kind: .stack, child: NavGraphNodeName(rawValue: "Menu"))],
            arrival: .shown, start: { made, _ in (made as? Screen)?.started(with: nil) })
    }

    /// Whether Main, the navigator's root, selects the tab at `index`.
    private static func state(_ navigator: NavGraphUIKitNavigator, selects index: Int) -> Bool {
        guard let root = navigator.state.root, case .tabs(_, let selected) = navigator.state[root]?.content else { return false }
        return selected == index
    }
}

/// Main's view controller with `bar: app`, as an app writes it: it adds the selected tab as its
/// child view controller and places its view (a segmented control above it, in an app), after
/// the navigator has taken the tab shown before out.
final class AppTabsContainer: NavGraphViewController, NavGraphAppTabsFlow {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Main")
    let journal: Journal
    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }
    /// The tabs it was handed, in order.
    private(set) var shown: [String] = []

    init(journal: Journal) {
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
        title = "AppTabsContainer"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }

    func navGraphShow(_ viewController: NavGraphViewController, tab: NavGraphNodeName) {
        shown.append(tab.rawValue)
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? {
        switch child.rawValue {
        case "Feed", "Settings": NavGraphMadeChild(Screen(child.rawValue, journal: journal), start: nil)
        default: nil
        }
    }
}

/// Main (Feed with List at its root, Settings with Menu) as the root of a navigator, its bar
/// drawn by the app.
@MainActor
struct AppTabsApp {
    let feed: Screen
    let list: Screen
    let settings: Screen
    let menu: Screen

    init(_ main: AppTabsContainer, journal: Journal, on navigator: some NavGraphNavigator) {
        feed = Screen("Feed", journal: journal)
        list = Screen("List", journal: journal)
        settings = Screen("Settings", journal: journal)
        menu = Screen("Menu", journal: journal)
        // Titled, so that the double's record names them.
        feed.title = "Feed"
        settings.title = "Settings"
        navigator.showRoot(main)
        navigator.setTabs(of: main, tabs: [feed, settings])
        navigator.setStack(of: feed, root: list)
        navigator.setStack(of: settings, root: menu)
    }
}
