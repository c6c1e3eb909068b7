/// A key of a flow (`{ kind: stack, root: Home }`). Which of them a flow must, may and must not
/// write depends on its kind: `NavGraphFlowKind.rule(for:)`.
public enum NavGraphFlowKey: String, CaseIterable, Hashable, Sendable {
    /// What kind of container the flow is (`NavGraphFlowKind`).
    case kind
    /// Documentation, copied into doc comments.
    case summary
    /// A stack's root, or the roots the app chooses among.
    case root
    /// The tabs, a switch's children or a container's children.
    case children
    /// A split flow's columns.
    case columns
    /// The child a switch shows first.
    case initial
    /// The type a route pushing the flow as a sub-flow, or presenting it, hands over.
    case context
    /// The type the flow's finish routes hand back to the route that pushed or presented it.
    case feedback
    /// The tabs, or a container's children, the app may hide at run time.
    case hideable
    /// Who orders a tabs flow's tabs: `app`, the person's order the app gives at run time.
    case order
    /// Who draws a tabs flow's bar: `app`, a switcher of the app's own, one tab shown at a time.
    case bar
    /// Routes the flow performs itself, presenting over it.
    case routes
    /// Where the app opens the flow by destination, without a URL (a Home-screen shortcut item
    /// that shows a tab, an App Intent).
    case placement
    /// The names the flow had before it was renamed, which saved states may still name.
    case formerly

    /// The keys that list what a flow shows (`root`, `children`, `columns`): each kind requires
    /// exactly one of them.
    public static let listings: Set<NavGraphFlowKey> = [.root, .children, .columns]

    /// The keys every kind requires (`kind`): required before the kind is known.
    public static let requiredByEveryKind = Set(allCases.filter { key in NavGraphFlowKind.allCases.allSatisfy { $0.rule(for: key) == .required } })
}
