/// A presentation whose dismissal the app decides at run time (`dismissible: app`): the
/// destination's contract answers, each time the person tries to close it and each time a link,
/// a notification or a route from a screen below would close it, whether it may close now
/// (`isDismissible()`, refining the runtime's `NavGraphDismissalDeciding`). An editor answers
/// `false` once its draft holds what would be lost.
extension ContractsTranslator {
    /// The runtime protocol the contract of a screen or flow that decides its dismissal refines.
    static let dismissalProtocol = "NavGraphDismissalDeciding"

    /// For each screen or flow that a route presents with `dismissible: app`, the first such
    /// route's `dismissible`, where the requirement is asked for.
    static func dismissalDeciders(in graph: Graph) -> [String: Located<NavGraphDismissal>] {
        var deciders: [String: Located<NavGraphDismissal>] = [:]
        for route in graph.allRoutes where route.style.value.presentsModally {
            guard let dismissal = route.dismissible, dismissal.value.asksTheScreen, deciders[route.destination.value] == nil else { continue }
            deciders[route.destination.value] = dismissal
        }
        return deciders
    }

    /// `NavGraphDismissalDeciding`, for a screen or flow that decides its dismissal.
    func dismissalConformances(of name: String) -> [String] {
        dismissalDeciders[name] == nil ? [] : [Self.dismissalProtocol]
    }

    /// `isDismissible()`, for a screen or flow that decides its dismissal.
    func dismissalRequirements(of name: String) -> [Requirement] {
        guard let asking = dismissalDeciders[name] else { return [] }
        return [Requirement(
            doc: "Whether \(name) may close now without finishing, asked whenever it is presented by a route with `dismissible: app`:"
                + " when the person swipes the sheet down or taps outside the popover, and before a link, a notification or a route"
                + " from a screen below would close it. Answer `false` while it holds what would be lost (a draft): the person's gesture"
                + " is refused (`dismissalRefused()` is told, to ask whether to discard), and a link or a notification waits until it has"
                + " finished. Call `presentationChanged()` when the answer changes, so that SwiftUI redraws the sheet.",
            signature: "isDismissible() -> Swift.Bool",
            todo: "Return false while \(name) holds what closing it would lose (a draft the person has written).",
            skeletonValue: "true",
            askedBy: Located("'dismissible: app' of a route to '\(name)'", at: asking.range)
        )]
    }
}
