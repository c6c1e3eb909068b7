/// What a presented screen answers at run time about how it is shown, asked of the destination's
/// contract:
///
/// - its dismissal (`dismissible: app`): each time the person tries to close it and each time a
///   link, a notification or a route from a screen below would close it, whether it may close now
///   (`isDismissible()`, refining the runtime's `NavGraphDismissalDeciding`). An editor answers
///   `false` once its draft holds what would be lost;
/// - its sheet's height (`{ height: app }` among the route's detents): `sheetHeight()`, refining
///   `NavGraphSheetSizing`. An account switcher answers as tall as its accounts.
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

    /// The runtime protocol the contract of a screen or flow that gives its sheet's height refines.
    static let sheetSizingProtocol = "NavGraphSheetSizing"

    /// For each screen or flow that a route presents with `{ height: app }` among its detents,
    /// the first such route's `detents`, where the requirement is asked for.
    static func sheetSizers(in graph: Graph) -> [String: Located<[NavGraphDetent]>] {
        var sizers: [String: Located<[NavGraphDetent]>] = [:]
        for route in graph.allRoutes where route.style.value.presentsModally {
            guard let detents = route.detents, detents.value.contains(.appHeight), sizers[route.destination.value] == nil else { continue }
            sizers[route.destination.value] = detents
        }
        return sizers
    }

    /// `NavGraphDismissalDeciding` and `NavGraphSheetSizing`, for a screen or flow that decides its
    /// dismissal or gives its sheet's height.
    func presentationAnswerConformances(of name: String) -> [String] {
        (dismissalDeciders[name] == nil ? [] : [Self.dismissalProtocol]) + (sheetSizers[name] == nil ? [] : [Self.sheetSizingProtocol])
    }

    /// `isDismissible()` and `sheetHeight()`, for a screen or flow that decides its dismissal or
    /// gives its sheet's height.
    func presentationAnswerRequirements(of name: String) -> [Requirement] {
        dismissalRequirements(of: name) + sheetHeightRequirements(of: name)
    }

    private func sheetHeightRequirements(of name: String) -> [Requirement] {
        guard let asking = sheetSizers[name] else { return [] }
        return [Requirement(
            doc: "The height of the sheet \(name) is presented in, in points, where a route lists `{ height: app }` among its detents: asked as"
                + " the sheet is laid out (a height above the largest a sheet has is the largest). Call `presentationChanged()` when it changes.",
            signature: "sheetHeight() -> Swift.Double",
            todo: "Return the height \(name)'s sheet should have now, in points (as tall as what it lists, say).",
            skeletonValue: "400",
            askedBy: Located("'{ height: app }' in the detents of a route to '\(name)'", at: asking.range)
        )]
    }

    /// `isDismissible()`, for a screen or flow that decides its dismissal.
    private func dismissalRequirements(of name: String) -> [Requirement] {
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
