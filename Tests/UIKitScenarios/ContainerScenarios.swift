import NavGraphRuntime
import UIKit

/// A container flow drawn by the UIKit navigator: the app's own container view controller
/// receives each child's view controller and lays it out, and the children's routes work.
extension UIKitScenarios {
    static let containerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "containerHoldsItsChildren": containerHoldsItsChildren,
        "containerChildShownAndHidden": containerChildShownAndHidden,
    ]

    /// Home's view controller holds the omnibar and the favourites' navigation stack; a push
    /// goes inside the favourites' stack, a sheet from the omnibar covers the window, and a saved
    /// state comes back in a new window with the same children.
    static func containerHoldsItsChildren(_ run: ScenarioRun) {
        UIKitDouble.reset()
        let window = UIWindow(windowScene: run.scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        let app = TestHome(HomeContainer(), journal: Journal(), on: navigator)
        run.window = window
        run.navigator = navigator
        run.expect(app.home.contained == ["Omnibar", "Favourites"], "the container was handed its children: \(app.home.contained)")
        run.expect(app.home.children.first === app.omnibar && app.home.children.last === app.favourites, "they are its child view controllers")
        app.favouriteList.push("Folder")
        run.settle()
        let stack = app.favouriteList.navigationController
        run.expect(stack?.parent === app.favourites && stack?.viewControllers.count == 2, "Folder is pushed inside the favourites' own stack")
        app.omnibar.present("Sheet")
        run.settle()
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet" && run.top === run.presented, "the omnibar's sheet is on top")
        guard let saved = navigator.navigation.saved(as: String.self) else { return run.expect(false, "saved") }
        let restored = HomeContainer()
        run.relaunch(restoring: saved, entry: restored)
        run.settle()
        run.expect(restored.contained == ["Omnibar", "Favourites"], "the restored container was handed its children: \(restored.contained)")
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet", "the sheet is presented again")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Home lets the app hide the favourites (`hideable: [Favourites]`), as a client shows its
    /// secondary column only on an iPad: started without them, the container is handed the omnibar
    /// alone; once the app shows them (`updateChildren()`), the favourites' stack is handed to it
    /// and takes pushes; hidden again, their view controller leaves the container (no parent, its
    /// view out of the container's), what they presented is dismissed, and a link into them waits
    /// until they show again.
    static func containerChildShownAndHidden(_ run: ScenarioRun) {
        UIKitDouble.reset()
        let window = UIWindow(windowScene: run.scene)
        let navigator = NavGraphUIKitNavigator(window: window)
        let journal = Journal()
        let home = HomeContainer()
        home.hiddenChildren = ["Favourites"]
        let app = TestHome(home, journal: journal, on: navigator)
        run.window = window
        run.navigator = navigator
        run.settle()
        run.expect(home.contained == ["Omnibar"] && home.children.count == 1, "only the omnibar was handed to the container: \(home.contained)")
        home.hiddenChildren = []
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
        run.settle()
        run.expect(home.contained == ["Omnibar", "Favourites"], "the favourites came: \(home.contained)")
        guard let favourites = home.children.last as? Screen, let list = favourites.children.first.flatMap({ $0 as? UINavigationController })?.viewControllers.first as? Screen else {
            return run.expect(false, "the favourites' stack is the container's child: \(home.children)")
        }
        list.push("Folder")
        run.settle()
        list.navigationController?.viewControllers.last.flatMap { $0 as? Screen }?.present("Sheet")
        run.settle()
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet", "a folder of the favourites presents over the window")
        home.hiddenChildren = ["Favourites"]
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
        run.settle()
        run.expect(favourites.parent == nil && favourites.view.superview == nil && home.children.count == 1, "the favourites left the container")
        run.expect(run.presented == nil, "their sheet was dismissed")
        run.expect(!navigator.navigation.open("7", placement: app.folderLink) && navigator.navigation.hasPendingLink, "a link into them waits")
        home.hiddenChildren = []
        TestHome.updateChildren(of: home, on: navigator, journal: journal)
        run.settle()
        run.expect(!navigator.navigation.hasPendingLink && journal.events.suffix(2) == ["Favourites started", "Folder started with 7"], "it opened once they came: \(journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// Home's view controller, as an app writes a container: it adds each child as a child view
/// controller and places its view (here, in order; an app lays them out as its design says).
final class HomeContainer: NavGraphViewController, NavGraphContainerFlow {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Home")
    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }
    /// The children it was handed, in order.
    private(set) var contained: [String] = []
    /// The children the app hides now (as its `isShown(_:)` answers), were Home `hideable`.
    var hiddenChildren: Set<String> = []

    var navGraphShownChildren: [NavGraphNodeName] {
        (navGraphFlow?.children ?? []).filter { !hiddenChildren.contains($0.rawValue) }
    }

    func navGraphContain(_ viewController: NavGraphViewController, child: NavGraphNodeName) {
        contained.append(child.rawValue)
        addChild(viewController)
        view.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? {
        let journal = Journal()
        switch child.rawValue {
        case "Omnibar": return NavGraphMadeChild(Screen("Omnibar", journal: journal)) {}
        case "Favourites": return NavGraphMadeChild(Screen("Favourites", journal: journal), start: nil)
        default: return nil
        }
    }
}
