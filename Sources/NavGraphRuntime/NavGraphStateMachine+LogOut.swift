/// The person logged out: what was kept for them does not open for whoever comes next.
extension NavGraphStateMachine {
    /// Tells the machine that the person logged out (their session ended: a Log Out button, a
    /// token revoked in the background), as the app shows its log-in or before it does.
    ///
    /// - The link waiting to open is dropped: it was kept for the person who logged out (behind a
    ///   transition, a gesture, a sheet that only finishing closes, or for the log-in a switch
    ///   flow's gate asked for), and would otherwise open for whoever logs in next, asking the
    ///   gate only as them. `keepingPendingLink` keeps it when it answers `true` for the link's
    ///   destination (help pages anyone may see).
    /// - Until each switch flow shown now shows another child, a link, a notification or an
    ///   `open` route that passes it asks it (`shouldOpen`) even where it already shows the child
    ///   on the way: the app may still show the logged-in side for a moment (logging out over the
    ///   network), and the gate, which reads the ended session, decides.
    public func personLoggedOut(keepingPendingLink keep: (any Hashable & Sendable) -> Bool = { _ in false }) {
        if let link = pendingLink, !keep(link.destination) { pendingLink = nil }
        gatesAskedAfterLogOut = Set(state.entries.values.filter { if case .switch = $0.content { true } else { false } }.map(\.id))
    }

    /// A switch flow that shows another child (the log-in, at last), or is no longer shown, is
    /// asked again only when a link switches it.
    func forgetGates(switchedBy update: NavGraphUpdate) {
        guard !gatesAskedAfterLogOut.isEmpty else { return }
        for case .replaceChild(let flow, _, _) in update.changes { gatesAskedAfterLogOut.remove(flow) }
        gatesAskedAfterLogOut = gatesAskedAfterLogOut.filter { update.state[$0] != nil }
    }
}
