import NavGraphCompiler

/// A family of valid graphs that grow with a number of screens, each stressing another part of
/// the compiler: what `navgraph-bench` measures at several sizes to see how each phase grows, and
/// what the tests of linear work build at the size where quadratic work would show.
///
/// Every graph checks without errors (warnings allowed, such as `too-many-tabs`); the number of
/// screens is close to the one asked for, not exact (the benchmark reports the real count).
public enum GraphShape: String, CaseIterable, Sendable {
    /// The benchmark's first shape: stacks of 50 screens as the tabs of one tab bar, three routes
    /// a screen (pushes within the stack, embedded presentations of the next stack's screens).
    case presentations
    /// ``presentations`` with a link on every screen and an unwind route back to the tab bar.
    case linksAndUnwinds = "links-and-unwinds"
    /// Random valid graphs (``RandomGraph``): every route style, every kind of flow, hard names.
    case random
    /// The example apps' graphs, side by side as the children of one switch flow, again and again.
    case examples
    /// A tab bar of stacks of 50 screens, each pushing the next two and itself again and selecting
    /// the next tab; a context and feedback on every route.
    case tabs
    /// A chain of switch flows a tenth of the screens deep, the other screens pushed at its bottom
    /// one after the other, each with a link.
    case switches
    /// A link whose parameters bind a record of as many fields as there are screens, and a link of
    /// two parameters on every other screen.
    case parameters
    /// Sub-flows pushed inside sub-flows, half as deep as there are screens, each handing back
    /// what its own sub-flow finished with.
    case subflows
    /// ``presentations`` with every screen's first route going on with a route of its destination
    /// (`then:`): a route of several steps on every screen.
    case steps
    /// A list that pushes half as many sub-flows as there are screens, each room's root linked
    /// (the link pushes the sub-flow with the context it reads) and its second screen linked
    /// through the root (`through:`).
    case subflowLinks = "subflow-links"
    /// Stacks of 50 screens under a tab bar, two links at every path, told apart by the query item
    /// one of them requires.
    case queries
    /// ``queries`` with the second link of every path told apart by a route in the URL's
    /// fragment (`/s4` and `/s4#/room/{id}`).
    case fragments
    /// Stacks of 50 screens under a tab bar, every link setting constants (`set:`): record fields
    /// beside a parameter, or what an enum case carries.
    case constants
    /// Stacks of 50 screens under a tab bar, every screen placed without a URL (`placement:`): in
    /// its stack, or as a chain through the screen before it.
    case placements
    /// Stacks of 25 screens under a tab bar the app draws (`bar: app`, one tab shown at a time, as
    /// a browser's, beside a browser's pages made from data, one per key), every screen opening a
    /// screen of its own in a window of its own with an ID (`style: window`, `oneWindow: sheet`),
    /// every fifth in a navigation stack of its own that it pushes onto (`embed: stack`).
    case windows

    /// The graph files of the shape with about `screens` screens (at least a few).
    public func files(screens: Int) -> [SourceFile] {
        let screens = max(screens, 10)
        switch self {
        case .presentations: return [SourceFile(path: "presentations.navgraph.yaml", text: Presentations.yaml(screens: screens, routes: 3 * screens))]
        case .linksAndUnwinds:
            return [SourceFile(path: "links-and-unwinds.navgraph.yaml", text: Presentations.yaml(screens: screens, routes: 3 * screens, linksAndUnwinds: true))]
        case .random:
            var random = RandomGraph(seed: 1)
            return [SourceFile(path: "random.navgraph.yaml", text: random.yaml(screens: screens))]
        case .examples: return TiledExamples.files(screens: screens)
        case .tabs: return [SourceFile(path: "tabs.navgraph.yaml", text: ManyTabs.yaml(screens: screens))]
        case .switches: return [SourceFile(path: "switches.navgraph.yaml", text: SwitchChain.yaml(screens: screens))]
        case .parameters: return [SourceFile(path: "parameters.navgraph.yaml", text: LinkParameters.yaml(screens: screens))]
        case .subflows: return [SourceFile(path: "subflows.navgraph.yaml", text: DeepSubflows.yaml(screens: screens))]
        case .steps: return [SourceFile(path: "steps.navgraph.yaml", text: Presentations.yaml(screens: screens, routes: 3 * screens, steps: true))]
        case .subflowLinks: return [SourceFile(path: "subflow-links.navgraph.yaml", text: SubflowLinks.yaml(screens: screens))]
        case .queries: return [SourceFile(path: "queries.navgraph.yaml", text: RequiredQueries.yaml(screens: screens))]
        case .fragments: return [SourceFile(path: "fragments.navgraph.yaml", text: RequiredQueries.yaml(screens: screens, inFragment: true))]
        case .constants: return [SourceFile(path: "constants.navgraph.yaml", text: LinkConstantShapes.yaml(screens: screens))]
        case .placements: return [SourceFile(path: "placements.navgraph.yaml", text: UnlinkedPlacements.yaml(screens: screens))]
        case .windows: return [SourceFile(path: "windows.navgraph.yaml", text: WindowRoutes.yaml(screens: screens))]
        }
    }
}

extension GraphShape {
    /// The `flows:` of a shape made of stacks of 50 screens (`S0`, `S50`, ...): a tab bar `Main`
    /// of `stacks` stack flows, each rooted at its first screen, then `more` children (a `{ each: … }`
    /// entry); the app draws the bar when `appBar` is set (`bar: app`, a browser's tabs, as many as
    /// it lays out).
    static func tabbedStacks(_ stacks: Int, group: Int, appBar: Bool = false, more: [String] = []) -> [String] {
        ["flows:", "  Main: { kind: tabs, children: [" + ((0..<stacks).map { "Stack\($0)" } + more).joined(separator: ", ") + "]" + (appBar ? ", bar: app" : "") + " }"]
            + (0..<stacks).map { "  Stack\($0): { kind: stack, root: S\($0 * group) }" }
    }
}
