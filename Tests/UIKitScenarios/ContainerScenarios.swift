import NavGraphRuntime
import UIKit

/// A container flow drawn by the UIKit navigator: the app's own container view controller
/// receives each child's view controller and lays it out, and the children's routes work.
extension UIKitScenarios {
    static let containerScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "containerHoldsItsChildren": containerHoldsItsChildren,
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
        let restoredWindow = UIWindow(windowScene: run.scene)
        let restoredNavigator = NavGraphUIKitNavigator(window: restoredWindow)
        let restored = HomeContainer()
        do {
            try restoredNavigator.navigation.restore(saved, entry: restored, startEntry: {})
        } catch {
            run.expect(false, "restored: \(error)")
        }
        run.window = restoredWindow
        run.navigator = restoredNavigator
        run.settle()
        run.expect(restored.contained == ["Omnibar", "Favourites"], "the restored container was handed its children: \(restored.contained)")
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet", "the sheet is presented again")
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
