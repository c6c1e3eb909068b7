/// A switch flow's gates: what the app decides before a link or a restored state shows one of
/// the flow's children, with no default. Which child is behind a log-in, an unlock or a
/// walkthrough is the app's to say, and a default either way is wrong somewhere (open shows the
/// signed-in area to nobody; closed keeps every link waiting), so each decision is a requirement
/// of the switch flow's contract: a FlowController that does not answer it is a compile error at
/// the requirement, whose documentation says what to decide. Skeletons answer `false`, closed,
/// with a `TODO(navgraph):` saying when to answer `true`.
///
/// - `shouldRestore(_:)` on every switch flow: a saved state below the switch always passes it,
///   whichever child it shows (the runtime's `NavGraphSwitchGate`, which the contract refines).
/// - `shouldOpen(_:)` on a switch flow that a link or an `open` route may switch; a switch that
///   only its own screens' `replace` routes swap (an onboarding before home) is not asked it.
extension ContractsTranslator {
    /// The runtime protocol a switch flow's contract refines, so that restoring finds its gate.
    static let switchGateProtocol = "NavGraphSwitchGate"

    /// `shouldOpen(_:)`, where links or `open` routes may switch `flow`, then `shouldRestore(_:)`,
    /// for a switch flow; nothing for another kind.
    func gateRequirements(of flow: Flow) -> [Requirement] {
        guard flow.kind == .switch else { return [] }
        let name = flow.name.value
        return (links.asking.contains(name) ? [openGate(of: flow)] : []) + [restoreGate(of: flow)]
    }

    private func openGate(of flow: Flow) -> Requirement {
        let name = flow.name.value
        // A graph without links asks this only of its `open` routes, which do not wait.
        let onlyRoutes = links.entries.isEmpty
        let refused = onlyRoutes
            ? "when not, the route does nothing"
            : "while it answers `false`, the link is kept and tried again after every transition" + (links.hasOpenRoutes ? " (an `open` route does nothing)" : "")
        return Requirement(
            doc: "Whether " + (onlyRoutes ? "an `open` route" : "a link") + " to `destination` may switch \(name) to another child now:"
                + " `true` only when the person may see `destination` now (signed in, say); \(refused)."
                + " There is no default: which children are behind a gate is the app's to say.",
            signature: "shouldOpen(_ destination: NavGraphDestination) -> Swift.Bool",
            todo: "Return true only when the person may see `destination` now, such as when signed in; until then "
                + (onlyRoutes ? "an `open` route that switches \(name) does nothing." : "a link that switches \(name) waits."),
            skeletonValue: "false",
            askedBy: Located(onlyRoutes ? "the gate of switch flow '\(name)' for `open` routes" : "the link gate of switch flow '\(name)'", at: flow.name.range)
        )
    }

    private func restoreGate(of flow: Flow) -> Requirement {
        let name = flow.name.value
        return Requirement(
            doc: "Whether a restored state may show `child` of \(name) now: `true` only for the children the person may see now"
                + " (not the signed-in side while nobody is signed in). Every saved state below \(name) passes here, whichever child it shows;"
                + " when it answers `false`, restoring throws `NavGraphRestoreError.refused` and the app starts afresh."
                + (windowGateFlows.contains(name) ? " A window opened from below \(name) asks it too before it starts or restores." : "")
                + " There is no default: which children are behind a gate is the app's to say.",
            signature: "shouldRestore(_ child: NavGraphNodeName) -> Swift.Bool",
            todo: "Return true only for the children a person may see now, such as when signed in; until then a saved state below \(name) is not restored.",
            skeletonValue: "false",
            askedBy: Located("the restore gate of switch flow '\(name)'", at: flow.name.range)
        )
    }
}
