/// Where a link shows its screen, computed once per graph by `LinkPlacer` for generation to emit
/// as data, so that the runtime follows it without searching.
///
/// - `.shown`: the screen is a child of `flow` (a stack's root, a tab, a switch's child), or the
///   entry itself (`flow` is `nil`); showing the flows down to it shows the screen.
/// - `.pushed`: the screen is pushed onto the stack flow `flow`, above its root.
/// - `.presented(inOwnStack:)`: the screen is only ever presented, or pushed only inside stacks a
///   presentation creates; once the switch flows down to `flow` (the switch child every way to it
///   passes, its gate; `nil` when there is none) show it, it is presented over whatever is on top,
///   wrapped in a navigation stack of its own when `inOwnStack`.
///
/// The way down from the entry to `flow` is the graph's `FlowTree` (`steps(of:)`): each flow on
/// it is switched to, selected, or shown with its stack popped to the root.
public struct LinkPlacement: Hashable, Sendable {
    /// One step down from the entry: make `flow` show `child` (switch to it, select its tab, or
    /// show the stack whose root it is).
    public struct Step: Hashable, Sendable {
        /// The flow to act on.
        public var flow: String
        /// What kind of flow it is, and so what showing a child means.
        public var kind: NavGraphFlowKind
        /// The child to show: a screen or a flow.
        public var child: String

        /// Creates a step.
        public init(flow: String, kind: NavGraphFlowKind, child: String) {
            self.flow = flow
            self.kind = kind
            self.child = child
        }
    }

    /// How the screen appears once its flow is shown.
    public enum Arrival: Hashable, Sendable {
        /// It is `flow`'s child, or the entry itself.
        case shown
        /// Pushed onto the stack flow `flow`, above its root.
        case pushed
        /// Presented over whatever is on top, in a navigation stack of its own when `inOwnStack`.
        case presented(inOwnStack: Bool)
    }

    /// For a link that opens a chain (`through:`), one screen after `screen`: pushed by the route
    /// named `route` of the screen before it.
    public struct ChainPush: Hashable, Sendable {
        /// The route of the screen below that pushes it.
        public var route: String
        /// The screen it pushes.
        public var screen: String
    }

    /// The linked screen; for a chain link, the chain's first screen, placed as its own link
    /// places it.
    public var screen: String
    /// For a chain link, the screens pushed after `screen`, the link's own last; empty otherwise.
    public var chain: [ChainPush] = []
    /// The node of the `FlowTree` the link acts on last: the flow that shows the screen as a child,
    /// the stack it is pushed onto, or, for a presented screen, the switch child it is always
    /// shown under (its gate; `nil` when it has none); `nil` for the entry.
    public var flow: String?
    /// How the screen appears.
    public var arrival: Arrival
    /// For a link of a sub-flow's root, the root: `screen` is then the sub-flow, which the link
    /// pushes with the context it reads, and which shows the root. `nil` otherwise.
    public var subflowRoot: String?
    /// The other places a link's `in:` lists after the first (`in: [Home, Search]`), in order:
    /// the runtime takes the first of all of them whose way down shows now (the selected tab's
    /// stack), else this one. Empty for one place.
    public var alsoIn: [LinkPlacement] = []

    /// Creates a placement.
    public init(screen: String, flow: String?, arrival: Arrival) {
        self.screen = screen
        self.flow = flow
        self.arrival = arrival
    }

    /// One line for people, given the steps from `FlowTree.steps(of:)`:
    /// "Root: switch to Main, Main: select Shop, push onto Shop"; a chain adds "then Timeline's
    /// route 'article' pushes Article". A screen pushed onto a split flow names its column, as
    /// `columns` gives it: "push onto Reader (detail column)". A screen presented is reopened in
    /// the presentation that shows it already, as the runtime does (`reopenLinked`: what is above
    /// it closes, it starts again): "present over the top, or reopen it where a presentation
    /// shows it already".
    public func summary(steps: [Step], columns: [String: SplitColumnRole] = [:]) -> String {
        func inColumn(_ screen: String) -> String { columns[screen].map { " (\($0.rawValue) column)" } ?? "" }
        var parts = steps.map { step -> String in
            switch step.kind {
            case .switch: "\(step.flow): switch to \(step.child)"
            case .tabs: "\(step.flow): select \(step.child)"
            case .container: "\(step.flow): show \(step.child)"
            case .stack: "\(step.flow): show its root \(step.child)"
            case .split: "\(step.flow): show its sidebar \(step.child)"
            }
        }
        switch arrival {
        case .shown: if parts.isEmpty { parts.append("the entry: close what is above it") }
        case .pushed: parts.append(push(subflow) + inColumn(screen))
        case .presented(let inOwnStack):
            parts.append((inOwnStack ? "present over the top in its own stack" : "present over the top") + ", " + Self.reopening)
        }
        var below = subflowRoot ?? screen
        for push in chain {
            parts.append("then \(below)'s route '\(push.route)' pushes \(push.screen)" + inColumn(push.screen))
            below = push.screen
        }
        if !alsoIn.isEmpty {
            parts.append("or, where it shows already, " + alsoIn.map { $0.lastStep(pushing: subflow) }.joined(separator: " or "))
        }
        return parts.joined(separator: ", ")
    }

    /// What a placement that presents a screen does while a presentation shows the screen
    /// already (docs/Language.md, "Into a presentation that shows already").
    static let reopening = "or reopen it where a presentation shows it already"

    /// The sub-flow a link of its root pushes, which each place of `in:` pushes too.
    private var subflow: String? { subflowRoot.map { _ in screen } }

    /// "push onto Search", or "push Room onto Search" for a sub-flow.
    private func push(_ subflow: String?) -> String {
        "push " + (subflow.map { "\($0) " } ?? "") + "onto \(flow ?? "its stack")"
    }

    /// What the placement does once its flow shows: "push onto Search", "push Room onto Search"
    /// (a sub-flow the first place pushes), "show Search's child Profile".
    private func lastStep(pushing subflow: String?) -> String {
        switch arrival {
        case .shown: "show it in \(flow ?? "the entry")"
        case .pushed: push(subflow)
        case .presented: "present over the top (" + Self.reopening + ")"
        }
    }
}
