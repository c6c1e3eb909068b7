/// Where a linked screen is shown, as the compiler computed it, with the generated calls into
/// the app's FlowControllers that following it needs: `NavGraphStateMachine.open(_:placement:)`
/// follows it without searching the graph.
///
/// The steps go down from the entry; each makes flow `flow` show `child` (a switch flow switches
/// to it, a tabs flow selects it, a stack flow shows its root). Then the screen is the last
/// step's child (`.shown`), is pushed onto the stack flow the steps end at (`.pushed`), or is
/// presented over whatever is on top (`.presented`), once the steps have shown the switch child
/// it is always shown under (so that the switch flows on the way, log-in among them, are asked).
public struct NavGraphPlacement<Destination: Sendable>: Sendable {
    /// Makes and starts a child of a switch flow that is not showing, asking the flow first.
    public struct Switching: Sendable {
        /// Asks the switch flow's FlowController whether the link may switch it now (`shouldOpen`).
        public var ask: @MainActor @Sendable (any NavGraphFlowController, Destination) -> Bool
        /// Makes the child, through the switch flow's FlowController.
        public var make: @MainActor @Sendable (any NavGraphFlowController) -> (any NavGraphFlowController)?
        /// Starts a flow child once it is shown (its `startFlow()`); `nil` when the child is the
        /// linked screen, which the placement's `start` starts.
        public var start: (@MainActor @Sendable (any NavGraphFlowController, Destination) -> Void)?
        /// Starts a screen child that is not the linked screen (the switch child a presented
        /// screen is shown under), given the switch flow and the child, with the context the
        /// flow gives it (`contextFor<Child>()`).
        public var startScreen: (@MainActor @Sendable (_ flow: any NavGraphFlowController, _ child: any NavGraphFlowController) -> Void)?

        /// Creates the calls for one switch step.
        public init(
            ask: @escaping @MainActor @Sendable (any NavGraphFlowController, Destination) -> Bool,
            make: @escaping @MainActor @Sendable (any NavGraphFlowController) -> (any NavGraphFlowController)?,
            start: (@MainActor @Sendable (any NavGraphFlowController, Destination) -> Void)? = nil,
            startScreen: (@MainActor @Sendable (_ flow: any NavGraphFlowController, _ child: any NavGraphFlowController) -> Void)? = nil
        ) {
            self.ask = ask
            self.make = make
            self.start = start
            self.startScreen = startScreen
        }
    }

    /// One step down from the entry.
    public struct Step: Sendable {
        /// The flow to act on.
        public var flow: NavGraphNodeName
        /// What kind of flow it is.
        public var kind: NavGraphFlowKind
        /// The child it is to show.
        public var child: NavGraphNodeName
        /// For a switch flow: how to switch it to `child` when it shows another.
        public var switching: Switching?

        /// Creates a step.
        public init(flow: NavGraphNodeName, kind: NavGraphFlowKind, child: NavGraphNodeName, switching: Switching? = nil) {
            self.flow = flow
            self.kind = kind
            self.child = child
            self.switching = switching
        }
    }

    /// How the screen appears once the steps are taken.
    public enum Arrival: Sendable {
        /// It is the last step's child (or the entry itself, with no steps).
        case shown
        /// Pushed onto the stack flow the steps end at, above its root.
        case pushed
        /// Presented over whatever is on top, as `options` say.
        case presented(NavGraphPresentationOptions)
    }

    /// The linked screen, or the flow an `open` route opens.
    public var screen: NavGraphNodeName
    /// The way down from the entry.
    public var steps: [Step]
    /// How the screen appears.
    public var arrival: Arrival
    /// For `.pushed` and `.presented`: makes the screen, through the FlowController of the stack
    /// flow it is pushed onto, or of the graph's entry when it is presented.
    public var make: (@MainActor @Sendable (any NavGraphFlowController) -> (any NavGraphFlowController)?)?
    /// Starts the screen with the destination's context; for a flow an `open` route opens, starts
    /// the flow (a sub-flow with the destination's context).
    public var start: @MainActor @Sendable (any NavGraphFlowController, Destination) -> Void
    /// The other places the graph lists for the link after this one (`in: [Home, Search]`), in
    /// order: the first of all of them whose way down shows already (the stack of the selected
    /// tab) is followed, else this one (`NavGraphStateMachine+Places.swift`). Empty for one place.
    public var elsewhere: [NavGraphPlacement]
    /// For a flow with a context (a sub-flow an `open` route pushes): hands it the destination's
    /// context without starting it, when a restored state shows its saved screens instead; `nil`
    /// for a screen and a flow without a context, which a restored state does not start.
    public var restoring: (@MainActor @Sendable (any NavGraphFlowController, Destination) -> Void)?
    /// Whether the screen opens in a new window of its own where the device shows several
    /// (`window: new` on the link or the placement): the destination goes to the navigator's
    /// window opener, as a window route's does, and this navigator shows nothing new; where there
    /// is one window, the steps are followed here.
    public var opensNewWindow: Bool
    /// Whether the screen opens in a new instance of the flow made from data its steps go
    /// through (`instance: new` on the link or the `open` route): that step opens an instance
    /// for the key the tabs flow's contract gives (`newKey()`) and selects it, in the same
    /// transition as the rest (`NavGraphCommand.openInstance`). The first place is followed,
    /// never another one `elsewhere` lists.
    public var opensNewInstance: Bool

    /// Creates a placement; generated code makes one per link and per screen or flow an `open`
    /// route opens.
    public init(
        screen: NavGraphNodeName,
        steps: [Step],
        arrival: Arrival,
        make: (@MainActor @Sendable (any NavGraphFlowController) -> (any NavGraphFlowController)?)? = nil,
        start: @escaping @MainActor @Sendable (any NavGraphFlowController, Destination) -> Void,
        restoring: (@MainActor @Sendable (any NavGraphFlowController, Destination) -> Void)? = nil,
        elsewhere: [NavGraphPlacement] = [],
        opensNewWindow: Bool = false,
        opensNewInstance: Bool = false
    ) {
        self.screen = screen
        self.steps = steps
        self.arrival = arrival
        self.make = make
        self.start = start
        self.elsewhere = elsewhere
        self.restoring = restoring
        self.opensNewWindow = opensNewWindow
        self.opensNewInstance = opensNewInstance
    }

    /// This placement, opening its screen in a new instance (an `open` route with `instance: new`
    /// places its destination as its links do, in a new instance).
    public var inNewInstance: Self {
        var placement = self
        placement.opensNewInstance = true
        return placement
    }

    /// What starts `made`, which the placement made, in a restored state: a screen is started; a
    /// flow shows its saved content instead of starting, and only receives its context.
    @MainActor func restoredStart(of made: any NavGraphFlowController, _ destination: Destination) -> @MainActor () -> Void {
        if made.navGraphFlow == nil { return { start(made, destination) } }
        return { restoring?(made, destination) }
    }

    /// This place and the others listed after it, in order.
    public var places: [NavGraphPlacement] { [self] + elsewhere }
}
