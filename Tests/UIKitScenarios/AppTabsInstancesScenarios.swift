import NavGraphRuntime
import UIKit

/// A browser's tabs: a bar the app draws (`bar: app`) beside children made from data, drawn by
/// the UIKit navigator. The app's container (DuckDuckGo's MainViewController) is handed the
/// selected tab alone, an instance with its key, and shows its navigation controller.
extension UIKitScenarios {
    static let appTabsInstancesScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "browserTabsShowOneInstanceAtATime": browserTabsShowOneInstanceAtATime,
    ]

    /// Lists (Inbox, one ListTab per key, Account) with its bar drawn by the app. The app opens
    /// a tab for c (`openTab(_:)`): the container is handed c's view controller, which holds c's
    /// navigation controller, and Inbox leaves as UIViewController.h asks a container to remove
    /// a child ("removeFromParentViewController does not call [self
    /// willMoveToParentViewController:nil] before removing the child. This is also the
    /// responsibility of the container subclass"). A push goes onto c's own navigation
    /// controller. The switcher chooses a by its key; closing a, the selected one, hands the
    /// container the next one, b. A saved state comes back in a new window with b handed to a
    /// new container with what it showed.
    static func browserTabsShowOneInstanceAtATime(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let journal = Journal()
        let lists = BrowserTabsContainer(journal: journal)
        BrowserTabsContainer.start(lists, keys: ["a", "b"], on: navigator)
        run.settle()
        run.expect(lists.shown == ["Inbox"] && lists.children.count == 1, "Inbox alone, the first tab: \(lists.shown)")
        navigator.navigation.addInstance(NavGraphInstanceKey("c"), of: lists)
        run.settle()
        run.expect(lists.shown == ["Inbox", "c"] && lists.children.count == 1, "c took Inbox's place: \(lists.shown)")
        guard let c = lists.children.first else { return run.expect(false, "c is shown") }
        run.expect(c.children.first is UINavigationController, "c's view controller holds its navigation controller")
        run.expect(lists.inbox.parent == nil && lists.inbox.view.superview == nil, "Inbox left the container and its view")
        run.top?.push("Detail")
        run.settle()
        run.expect((c.children.first as? UINavigationController)?.viewControllers.count == 2 && run.top?.navGraphNode.rawValue == "Detail", "the push went onto c's own navigation controller")
        navigator.navigation.selectTab(instance: NavGraphInstanceKey("a"), of: lists)
        run.settle()
        run.expect(lists.shown.last == "a" && lists.children.count == 1 && c.parent == nil, "the switcher chose a: \(lists.shown)")
        navigator.navigation.closeInstance(NavGraphInstanceKey("a"), of: lists)
        run.settle()
        run.expect(lists.shown.last == "b" && lists.children.count == 1, "a closed: b follows it: \(lists.shown)")
        run.top?.push("Detail")
        run.settle()
        guard let saved = navigator.navigation.saved(as: String.self) else { return run.expect(false, "saved") }
        let restored = BrowserTabsContainer(journal: Journal())
        run.relaunch(restoring: saved, entry: restored)
        run.settle()
        run.expect(restored.shown == ["b"] && restored.children.count == 1, "the restored container was handed b alone: \(restored.shown)")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "with what b showed")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// Lists' view controller with `bar: app`, as a browser writes it: it adds the selected tab,
/// fixed or made from data, as its child view controller and places its view, after the
/// navigator has taken the tab shown before out.
final class BrowserTabsContainer: NavGraphViewController, NavGraphAppTabsFlow {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Lists")
    let journal: Journal
    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }
    let inbox: Screen
    let account: Screen
    /// The tabs it was handed, in order: a fixed tab's name, an instance's key.
    private(set) var shown: [String] = []

    init(journal: Journal) {
        self.journal = journal
        inbox = Screen("Inbox", journal: journal)
        account = Screen("Account", journal: journal)
        super.init(nibName: nil, bundle: nil)
        title = "BrowserTabsContainer"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }

    /// Starts `lists` on `navigator` with the tabs for `keys`, as generated `startFlow()` does.
    static func start(_ lists: BrowserTabsContainer, keys: [String], on navigator: some NavGraphNavigator) {
        navigator.showRoot(lists)
        navigator.setTabs(of: lists, tabs: [lists.inbox, lists.account])
        navigator.setStack(of: lists.inbox, root: Screen("InboxList", journal: lists.journal))
        navigator.setStack(of: lists.account, root: Screen("AccountMenu", journal: lists.journal))
        navigator.navigation.setInstances(keys.map { NavGraphInstanceKey($0) }, of: lists)
    }

    func navGraphShow(_ viewController: NavGraphViewController, tab: NavGraphNodeName) {
        shown.append(tab.rawValue)
        add(viewController)
    }

    func navGraphShow(_ viewController: NavGraphViewController, instance key: NavGraphInstanceKey) {
        shown.append(key.description)
        add(viewController)
    }

    private func add(_ viewController: NavGraphViewController) {
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? {
        switch child.rawValue {
        case "Inbox", "Account": NavGraphMadeChild(Screen(child.rawValue, journal: journal), start: nil)
        default: nil
        }
    }

    func navGraphMakeInstance(_ key: NavGraphInstanceKey) -> NavGraphMadeChild? {
        guard key.key(as: String.self) != nil else { return nil }
        let made = Screen("ListTab", journal: journal)
        return NavGraphMadeChild(made) { [journal] in made.navigator?.setStack(of: made, root: Screen("ListTimeline", journal: journal)) }
    }

    func navGraphRestoredKey(_ saved: String) -> NavGraphRestoredKey {
        NavGraphInstanceKey.restoring(saved, as: String.self).map { .restored(NavGraphInstanceKey($0)) } ?? .unreadable
    }
}
