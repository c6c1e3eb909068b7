// The log-in switch that WaysIn/Shortcuts and WaysIn/Unlinked both put in front of their tabs
// (`Root: { kind: switch, children: [Login, Tabs] }`, Login's `loggedIn` replacing it with the
// tabs): built into each of them beside its own FlowControllers, which declare its
// TabsFlowController. The switch lets a destination through only once the person has logged in.

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
