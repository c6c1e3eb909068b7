/// A key of a route (`{ to: Detail, style: push, context: ItemID }`). Which of them a route
/// must, may and must not write depends on its style: `NavGraphRouteStyle.rule(for:)`.
public enum NavGraphRouteKey: String, CaseIterable, Hashable, Sendable {
    /// The screen or flow the route leads to.
    case to
    /// How it shows the destination (`NavGraphRouteStyle`).
    case style
    /// How a presented destination is shown (`NavGraphPresentation`).
    case presentation
    /// How a presented destination is shown where the width is compact.
    case compact
    /// `stack`: a presented destination is wrapped in a navigation stack of its own.
    case embed
    /// The type the route hands to its destination.
    case context
    /// The type the route expects back, or hands back (`NavGraphRouteStyle.handsBackFeedback`).
    case feedback
    /// Whether the user may close the presentation.
    case dismissible
    /// The heights a sheet rests at (`NavGraphDetent`).
    case detents
    /// The detent a sheet opens at.
    case initialDetent
    /// `app`: the app draws the presentation's transition (`NavGraphTransitionDrawer`).
    case transition
    /// `app`: an overlay's screen may shrink it into picture in picture (`NavGraphOverlayShrinking`).
    case shrinks
    /// The flow an opened destination is opened in.
    case `in`
    /// The names the route had before it was renamed, which saved states may still name.
    case formerly
    /// The routes performed after this one, in order, each by the screen or flow the one before
    /// showed (a route of several steps: present Settings, then its route to a section).
    case then
    /// How a window route presents its destination over its source where there is one window
    /// (an iPhone): a `NavGraphPresentation`, as `compact` names one.
    case oneWindow
    /// `new`: an open route shows its destination in a new instance of the flow made from data
    /// it is placed in (`NavGraphLinkInstance`), selected, rather than in the selected one.
    case instance

    /// The keys that say how a destination shown modally is shown; they apply together, to the
    /// styles that present (`NavGraphRouteStyle.presentsModally`), and `embed` to a window route
    /// too (its root screen in a navigation stack of its own). `transition` is not one: the app
    /// may draw a push too.
    public static let presentationOptions: Set<NavGraphRouteKey> = [
        .presentation, .compact, .embed, .dismissible, .detents, .initialDetent, .shrinks,
    ]

    /// The keys every style requires (`to`, `style`): required before the style is known.
    public static let requiredByEveryStyle = Set(allCases.filter { key in NavGraphRouteStyle.allCases.allSatisfy { $0.rule(for: key) == .required } })
}
