/// Everything a `present` route says about how its destination is shown.
public struct NavGraphPresentationOptions: Hashable, Sendable {
    /// The modal presentation style.
    public var presentation: NavGraphPresentation
    /// The style instead where the width is compact (an iPhone, an iPad app in Slide Over), if
    /// the route says; the state machine resolves it when it presents (`shown(inCompactWidth:)`).
    public var compact: NavGraphPresentation?
    /// Whether the destination is wrapped in a navigation stack of its own.
    public var embedInStack: Bool
    /// Whether the user may close the presentation (swipe a sheet down, tap outside a popover);
    /// when `false` only finishing closes it.
    public var dismissible: Bool
    /// Whether the presented screen decides at run time, each time, whether it may close now
    /// (`dismissible: app`; its `isDismissible`): the person's gesture, a link, a notification and
    /// a route from a screen below it all ask. Only where `dismissible` is `true`.
    public var appDecidesDismissal: Bool
    /// The heights a sheet can rest at; meaningful for sheets and page sheets.
    public var detents: [NavGraphDetent]
    /// The detent the sheet opens at; `nil` means the smallest, as UIKit does ("The default value
    /// is nil, which means the sheet displays at the smallest detent you specify").
    public var initialDetent: NavGraphDetent?
    /// Whether the app draws the transition (`transition: app`): UIKit asks the route's source
    /// for the presented controller's transitioning delegate; the style above is what is shown
    /// where the app gives none, and in SwiftUI.
    public var appDrawsTransition: Bool
    /// Whether the overlay's screen may shrink it into picture in picture while the app below is
    /// used again (`shrinks: app`, only on an overlay): a call that floats over every screen.
    public var appShrinks: Bool

    /// Options as a route declares them; the defaults are the graph's defaults.
    public init(
        _ presentation: NavGraphPresentation = .graphDefault,
        compact: NavGraphPresentation? = nil,
        embedInStack: Bool = false,
        dismissible: Bool = true,
        appDecidesDismissal: Bool = false,
        detents: [NavGraphDetent] = NavGraphDetent.graphDefault,
        initialDetent: NavGraphDetent? = nil,
        appDrawsTransition: Bool = false,
        appShrinks: Bool = false
    ) {
        self.appShrinks = appShrinks && presentation.coversEverything
        self.initialDetent = initialDetent
        self.appDrawsTransition = appDrawsTransition
        self.presentation = presentation
        self.compact = compact
        self.embedInStack = embedInStack
        self.dismissible = dismissible
        self.appDecidesDismissal = appDecidesDismissal && dismissible
        self.detents = detents
    }
}

extension NavGraphPresentationOptions {
    /// The options as shown now: the compact style where the width is compact, else the regular
    /// one; the state holds what is on screen, so it names no alternative.
    public func shown(inCompactWidth compactWidth: Bool) -> NavGraphPresentationOptions {
        var shown = self
        if compactWidth, let compact { shown.presentation = compact }
        shown.compact = nil
        return shown
    }
}

/// How a route shows its destination, as data: the compiler builds one for each route (one
/// exhaustive switch over the route's style) and writes it into the generated route enums
/// (`swiftExpression(naming:)`); the runtime carries it out with one exhaustive switch
/// (`NavGraphFlowController.navGraphPerform(_:anchor:opening:placement:start:)`). A case added here
/// is a compile error in both until each says what it does.
public enum NavGraphTransition: Hashable, Sendable {
    /// Onto the navigation stack the source is in.
    case push
    /// Onto the navigation stack the source is in, with the app's own animation
    /// (`transition: app` on a push): UIKit asks the route's source for the animator of the push
    /// and of the pop that later takes the screen off; elsewhere it is `push`.
    case pushDrawnByApp
    /// Modally over the source.
    case present(NavGraphPresentationOptions)
    /// Takes the source's place on top of its navigation stack (a `replace` to a screen that is
    /// neither a child of the enclosing switch flow nor a root of the enclosing stack flow): the
    /// source's contract makes the destination.
    case replace
    /// Swaps the current child of the nearest enclosing switch flow for the destination, which
    /// that flow makes (a `replace` to one of its children).
    case replaceChild
    /// Starts the nearest enclosing stack flow again from the destination, one of its roots,
    /// which that flow makes (a `replace` to its root).
    case replaceStackRoot
    /// Selects a tab of the nearest enclosing tabs flow.
    case select
    /// Closes everything shown above the nearest screen or flow with this name below the source
    /// (`style: unwind`; see `NavGraphStateMachine.unwind(to:from:)`).
    case unwind(to: NavGraphNodeName)
    /// Opens the destination where the graph places it, as a link would (`style: open`; see
    /// `NavGraphStateMachine.open(_:placement:from:)`).
    case open
    /// Opens the destination where the graph places it in a new instance of the flow made from
    /// data it is placed in, for the key the tabs flow's contract gives, selected
    /// (`style: open, instance: new`; see `NavGraphStateMachine.open(_:placement:from:then:)`).
    case openNewInstance
    /// Ends the stack or container flow with this name that the source is in: a sub-flow pops
    /// its screens, back to the screen below its first; a presented one is dismissed. Hands the feedback to the
    /// route that pushed or presented it (`style: finish`; see
    /// `NavGraphStateMachine.finishFlow(_:from:feedback:)`).
    case finish(NavGraphNodeName)
    /// Opens the destination as the root of a window of its own (`style: window`); where there
    /// is one window, presents it over the source as `oneWindow` says, or is refused when it says
    /// nothing (see `NavGraphStateMachine.openWindow(_:oneWindow:from:opening:)`).
    case window(oneWindow: NavGraphPresentation?)
    /// A window route with `embed: stack`: its destination, a screen, shows at the root of a
    /// navigation stack of its own in the new window (`NavGraphNavigator.showRootInStack(_:)`),
    /// and in one where there is one window, presented as `oneWindow` says.
    case windowInStack(oneWindow: NavGraphPresentation?)

    /// The route style this transition carries out, which answers every question about it
    /// (whether it opens its destination, returns to the opener, ...).
    public var style: NavGraphRouteStyle {
        switch self {
        case .push, .pushDrawnByApp: .push
        case .present: .present
        case .replace, .replaceChild, .replaceStackRoot: .replace
        case .select: .select
        case .unwind: .unwind
        case .open, .openNewInstance: .open
        case .finish: .finish
        case .window, .windowInStack: .window
        }
    }

    /// Who starts what the route shows: generated code asks this for the closure it hands the
    /// runtime along with the route.
    public var destinationStart: NavGraphDestinationStart {
        switch self {
        case .replaceChild, .replaceStackRoot: .made
        case .select: .shownAlready
        case .push, .pushDrawnByApp, .present, .replace, .unwind, .open, .openNewInstance, .finish, .window, .windowInStack: .notByRoute
        }
    }

    /// What a route of this transition does to `destination`, in a sentence's words: the
    /// beginning of its documentation in generated code ("Presents ContactForm (sheet) in a
    /// navigation stack").
    public func summary(of destination: String) -> String {
        switch self {
        case .push: "Pushes \(destination)"
        case .pushDrawnByApp: "Pushes \(destination) with the app's animation"
        case .present(let options):
            "Presents \(destination) (\(options.presentation.rawValue))" + (options.embedInStack ? " in a navigation stack" : "")
        case .replace: "Puts \(destination) in this screen's place on top of its navigation stack"
        case .replaceChild: "Replaces the current child of the enclosing switch flow with \(destination)"
        case .replaceStackRoot: "Starts the enclosing navigation stack again from its root \(destination)"
        case .select: "Selects the tab \(destination)"
        case .unwind: "Closes every screen above \(destination) and shows it again"
        case .open: "Opens \(destination) where the graph places it, as a link would"
        case .openNewInstance: "Opens \(destination) where the graph places it in a new instance (a new tab), selected"
        case .finish: "Ends the flow \(destination) it is in, back to the screen that opened it"
        case .window(let oneWindow): "Opens \(destination) in a window of its own" + Self.whereOneWindow(oneWindow)
        case .windowInStack(let oneWindow): "Opens \(destination) in a navigation stack in a window of its own" + Self.whereOneWindow(oneWindow)
        }
    }

    /// What a window route does where there is one window, for `summary(of:)`.
    private static func whereOneWindow(_ oneWindow: NavGraphPresentation?) -> String {
        oneWindow.map { " (where there is one window, presents it: \($0.rawValue))" } ?? " (refused where there is one window)"
    }
}

extension NavGraphTransition {
    /// How a route presents its destination over its source: a presentation's options, or a
    /// window route's `oneWindow` presentation; `nil` for a route that presents nothing.
    public var presentedOptions: NavGraphPresentationOptions? {
        if case .present(let options) = self { return options }
        return oneWindowPresentation
    }

    /// What a window route presents where there is one window: its `oneWindow` presentation;
    /// `nil` for a window route that is refused there and for every other transition.
    public var oneWindowPresentation: NavGraphPresentationOptions? {
        switch self {
        case .window(let oneWindow?): return NavGraphPresentationOptions(oneWindow)
        // Presented in a navigation stack of its own there, as in its window.
        case .windowInStack(let oneWindow?): return NavGraphPresentationOptions(oneWindow, embedInStack: true)
        default: return nil
        }
    }
}

/// Who starts the destination a route shows.
public enum NavGraphDestinationStart: Hashable, Sendable {
    /// Not the route's start closure: the source's contract makes and starts it (a push, a
    /// presentation, a replace of the top), its placement does (an open), or nothing new shows.
    case notByRoute
    /// Its flow makes it (a replaced switch child or stack root); the route starts it, with the
    /// route's context if there is one.
    case made
    /// It shows already (a tab); the route starts it again only to hand it the route's context.
    case shownAlready
}
