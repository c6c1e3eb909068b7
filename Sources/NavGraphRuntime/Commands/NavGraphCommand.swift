/// One change to the navigation, as a value: what a route, a flow starting, a link's step or the
/// user asks for. `NavGraphUpdate.applying(_:)` turns it into the next state and the effects to
/// perform (entries to make and start, changes to draw, routes that ended); the state machine
/// decides when a command is taken and performs those effects. Nothing in a command is a
/// FlowController: the machine makes and starts them after the state has changed, so the same
/// commands run without any (a property test, a breaking-change check).
///
/// Every command names the entries it acts from and is resolved already (a presentation's
/// options for the window's width now, a split's layout), so applying it reads nothing but the
/// state.
public enum NavGraphCommand: Sendable {
    /// `node` becomes the whole content; everything shown before closes without telling openers.
    case showRoot(NavGraphNodeName)
    /// `node` becomes the root of a navigation stack of its own, which becomes the whole content
    /// (a window route's destination with `embed: stack`); everything shown before closes
    /// without telling openers.
    case showRootInStack(NavGraphNodeName)
    /// The flow `flow`, not started yet, shows `content` as it starts.
    case startFlow(NavGraphEntryID, NavGraphFlowStart)
    /// Pushes `node`, opened by `route`, onto the stack `source` is in.
    case push(NavGraphNodeName, route: NavGraphRouteValue, from: NavGraphEntryID)
    /// Presents `node`, opened by `route`, over `source` as `options` (resolved for the window's
    /// width) say.
    case present(NavGraphNodeName, options: NavGraphPresentationOptions, route: NavGraphRouteValue, from: NavGraphEntryID)
    /// Puts `node`, opened by `route`, in the place of the entry of `source`'s stack that `source`
    /// is or is inside (a `replace` the source's contract makes).
    case replaceTop(NavGraphNodeName, route: NavGraphRouteValue, from: NavGraphEntryID)
    /// Swaps the child of the switch flow nearest to `source` for its child `node`.
    case replaceChild(NavGraphNodeName, from: NavGraphEntryID)
    /// Starts the stack flow nearest to `source` again from its root `node`.
    case replaceStackRoot(NavGraphNodeName, from: NavGraphEntryID)
    /// Selects the tab `node` of the tabs flow nearest to `source`.
    case select(NavGraphNodeName, from: NavGraphEntryID)
    /// Closes `source` (pops it, or dismisses the presentation it is the root of) and everything
    /// above it; `feedback` goes to the route that opened it.
    case finish(from: NavGraphEntryID, feedback: (any Sendable)?)
    /// Ends the stack flow `flow` that `source` is in, a sub-flow or a presented one; `feedback`
    /// goes to the route that pushed or presented it.
    case finishFlow(NavGraphNodeName, from: NavGraphEntryID, feedback: (any Sendable)?)
    /// Closes everything above the nearest `destination` below `source`; `feedback` goes to the
    /// route of `destination` that opened what closes.
    case unwind(to: NavGraphNodeName, from: NavGraphEntryID, feedback: (any Sendable)?)
    /// The tabs or container flow `flow` shows the tabs or children `shown`, in this order: those
    /// that go close, those that come are made.
    case updateShown(of: NavGraphEntryID, shown: [NavGraphNodeName])
    /// The tabs flow `flow` starts every tab again from its root, showing the tabs `shown`, in
    /// this order: every tab it shows closes, each tab of `shown` is made anew.
    case restartTabs(of: NavGraphEntryID, shown: [NavGraphNodeName])
    /// The tabs flow `flow` shows one instance of `place.flow` per key of `keys`, in this order,
    /// where `place` puts them among its fixed tabs: an instance whose key goes closes with
    /// everything in it and presented over it, one whose key comes is made; `selecting`, when
    /// given, is selected (`openTab`), else the selection stays, or falls to the next instance
    /// when its instance goes (the first tab when none is left).
    case setInstances(of: NavGraphEntryID, place: NavGraphInstancesPlace, keys: [NavGraphInstanceKey], selecting: NavGraphInstanceKey?)
    /// The tabs flow `flow` selects its instance for `key`.
    case selectInstance(NavGraphInstanceKey, of: NavGraphEntryID)
    /// A step of a link or an `open` route with `instance: new`: the tabs flow `flow` opens an
    /// instance of `place.flow` for `key` after the others and selects it, closing what shows
    /// over the tab selected before; an instance open for `key` already is selected, as it is.
    case openInstance(NavGraphInstanceKey, of: NavGraphEntryID, place: NavGraphInstancesPlace)
    /// A link's step: the flow `flow` shows its child `child` (a switch flow swaps its child for a
    /// new one, a tabs flow selects it, a container closes what another child presents over it).
    case showChild(NavGraphNodeName, of: NavGraphEntryID)
    /// A link arrives at `place`, which shows its screen: what is above `place` closes.
    case showLinked(at: NavGraphEntryID)
    /// A link arrives at `place`, a presentation (or the root of its stack) that shows its screen
    /// already: what is above `place` closes, and a screen a link presented keeps `destination`
    /// to be opened with again by a saved state.
    case reopenLinked(at: NavGraphEntryID, destination: NavGraphRouteValue)
    /// A link pushes `node` onto the stack flow `stack`, above its root, for `destination`.
    case pushLinked(NavGraphNodeName, onto: NavGraphEntryID, destination: NavGraphRouteValue)
    /// A link presents `node` over the top, as `options` (resolved for the window's width) say,
    /// for `destination`.
    case presentLinked(NavGraphNodeName, options: NavGraphPresentationOptions, destination: NavGraphRouteValue)
    /// A link's chain or a route's step pushes `node`, opened by `route` of `source`, onto the
    /// stack `source` is in (a stack flow: its own), drawn with the rest of the stack's change.
    case pushChained(NavGraphNodeName, route: NavGraphRouteValue, from: NavGraphEntryID)
    /// A link's chain or a route's steps have pushed screens onto `stack`: the stack's last change
    /// in this update (the pop to the chain's first screen, or its push) and those pushes are
    /// drawn as one change of its entries.
    case drawStack(NavGraphEntryID)
    /// A restored state: `restored` (made and checked by restoring) replaces everything shown,
    /// without telling openers.
    case showRestored(NavGraphState)
    /// The overlay `source` is in (`shrinks: app`) shrinks into picture in picture: it leaves the
    /// presented entries and floats, kept under the flow whose route it is.
    case shrinkOverlay(from: NavGraphEntryID)
    /// The shrunk overlay `source` is in grows back over the top-most presentation.
    case expandOverlay(from: NavGraphEntryID)
    /// The user did `event` on screen; `answer` is the value a dialog's tapped button hands back.
    case user(NavGraphUserEvent, answer: (any Sendable)? = nil)
}

/// What a flow shows as it starts, by its kind.
public enum NavGraphFlowStart: Hashable, Sendable {
    /// A stack flow's root; a split flow's also gives its layout.
    case stack(root: NavGraphNodeName, split: NavGraphSplit?)
    /// A tabs flow's tabs, the first one selected.
    case tabs([NavGraphNodeName])
    /// A switch flow's first child.
    case `switch`(NavGraphNodeName)
    /// A container flow's children, all shown at once.
    case container([NavGraphNodeName])
}

/// Why a command does not apply to a state; the state machine logs the reason, if any, and
/// changes nothing.
public struct NavGraphRefusal: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason, naming the screens and flows involved; `nil` when the command would change
    /// nothing (the tabs shown already, a user's event that does not fit the state): nothing to log.
    public let reason: String?
    /// For a `select` or a link's step whose tab or child the tabs or container flow does not
    /// show: that flow, if there is one (the machine says whether the app hides it now).
    public let hidingFlow: NavGraphEntryID?

    /// A refusal for `reason`.
    public init(_ reason: String?, hidingFlow: NavGraphEntryID? = nil) {
        self.reason = reason
        self.hidingFlow = hidingFlow
    }

    /// A command that would change nothing.
    public static let changesNothing = NavGraphRefusal(nil)

    /// The reason.
    public var description: String { reason ?? "changes nothing" }
}
