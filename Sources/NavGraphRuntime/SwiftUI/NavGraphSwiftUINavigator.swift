/// Shows the graph with SwiftUI: the state machine, drawn by `NavGraphRootView` (under SwiftUI)
/// from its state, with the person's gestures coming back through bindings.
///
/// Everything SwiftUI reads and writes goes through the plain functions here, so the binding
/// layer runs headless (Linux tests) exactly as SwiftUI drives it: `path(of:)` /
/// `setPath(_:of:)` for a `NavigationStack`, `presented(over:as:)` / `setPresented(_:over:as:)`
/// for a sheet, cover or popover item, `selectedTab(of:)` / `setSelectedTab(_:of:)` for a
/// `TabView`. SwiftUI writes only what the person did: a shorter path (back button, completed
/// swipe back), a nil item (sheet swiped down, popover tapped away), another tab. Each becomes the
/// same user event UIKit reports, so FlowControllers get the same callbacks. SwiftUI has already
/// moved the screen when it writes, so when the state machine refuses the event (a transition is
/// running, the presentation is not dismissible) the navigator announces a redraw
/// (`stateDidChange`) and the views read the unchanged state again: the screen is put back.
///
/// SwiftUI animates a change as it draws the new state, so every change completes at once.
///
/// Tests look at what a person sees and act as the person would with
/// `NavGraphInspectableNavigator`'s members, as on the headless navigator.
@MainActor
public final class NavGraphSwiftUINavigator: NavGraphInspectableNavigator, NavGraphRenderer {
    /// Which of SwiftUI's presentation modifiers draws a presentation.
    public enum PresentationKind: Hashable, Sendable, CaseIterable {
        /// `.sheet(item:)`: sheets, page sheets and form sheets.
        case sheet
        /// `.fullScreenCover(item:)`.
        case fullScreenCover
        /// `.popover(item:)`.
        case popover

        /// The modifier that draws `presentation`.
        public init(_ presentation: NavGraphPresentation) {
            switch presentation {
            case .sheet, .pageSheet, .formSheet: self = .sheet
            case .fullScreen: self = .fullScreenCover
            case .popover: self = .popover
            }
        }
    }

    /// The state machine, drawn by SwiftUI.
    public let navigation = NavGraphStateMachine()
    /// Called after every change of the navigation state; the root view redraws then.
    public var stateDidChange: (@MainActor () -> Void)?

    /// An empty navigator; start the graph's entry with the generated `start(entry:)`.
    public init() {
        navigation.navigator = self
        navigation.renderer = self
        navigation.stateDidChange = { [weak self] _ in self?.stateDidChange?() }
    }

    /// Completes at once: SwiftUI draws (and animates) the new state as it observes it.
    public func render(_ change: NavGraphChange, completion: @escaping @MainActor () -> Void) {
        completion()
    }

    // MARK: Stacks

    /// The entries pushed onto the stack `stack` above its root: a `NavigationStack`'s path.
    public func path(of stack: NavGraphEntryID) -> [NavGraphEntryID] {
        Array(state.stackEntries(stack).dropFirst())
    }

    /// SwiftUI wrote the stack's path: a shorter one that the current path starts with means the
    /// person went back (back button, completed swipe back). Anything else (the same path after
    /// a cancelled swipe, a path the state did not make) changes nothing.
    public func setPath(_ path: [NavGraphEntryID], of stack: NavGraphEntryID) {
        let entries = state.stackEntries(stack)
        guard path.count < entries.count - 1, entries.dropFirst().starts(with: path) else { return }
        userAsks(.popped(stack, to: entries[path.count]))
    }

    // MARK: Presentations

    /// What `presenter` presents with the modifier `kind`, if anything: a presentation item.
    public func presented(over presenter: NavGraphEntryID, as kind: PresentationKind) -> NavGraphEntryID? {
        guard let presented = state[presenter]?.presented,
              let options = state[presented]?.presentation,
              PresentationKind(options.presentation) == kind else { return nil }
        return presented
    }

    /// SwiftUI wrote the presentation item of `presenter`: `nil` means the person dismissed it (a
    /// sheet swiped down, a popover tapped away), unless the state machine refuses it (a
    /// presentation that is not dismissible); anything but `nil` changes nothing (presenting is
    /// the graph's business).
    public func setPresented(_ item: NavGraphEntryID?, over presenter: NavGraphEntryID, as kind: PresentationKind) {
        guard item == nil, let presented = presented(over: presenter, as: kind) else { return }
        userAsks(.dismissed(presented))
    }

    // MARK: Tabs

    /// The index of the selected tab of the tabs flow `tabs`: a `TabView`'s selection.
    public func selectedTab(of tabs: NavGraphEntryID) -> Int {
        if case .tabs(_, let selected) = state[tabs]?.content { return selected }
        return 0
    }

    /// SwiftUI wrote the `TabView`'s selection: the person tapped a tab.
    public func setSelectedTab(_ index: Int, of tabs: NavGraphEntryID) {
        userAsks(.selectedTab(of: tabs, index: index))
    }

    // MARK: Refusals

    /// Hands the person's event to the state machine; when it refuses, SwiftUI shows what the
    /// person did while the state does not, so the views are told to read the state again.
    private func userAsks(_ event: NavGraphUserEvent) {
        if navigation.userAsks(event) == .refused { stateDidChange?() }
    }
}
