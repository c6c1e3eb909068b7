/// Where a screen or flow sits in the navigation stack around it, on one way it is shown: what a
/// `replace` can take the place of.
public enum StackSpot: Hashable, Sendable {
    /// In no navigation stack.
    case none
    /// The first entry of a stack: of the stack flow named here, or (`nil`) of the stack a
    /// presentation with `embed: stack` brings.
    case root(of: String?)
    /// Pushed onto a stack: of the stack flow named here, or (`nil`) of a presentation's own.
    case pushed(onto: String?)
    /// Inside a flow (a switch) that is itself an entry of a stack: the stack flow named here, or
    /// (`nil`) a presentation's own.
    case inside(String?)

    /// The stack it is in: a stack flow's name, `.some(nil)` for a presentation's own stack, `nil`
    /// for none.
    public var stack: String?? {
        switch self {
        case .none: nil
        case .root(let stack), .pushed(let stack), .inside(let stack): .some(stack)
        }
    }

    /// Where the destination of a `replace` that takes this spot's place on top of its stack
    /// sits: the same spot, except a stack flow's root, which the stack makes from its own roots
    /// (`invalid-replace`): its destination counts as pushed onto that stack, so that the one
    /// mistake is not reported again at the destination's own replace routes.
    var takenByReplacement: StackSpot {
        if case .root(of: let stack?) = self { return .pushed(onto: stack) }
        return self
    }
}
