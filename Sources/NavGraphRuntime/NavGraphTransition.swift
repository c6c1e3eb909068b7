/// How a presented destination is shown (UIKit's modal presentation styles).
public enum NavGraphPresentation: String, Hashable, Sendable, CaseIterable, Codable {
    /// A sheet over the source (UIKit's automatic style).
    case sheet
    /// Covers the whole screen.
    case fullScreen
    /// A page sheet.
    case pageSheet
    /// A form sheet.
    case formSheet
    /// A popover, anchored on the anchor given to `perform(_:anchor:)` or on the source's view.
    case popover
}

/// A height a sheet can rest at (UIKit's sheet detents).
public enum NavGraphDetent: String, Hashable, Sendable, CaseIterable, Codable {
    /// About half the screen.
    case medium
    /// The full height of a sheet.
    case large
}

/// Everything a `present` route says about how its destination is shown.
public struct NavGraphPresentationOptions: Hashable, Sendable {
    /// The modal presentation style.
    public var presentation: NavGraphPresentation
    /// Whether the destination is wrapped in a navigation stack of its own.
    public var embedInStack: Bool
    /// Whether the user may close the presentation (swipe a sheet down, tap outside a popover);
    /// when `false` only finishing closes it.
    public var dismissible: Bool
    /// The heights a sheet can rest at; meaningful for sheets and page sheets.
    public var detents: [NavGraphDetent]

    /// Options as a route declares them; the defaults are the graph's defaults.
    public init(
        _ presentation: NavGraphPresentation = .sheet,
        embedInStack: Bool = false,
        dismissible: Bool = true,
        detents: [NavGraphDetent] = [.large]
    ) {
        self.presentation = presentation
        self.embedInStack = embedInStack
        self.dismissible = dismissible
        self.detents = detents
    }
}

/// How a route shows its destination, as data.
public enum NavGraphTransition: Hashable, Sendable {
    /// Onto the navigation stack the source is in.
    case push
    /// Modally over the source.
    case present(NavGraphPresentationOptions)
    /// Swaps the current child of the nearest enclosing switch flow.
    case replace
    /// Selects a tab of the nearest enclosing tabs flow.
    case select
    /// Closes everything shown above the nearest screen or flow with this name below the source
    /// (`style: unwind`; see `NavGraphStateMachine.unwind(to:from:)`).
    case unwind(to: NavGraphNodeName)
}

/// What a flow is, as data.
public enum NavGraphFlowKind: String, Hashable, Sendable, CaseIterable {
    /// A navigation stack.
    case stack
    /// A tab bar.
    case tabs
    /// A root that shows one child at a time and swaps it.
    case `switch`
}
