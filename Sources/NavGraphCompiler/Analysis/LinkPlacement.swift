/// Where a link shows its screen: the flows to switch and select from `entry` down to the
/// screen's container, and then how the screen itself appears. Computed once per graph by
/// `LinkPlacer`, for generation to emit as data so that the runtime follows it without searching.
///
/// - `.shown`: the screen is a flow child (a stack's root, a tab, a switch's child) or the entry;
///   showing the steps shows it.
/// - `.pushed(stack:)`: the steps end at a stack flow; the screen is pushed onto it above its root.
/// - `.presented(inOwnStack:)`: the screen is only ever presented, or pushed only inside stacks a
///   presentation creates; it is presented over whatever is on top (no steps), wrapped in a
///   navigation stack of its own when `inOwnStack`.
public struct LinkPlacement: Hashable, Sendable {
    /// One step down from the entry: make `flow` show `child` (switch to it, select its tab, or
    /// show the stack whose root it is).
    public struct Step: Hashable, Sendable {
        /// The flow to act on.
        public var flow: String
        /// What kind of flow it is, and so what showing a child means.
        public var kind: FlowKind
        /// The child to show: a screen or a flow.
        public var child: String

        /// Creates a step.
        public init(flow: String, kind: FlowKind, child: String) {
            self.flow = flow
            self.kind = kind
            self.child = child
        }
    }

    /// How the screen appears once the steps are taken.
    public enum Arrival: Hashable, Sendable {
        /// It is the last step's child, or the entry itself.
        case shown
        /// Pushed onto the stack flow `stack` (the last step's child, or the entry), above its root.
        case pushed(stack: String)
        /// Presented over whatever is on top, in a navigation stack of its own when `inOwnStack`.
        case presented(inOwnStack: Bool)
    }

    /// The linked screen.
    public var screen: String
    /// The flows to act on, from the entry down.
    public var steps: [Step]
    /// How the screen appears after the steps.
    public var arrival: Arrival

    /// Creates a placement.
    public init(screen: String, steps: [Step], arrival: Arrival) {
        self.screen = screen
        self.steps = steps
        self.arrival = arrival
    }

    /// One line for people: "Root: switch to Main, Main: select Shop, push onto Shop".
    public var summary: String {
        var parts = steps.map { step -> String in
            switch step.kind {
            case .switch: "\(step.flow): switch to \(step.child)"
            case .tabs: "\(step.flow): select \(step.child)"
            case .stack: "\(step.flow): show its root \(step.child)"
            }
        }
        switch arrival {
        case .shown: if parts.isEmpty { parts.append("shown at launch") }
        case .pushed(let stack): parts.append("push onto \(stack)")
        case .presented(let inOwnStack): parts.append(inOwnStack ? "present over the top in its own stack" : "present over the top")
        }
        return parts.joined(separator: ", ")
    }
}
