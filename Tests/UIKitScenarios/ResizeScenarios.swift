import NavGraphRuntime
import UIKit

/// What a change of the window's size or orientation does to what the graph shows, and what a
/// scene that connects again shows: a popover's arrow, a popover that becomes a sheet, a state
/// saved in another width, a split view collapsing while a link waits, the presentations of a
/// restored state, a tab configured as its view loads.
extension UIKitScenarios {
    static let resizeScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "popoverFollowsItsAnchorAfterRotation": popoverFollowsItsAnchorAfterRotation,
        "popoverRestoredAtThePresentersView": popoverRestoredAtThePresentersView,
        "popoverAdaptsToASheetAtTheRoutesDetents": popoverAdaptsToASheetAtTheRoutesDetents,
        "stateSavedCompactRestoresTheRegularStyle": stateSavedCompactRestoresTheRegularStyle,
        "collapseOpensNoLinkInsideUIKitsCallback": collapseOpensNoLinkInsideUIKitsCallback,
        "restoredSheetPresentedAsTheSceneConnects": restoredSheetPresentedAsTheSceneConnects,
        "stackTabConfiguredAsItsViewLoads": stackTabConfiguredAsItsViewLoads,
    ]

    /// A popover points at a view whose frame changes (a rotation lays the bar out again): the
    /// arrow follows it, as UIKit does when `sourceRect` is left to it ("the default value is
    /// CGRectNull, which instructs the system to use the current frame of sourceView. The
    /// controller observes changes to this frame and updates the popover accordingly"); so does
    /// one that points at the presenting screen's view.
    static func popoverFollowsItsAnchorAfterRotation(_ run: ScenarioRun) {
        run.connect()
        let button = UIView()
        button.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        run.list.present("Share", NavGraphPresentationOptions(.popover), anchor: .view(button))
        run.settle()
        let popover = run.presented?.popoverPresentationController
        run.expect(popover?.sourceView === button, "anchored at the button")
        button.bounds = CGRect(x: 0, y: 0, width: 120, height: 44)
        run.expect(popover?.anchorRect == button.bounds, "the arrow points at the button as it is now: \(String(describing: popover?.anchorRect))")
        run.top?.finish()
        run.settle()
        run.list.present("Share", NavGraphPresentationOptions(.popover))
        run.settle()
        run.list.view.bounds = CGRect(x: 0, y: 0, width: 1_024, height: 768)
        let sourced = run.presented?.popoverPresentationController
        run.expect(sourced?.sourceView === run.list.view && sourced?.anchorRect == run.list.view.bounds, "at the list's view as it is now")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A saved state holds no anchor (a view is no value to save): the popover comes back
    /// pointing at its presenter's view, as docs/Generation.md says.
    static func popoverRestoredAtThePresentersView(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        let button = UIView()
        run.top?.present("Share", NavGraphPresentationOptions(.popover), anchor: .view(button))
        run.settle()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        run.relaunch(restoring: saved)
        run.settle()
        let presenter = run.top.flatMap { run.navigator?.navigation.entryID(of: $0) }.flatMap { run.state[$0]?.parent }
            .flatMap { run.navigator?.navigation.flowController(for: $0) } as? Screen
        run.expect(presenter?.navGraphNode.rawValue == "Detail", "Share is presented over Detail")
        run.expect(run.top?.popoverPresentationController?.sourceView === presenter?.view, "pointing at Detail's view")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A route that presents a popover where the width allows and a sheet where it is compact,
    /// shown as a popover, then the window becomes compact (Slide Over): UIKit shows the popover
    /// as a sheet ("for horizontally or vertically compact environments, this option behaves
    /// the same as UIModalPresentationStyle.formSheet"), at the route's detents.
    static func popoverAdaptsToASheetAtTheRoutesDetents(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Share", NavGraphPresentationOptions(.popover, compact: .sheet, detents: [.large, .medium], initialDetent: .medium))
        run.settle()
        guard let window = run.window, let shared = run.presented, let popover = shared.popoverPresentationController else {
            return run.expect(false, "a popover is presented")
        }
        UIKitDouble.setHorizontalSizeClass(.compact, of: window)
        run.expect(UIKitDouble.shownStyle(of: shared, in: window) == .formSheet, "a sheet now")
        let sheet = popover.adaptiveSheetPresentationController
        run.expect(sheet.detentNames == ["medium", "large"], "at the route's detents, smallest first: \(sheet.detentNames)")
        run.expect(sheet.selectedDetentIdentifier == .medium, "opening at the route's initial detent")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A state saved in Slide Over, where the route presented its compact sheet, restores on a
    /// full-screen iPad with the route's style for the width now: a popover.
    static func stateSavedCompactRestoresTheRegularStyle(_ run: ScenarioRun) {
        run.connect()
        guard let window = run.window else { return run.expect(false, "connected") }
        UIKitDouble.setHorizontalSizeClass(.compact, of: window)
        run.list.present("Share", NavGraphPresentationOptions(.popover, compact: .sheet))
        run.settle()
        run.expect(run.presented?.modalPresentationStyle == .automatic, "a sheet in Slide Over")
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        run.relaunch(restoring: saved)
        run.settle()
        run.expect(run.presented?.modalPresentationStyle == .popover, "a popover on the full screen: \(String(describing: run.presented?.modalPresentationStyle))")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A link waits while Root shows a reader (a split view) and its gate refuses; the gate then
    /// agrees, and the window becomes compact: UIKit collapses the split view, calling its
    /// delegate, and nothing opens inside that call (a resize is no transition). The person's
    /// next route is one, after which the link opens.
    static func collapseOpensNoLinkInsideUIKitsCallback(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        guard let window = run.window else { return run.expect(false, "connected") }
        let journal = Journal()
        let placements = TestPlacements(journal: journal)
        let root = Screen("Root", journal: journal), reader = Screen("Reader", journal: journal), feeds = Screen("Feeds", journal: journal)
        navigator.showRoot(root)
        navigator.setSwitch(of: root, child: reader)
        navigator.setStack(of: reader, root: feeds)
        placements.gate.open = false
        run.expect(!navigator.navigation.open("7", placement: placements.detail), "the gate refuses: the link waits")
        placements.gate.open = true
        UIKitDouble.setHorizontalSizeClass(.compact, of: window)
        run.expect(navigator.navigation.hasPendingLink && reader.navigator != nil, "the collapse opened nothing")
        run.expect((reader.children.first as? UISplitViewController)?.isCollapsed == true, "the reader collapsed")
        feeds.push("Timeline")
        run.settle()
        run.expect(!navigator.navigation.hasPendingLink, "the link opened after the person's route")
        run.expect(navigator.state.visibleEntries.compactMap { navigator.state[$0]?.node?.rawValue } == ["Root", "Main", "Feed", "Detail"],
                   "\(navigator.state.visibleEntries.compactMap { navigator.state[$0]?.node?.rawValue })")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The scene connects and restores a sheet over Detail: the sheet is presented at once, the
    /// root's view being in the window as soon as it is the window's root ("Assigning a view
    /// controller to this property ... installs the view controller's view as the content view of
    /// the window"), before any layout.
    static func restoredSheetPresentedAsTheSceneConnects(_ run: ScenarioRun) {
        run.connect()
        run.list.push("Detail")
        run.settle()
        run.top?.present("Sheet")
        run.settle()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        run.relaunch(restoring: saved)
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet" && run.presented === run.top, "the sheet is up before anything settles")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A stack flow shown as a tab sets its tab bar item as its view loads (in `viewDidLoad`, as
    /// apps do): the tab shows that item, though the flow's own view is never on screen (its
    /// navigation controller is the tab); a badge set later on the item shows too.
    static func stackTabConfiguredAsItsViewLoads(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        let journal = Journal()
        let main = Screen("Main", journal: journal), feed = TabConfiguredInViewDidLoad(), settings = Screen("Settings", journal: journal)
        navigator.showRoot(main)
        navigator.setTabs(of: main, tabs: [feed, settings])
        navigator.setStack(of: feed, root: Screen("List", journal: journal))
        navigator.setStack(of: settings, root: Screen("Menu", journal: journal))
        guard let tabBar = main.children.first as? UITabBarController, let feedTab = tabBar.viewControllers?.first else {
            return run.expect(false, "a tab bar")
        }
        run.expect(feedTab is UINavigationController, "the tab is the stack's navigation controller")
        run.expect(feedTab.tabBarItem.title == "Feed", "the item the flow set as its view loaded: \(String(describing: feedTab.tabBarItem.title))")
        feed.tabBarItem.badgeValue = "3"
        run.expect(feedTab.tabBarItem.badgeValue == "3", "a badge set later on it shows")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// A stack flow that labels its tab as its view loads.
final class TabConfiguredInViewDidLoad: NavGraphViewController, NavGraphFlowController {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Feed")
    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Feed")
    }
}
