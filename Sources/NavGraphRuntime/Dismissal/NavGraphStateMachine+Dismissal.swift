/// Nothing throws away what the person is writing. A presentation that refuses to close at this
/// moment is unfinished, whoever presented it: a graph presentation with `dismissible: false`, one
/// whose screen answers `isDismissible()` with `false` (`dismissible: app`), one whose view
/// controller the app marked modal (UIKit's `isModalInPresentation`, or its presentation
/// controller's delegate answering `presentationControllerShouldDismiss` with `false`), a web
/// authentication session (a sign-in the person is midway through, which only its own end
/// closes), and the app's own presentation marked so (a mail composer). UIKit's flag stops only the person's
/// swipe, not an app's own `dismiss(animated:)`, so the machine decides itself:
///
/// - the person's gesture is refused (`NavGraphStateMachine+UserEvents.swift`);
/// - a link or a notification waits, pending as behind a switch flow's gate (a newer one replaces
///   it), and opens once the presentation has closed (`NavGraphStateMachine+Links.swift`);
/// - a route from a screen below it, which would close it or move what is under it, is refused
///   with a debug log (`run`, `accepts`), and so is one from a screen presented over it that would
///   close it (a picker the editor presented selecting another tab). The presentation's own
///   screens still finish, unwind and route: closing it is their decision.
extension NavGraphStateMachine {
    /// Whether the presented entry `id` refuses now to be closed by anything but its own
    /// finishing: as the state says (`dismissible: false`, a screen's `isDismissible()`), or as
    /// the renderer shows it (UIKit's `isModalInPresentation`, the app's presentation delegate).
    public func refusesDismissal(_ id: NavGraphEntryID) -> Bool {
        refusesDismissalByItsScreens(id) || renderer?.refusesDismissal(of: id) == true
    }

    /// Whether the presented entry `id` refuses to close as its route and screens say: not
    /// dismissible, a sign-in under way, or dismissible only when its screens answer so and one
    /// answers `false`.
    private func refusesDismissalByItsScreens(_ id: NavGraphEntryID) -> Bool {
        guard let options = state[id]?.presentation else { return false }
        // A composer holds the person's draft until they send, save or cancel it.
        if flowController(for: id) is any NavGraphComposerScreen { return true }
        if !options.dismissible || options.presentation.coversEverything { return true }
        // The session is never cancelled for a link: what waits behind it opens once it has ended.
        if flowController(for: id) is any NavGraphWebAuthenticationScreen { return true }
        return options.appDecidesDismissal && dismissalDeciders(in: id).contains { !$0.isDismissible() }
    }

    /// The FlowControllers of the presentation `id` that decide its dismissal: its screen, and the
    /// screens of its own stack.
    private func dismissalDeciders(in id: NavGraphEntryID) -> [any NavGraphDismissalDeciding] {
        ownEntries(of: id).compactMap { flowController(for: $0) as? any NavGraphDismissalDeciding }
    }

    /// The presented entry `id` and what it shows inside it (its stack's screens, a flow's
    /// children), not what is presented over them, which is a presentation of its own.
    func ownEntries(of id: NavGraphEntryID) -> [NavGraphEntryID] {
        var entries: [NavGraphEntryID] = []
        var pending = [id]
        while let entry = pending.popLast() {
            entries.append(entry)
            pending += state[entry]?.children ?? []
        }
        return entries
    }

    /// What refuses to close among the presentations `update` closes, in words for a log, unless
    /// `source` is one of its own screens (whose decision it is); `nil` for a command no screen
    /// gives (the app's `updateTabs()`, a restore).
    func unfinishedPresentation(closedBy update: NavGraphUpdate, from source: NavGraphEntryID?) -> String? {
        guard let source else { return nil }
        for closed in update.closed where state[closed]?.presentation != nil && refusesDismissal(closed) {
            guard !ownEntries(of: closed).contains(source) else { continue }
            return "\(state[closed]?.node?.rawValue ?? "a presented stack") (\(closed)), which refuses to close"
        }
        return nil
    }

    /// What refuses to close above `id` on the way a person sees, in words for a log: the app's
    /// own presentation, or the first presentation above `id` that refuses; `nil` when nothing
    /// does. Without `id` (a link, a notification), every presentation shown counts.
    func unfinishedPresentation(above id: NavGraphEntryID?) -> String? {
        // A shrunk overlay floats beside the way a person sees, above none of it.
        if let id, state.floatingOverlay(containing: id) != nil { return nil }
        if renderer?.appPresentationRefusesDismissal == true { return "the app's own presentation, which refuses to close" }
        let path = state.visibleEntries
        // A screen beside the way (a container's child, a column) counts from where its way joins it.
        let start = id.flatMap { id in state.lineage(of: id).lazy.compactMap { path.firstIndex(of: $0) }.first }.map { $0 + 1 } ?? 0
        for entry in path[start...] where state[entry]?.presentation != nil && refusesDismissal(entry) {
            return "\(state[entry]?.node?.rawValue ?? "a presented stack") (\(entry)), which refuses to close"
        }
        return nil
    }

    /// The person tried to close the presented entry `id` and it refused: each of its screens that
    /// decides its dismissal hears it (`dismissalRefused()`), to ask whether to discard.
    public func dismissalRefused(_ id: NavGraphEntryID) {
        guard state[id]?.presentation?.appDecidesDismissal == true else { return }
        for decider in dismissalDeciders(in: id) where !decider.isDismissible() { decider.dismissalRefused() }
    }

    /// The entry `id`'s answers about the presentation it is in changed: the renderer draws that
    /// presentation again.
    func presentationChanged(containing id: NavGraphEntryID) {
        guard let presented = state.lineage(of: id).first(where: { state[$0]?.presentation != nil }) else { return }
        renderer?.presentationChanged(presented)
    }

    /// Something on screen changed that no transition of the machine's did (the app dismissed its
    /// own presentation): the state follows what the renderer shows, and a link waiting for a
    /// presentation to close is tried again. UIKit's navigator calls it when the app dismisses
    /// what it presented over the graph; an app may call it too.
    public func screenChanged() {
        guard phase == .idle else { return }
        followScreen()
        retryPendingLink()
    }
}
