/// Where a route's source must be for the route to be taken now.
public enum NavGraphRouteReach: Sendable {
    /// At the front (`NavGraphState.isFrontmost`): a screen's route, a flow's own sheet.
    case front
    /// Anywhere shown below what the route closes: a screen's finish, an unwind to the source
    /// itself, which close what is shown over the source.
    case fromBelow
    /// Anywhere shown, whatever is presented over it: a flow's overlay (`presentation: overlay`),
    /// which goes above everything and closes nothing, so not even a presentation that refuses
    /// to close stands in its way.
    case aboveEverything
}

extension NavGraphTransition {
    /// Where the source of a route of this transition must be: an unwind to the source itself
    /// closes what is over it, an overlay goes over everything, any other route is the front's.
    public func reach(from source: NavGraphNodeName) -> NavGraphRouteReach {
        switch self {
        case .unwind(let target) where target == source: .fromBelow
        case .present(let options) where options.presentation.coversEverything: .aboveEverything
        default: .front
        }
    }
}
