/// Why a saved navigation state cannot be restored: it no longer fits the graph (the app was
/// updated since it was saved), or it was not saved by this runtime. Restoring shows nothing
/// then; the app starts the graph afresh (`start(entry:)`).
public enum NavGraphRestoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The saved form is of a version this runtime does not read.
    case unsupportedVersion(Int)
    /// A transition is being drawn; restore before the graph starts, or once it has completed.
    case transitionRunning
    /// The state was saved with another entry than the graph's.
    case differentEntry(saved: NavGraphNodeName, graph: NavGraphNodeName)
    /// A flow shows a child the graph no longer gives it, or no longer has the tabs saved.
    case notAChild(NavGraphNodeName, of: NavGraphNodeName)
    /// A screen or flow is saved showing something it does not show in the graph (a screen with
    /// a stack, tabs where the flow is a stack, a stack embedding a presentation that is not).
    case differentContent(NavGraphNodeName)
    /// A screen is saved as opened by a route its opener no longer has, or that now leads
    /// elsewhere, hands over another type of context, or shows its destination another way.
    case unknownRoute(String, of: NavGraphNodeName)
    /// A screen is saved as opened by a link that the graph no longer places where it was.
    case notLinked(NavGraphNodeName)
    /// A screen is saved as opened by a link with a context that no link of the graph reads
    /// from a URL (an empty topic, a path with `..` in it, another case of its enum): no URL
    /// could have opened it, so the state was not saved by this app.
    case notLinkValue(NavGraphNodeName)
    /// A FlowController did not make what the graph says it makes.
    case notMade(NavGraphNodeName)
    /// A switch flow's gate refused to show the saved child now (`shouldRestore(_:)` answered
    /// `false`: the session the state was saved in has ended; a switch flow whose FlowController
    /// is no `NavGraphSwitchGate` refuses every child), or a tabs or container flow hides the
    /// saved tab or child now (`isShown(_:)` answered `false`: the tab shows only to someone
    /// logged in, the column only on an iPad).
    case refused(NavGraphNodeName, by: NavGraphNodeName)
    /// The state has more entries or nests deeper than a saved state may
    /// (`NavGraphSavedState.maximumEntries`, `maximumDepth`): no navigation the app shows does.
    case tooLarge
    /// A tab made from data is saved with a key that is not one of its flow's key type (or with
    /// none), so the app never saved it.
    case unreadableKey(NavGraphNodeName, of: NavGraphNodeName)
    /// Two tabs made from data are saved with the same key: a tabs flow shows one per key.
    case duplicateKey(NavGraphNodeName, of: NavGraphNodeName)

    /// What went wrong, for a log.
    public var description: String {
        switch self {
        case .unsupportedVersion(let version): "the saved state has version \(version), which this runtime does not read"
        case .transitionRunning: "a transition is running"
        case .differentEntry(let saved, let graph): "the state was saved with entry \(saved), the graph's entry is \(graph)"
        case .notAChild(let child, let flow): "\(flow) does not show \(child) in the graph"
        case .differentContent(let name): "\(name) is saved showing what it does not show in the graph"
        case .unknownRoute(let route, let screen): "\(screen) has no route \(route) that shows what was saved"
        case .notLinked(let screen): "no link of the graph places \(screen) where it was saved"
        case .notLinkValue(let screen): "\(screen) is saved as opened by a link with a context no link of the graph reads from a URL"
        case .notMade(let name): "\(name)'s FlowController was not made"
        case .refused(let child, let flow): "\(flow) does not let \(child) be restored now"
        case .tooLarge: "the saved state has more entries or nests deeper than a saved state may"
        case .unreadableKey(let child, let flow): "\(flow) is saved with a tab \(child) whose key is not one of its keys"
        case .duplicateKey(let child, let flow): "\(flow) is saved with two tabs \(child) of the same key"
        }
    }
}
