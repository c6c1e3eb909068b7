import Foundation

/// A navigator without UIKit, for unit tests: the state machine with nothing drawn, plus a way to
/// look at what a person would see and to act as that person would.
///
/// Drive it like the app does: `start(entry:)`, then `perform(_:)` routes on the shown
/// FlowControllers and `finish(...)` them; act as the user and look at what a person sees with
/// `NavGraphInspectableNavigator`'s members (the SwiftUI navigator has the same). Set
/// `holdsTransitions` to keep transitions "animating" until `completeTransitions()`, to test what
/// happens meanwhile.
@MainActor
public final class NavGraphHeadlessNavigator: NavGraphInspectableNavigator, NavGraphRenderer {
    /// A presentation as the state holds it (`presentation(over:)`).
    public typealias Presentation = NavGraphShownPresentation

    /// The state machine, drawn by nothing.
    public let navigation = NavGraphStateMachine()
    /// Whether transitions stay "animating" until `completeTransitions()`; off by default.
    public var holdsTransitions = false
    /// Whether the headless window is compact-width (an iPhone), which decides a route's
    /// `compact` presentation when it presents; regular (an iPad) by default.
    public var isCompactWidth = false
    /// Why requests were ignored, in order.
    public private(set) var ignoredRequests: [String] = []
    /// Every change the state machine asked to draw, in order: what a renderer would have done.
    public private(set) var drawnChanges: [NavGraphChange] = []
    /// The URLs handed to the system to open, in order: the app answered that a link's URL is not
    /// its own (`orSystem: true`), or a route left the app (`kind: openURL`).
    public private(set) var urlsOpenedOutside: [URL] = []
    /// Whether the system opens the URLs handed to it (an app for their scheme is installed); the
    /// headless system answers at once. `true` by default.
    public var systemOpensURLs = true
    /// The kinds of system sheet the headless device cannot show (`.mailComposer`: no mail account
    /// set up; `.messageComposer`: no messages); none by default.
    public var unavailableSystemSheets: Set<NavGraphScreenKind> = []
    /// What the app presented itself over the graph and is still shown, bottom first
    /// (NavGraphHeadlessNavigator+AppPresentations.swift).
    var appPresentations: [NavGraphAppPresentation] = []
    /// The overlays the state held at the last change drawn (`style: overlay`), each in a window
    /// of its own above the app's presentations, which showing or closing one leaves alone.
    var overlaysShown: Set<NavGraphEntryID> = []
    private var pending: [@MainActor () -> Void] = []

    /// Creates an empty navigator.
    public init() {
        navigation.navigator = self
        navigation.renderer = self
        navigation.requestIgnored = { [weak self] in self?.ignoredRequests.append($0) }
    }

    /// Completes the change at once, or keeps it pending while `holdsTransitions` is set.
    public func render(_ change: NavGraphChange, completion: @escaping @MainActor () -> Void) {
        drawnChanges.append(change)
        closeAppPresentations(before: change)
        if holdsTransitions && change.isTransition { pending.append(completion) } else { completion() }
    }

    /// Records the URL the system would open, and answers as `systemOpensURLs` says.
    public func openOutside(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        urlsOpenedOutside.append(url)
        completion(systemOpensURLs)
    }

    /// Whether the headless device can show `kind`: unless a test says it cannot.
    public func systemCanShow(_ kind: NavGraphScreenKind) -> Bool {
        !unavailableSystemSheets.contains(kind)
    }

    /// Completes every held transition, in order, including those they lead to.
    public func completeTransitions() {
        while !pending.isEmpty {
            pending.removeFirst()()
        }
    }
}
