/// How a route shows its destination: the graph's `style:` (parsed by raw value).
///
/// Every question the compiler and the runtime ask of a style is a property here, each one
/// exhaustive `switch`: a new style is a compile error in each of them, so the compiler lists
/// every decision the new style needs, starting with the keys its routes take (`rule(for:)`).
public enum NavGraphRouteStyle: String, CaseIterable, Hashable, Sendable {
    /// Onto the navigation stack the source is in.
    case push
    /// Modally over the source.
    case present
    /// Swaps the current child of the nearest enclosing `switch` flow.
    case replace
    /// Selects a tab of the nearest enclosing `tabs` flow.
    case select
    /// Closes every screen above the nearest `to` below the source (pops and dismissals) and
    /// shows `to` again; valid only when `to` is below the source on every way it is shown.
    case unwind
    /// Opens the destination where the graph places it, as a link to it would: down from the
    /// entry (switching, selecting, showing a stack's root), asking the switch flows on the way,
    /// then shown, pushed or presented there ("select the Chats tab, then push this room").
    case open
    /// Ends the stack or container flow `to` that the source is in: a sub-flow (a stack pushed
    /// onto its opener's stack) pops every screen of it, back to the screen below its first; a
    /// presented one is dismissed. Hands `feedback` to the route that pushed or presented it; valid only when the
    /// source is inside `to` on every way it is shown.
    case finish
    /// Opens the destination as the root of a window of its own, with its own navigator and
    /// state (a new scene), or brings forward the window that shows it already; nothing is shown
    /// over the source and the route ends at once. Where there is one window it presents as
    /// `oneWindow:` says, or is refused.
    case window

    /// Whether the destination is shown above the source, as a new screen on top of what is
    /// shown (a stack entry or a presentation) that finishing closes again. A replaced child, a
    /// selected tab and an unwound-to screen take the place of what is shown instead.
    public var opensDestination: Bool {
        switch self {
        case .push, .present: true
        case .replace, .select, .unwind, .open, .finish, .window: false
        }
    }

    /// Whether control comes back to the source when the destination finishes, so the source can
    /// receive its feedback or hear that it ended: only what the route opened above the source
    /// closes back to it. A replaced child or a selected tab does not finish into the source, and
    /// an unwind is the source going back itself. An opened destination is placed elsewhere.
    public var returnsToOpener: Bool {
        switch self {
        case .push, .present: true
        case .replace, .select, .unwind, .open, .finish, .window: false
        }
    }

    /// Whether performing the route makes a new FlowController for the destination: a pushed or
    /// presented one through the source's contract, a replaced switch child through its switch
    /// flow's (the one place that child is made). A selected tab exists already, and so does an
    /// unwound-to screen below; an opened one is made by its placement, as for a link, where other
    /// ways already show it.
    public var makesDestination: Bool {
        switch self {
        case .push, .present, .replace: true
        case .select, .unwind, .open, .finish, .window: false
        }
    }

    /// Whether the route adds a way to show its destination, so that it counts for what `entry`
    /// reaches and for the containers the destination can be in. An unwind only goes back to what
    /// is already shown below its source, and an open shows its destination where other ways
    /// already place it.
    public var addsWayToShowDestination: Bool {
        switch self {
        case .push, .present, .replace, .select, .window: true
        case .unwind, .open, .finish: false
        }
    }

    /// Whether the route may hand a context to its destination: whether its style allows
    /// `context` (`rule(for:)`). An unwind or a finish shows a screen again with the context it
    /// already has.
    public var handsOverContext: Bool { rule(for: .context) != .forbidden }

    /// Whether the route's `feedback` is a value it hands back, rather than one it expects: an
    /// unwind hands it to the route of its destination that opened the way to the source (a
    /// bookmark chosen two screens into a bookmarks sheet goes to the browser's route that
    /// presented the sheet).
    public var handsBackFeedback: Bool {
        switch self {
        case .unwind, .finish: true
        case .push, .present, .replace, .select, .open, .window: false
        }
    }

    /// Whether the route ends with its destination on top, shown by the route itself, so that the
    /// destination may go on with routes of its own in the same transition (`then:`): a push, a
    /// presentation, an open, and an unwind, whose destination is its target shown again. A
    /// replaced child or a selected tab may be covered by what already shows over its flow, and a
    /// finish shows no destination of its own.
    public var leavesDestinationOnTop: Bool {
        switch self {
        case .push, .present, .open, .unwind: true
        case .replace, .select, .finish, .window: false
        }
    }

    /// Whether the destination is pushed onto the navigation stack the source is in.
    public var pushesOntoStack: Bool {
        switch self {
        case .push: true
        case .present, .replace, .select, .unwind, .open, .finish, .window: false
        }
    }

    /// Whether the destination is shown modally, and so takes presentation options
    /// (`presentation`, `embed`, `dismissible`, `detents`).
    public var presentsModally: Bool {
        switch self {
        case .present: true
        case .push, .replace, .select, .unwind, .open, .finish, .window: false
        }
    }

    /// Whether the destination opens in a window of its own, as the root of its own navigator,
    /// rather than in the source's window (and so takes `oneWindow`).
    public var opensWindow: Bool {
        switch self {
        case .window: true
        case .push, .present, .replace, .select, .unwind, .open, .finish: false
        }
    }

    /// What a route of this style does, in a phrase: the hover text editors show for `style:`
    /// (the JSON Schema's).
    public var summary: String {
        switch self {
        case .push: "onto the source's navigation stack"
        case .present: "modally"
        case .replace:
            "show the destination in the place of what the compiler finds from it (the child of the nearest switch flow, a stack started again from one of its roots, or the source on top of its stack)"
        case .select: "select a tab of the nearest tabs flow"
        case .unwind: "close every screen above `to` (which must be below the source on every way it is shown) and show it again"
        case .open:
            "open the destination where the graph places it, as a link to it would (switching, selecting, popping a stack to its root, then shown, pushed or presented)"
        case .finish:
            "end the stack or container flow `to` the source is in (a stack pushed as a sub-flow, back to the screen below its root, or presented, dismissed; a container presented, dismissed), handing `feedback` to the route that opened it"
        case .window:
            "open the destination as the root of a window of its own (or bring forward the window that shows it already); where there is one window, present it as `oneWindow` says"
        }
    }

    /// Which keys a route of this style must, may and must not write, every key decided for
    /// every style (a new style or a new key does not build until it is). The parser reports a
    /// forbidden key at the key and a missing required one at the route, naming the style; the
    /// JSON Schema and `navgraph explain` list the same keys.
    ///
    /// A key means something on a style only where a question says so: `context` where the
    /// route hands its destination a value, not where it goes back to a screen that has one;
    /// `feedback` where the destination returns to the source (`returnsToOpener`) or the route
    /// hands a value back (`handsBackFeedback`); the presentation options where it presents
    /// (`presentsModally`); `in` where it opens along a placement; `then` where the route leaves
    /// its destination, or its unwind's target, on top, shown by the route itself to perform the
    /// next step (`leavesDestinationOnTop`) (the vocabulary's tests hold the rules to these
    /// questions).
    public func rule(for key: NavGraphRouteKey) -> NavGraphKeyRule {
        switch self {
        case .push:
            switch key {
            case .to, .style: .required
            case .context, .feedback, .transition, .then, .formerly: .allowed
            case .presentation, .compact, .embed, .dismissible, .detents, .initialDetent, .shrinks, .in, .oneWindow, .instance: .forbidden
            }
        case .present:
            switch key {
            case .to, .style: .required
            case .presentation, .compact, .embed, .context, .feedback, .dismissible, .detents, .initialDetent, .transition, .shrinks, .then, .formerly: .allowed
            case .in, .oneWindow, .instance: .forbidden
            }
        case .replace, .select:
            switch key {
            case .to, .style: .required
            case .context, .formerly: .allowed
            case .presentation, .compact, .embed, .feedback, .dismissible, .detents, .initialDetent, .transition, .shrinks, .in, .then, .oneWindow, .instance: .forbidden
            }
        case .unwind:
            switch key {
            case .to, .style: .required
            case .feedback, .then, .formerly: .allowed
            case .presentation, .compact, .embed, .context, .dismissible, .detents, .initialDetent, .transition, .shrinks, .in, .oneWindow, .instance: .forbidden
            }
        case .finish:
            switch key {
            case .to, .style: .required
            case .feedback, .formerly: .allowed
            case .presentation, .compact, .embed, .context, .dismissible, .detents, .initialDetent, .transition, .shrinks, .in, .then, .oneWindow, .instance: .forbidden
            }
        case .open:
            switch key {
            case .to, .style: .required
            case .context, .in, .then, .formerly, .instance: .allowed
            case .presentation, .compact, .embed, .feedback, .dismissible, .detents, .initialDetent, .transition, .shrinks, .oneWindow: .forbidden
            }
        case .window:
            // Nothing is presented over the source: no feedback comes back from another window,
            // no `then` runs in another window's navigator, and the presented keys have nothing
            // to say but where there is one window, which `oneWindow` names. `embed: stack` puts
            // the window's root screen in a navigation stack of its own, there and where it presents.
            switch key {
            case .to, .style: .required
            case .context, .oneWindow, .formerly, .embed: .allowed
            case .presentation, .compact, .feedback, .dismissible, .detents, .initialDetent, .transition, .shrinks, .in, .then, .instance: .forbidden
            }
        }
    }
}
