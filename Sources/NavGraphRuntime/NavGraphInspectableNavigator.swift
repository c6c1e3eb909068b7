import Foundation

/// A navigator whose screen is drawn from the navigation state alone, with nothing in between
/// that the person acts on (headless, SwiftUI): a test can look at what a person sees and act as
/// that person would, through the same user events and rules as UIKit's gestures. The headless
/// and SwiftUI navigators are; UIKit's is not (its gestures come from UIKit).
@MainActor
public protocol NavGraphInspectableNavigator: NavGraphNavigator {
    /// Whether the window is compact-width (an iPhone, an iPad app in Slide Over).
    var isCompactWidth: Bool { get set }
}

/// A presentation as the state holds it.
public struct NavGraphShownPresentation {
    /// What is presented (inside the embedding stack, when there is one).
    public let flowController: any NavGraphFlowController
    /// How it is presented.
    public let presentation: NavGraphPresentation
    /// Whether it is wrapped in a navigation stack.
    public let embedInStack: Bool
    /// Whether the user may dismiss it.
    public let dismissible: Bool
    /// The heights a sheet can rest at.
    public let detents: [NavGraphDetent]
    /// What a popover points at.
    public let anchor: NavGraphAnchor
}

extension NavGraphInspectableNavigator {
    // MARK: What a person sees

    /// The names of what a person would see, from the root down to the top-most screen.
    public var visiblePath: [NavGraphNodeName] {
        state.visibleEntries.compactMap { state[$0]?.node }
    }

    /// The top-most FlowController a person would see.
    public var topFlowController: (any NavGraphFlowController)? {
        state.visibleEntries.reversed().lazy.compactMap { self.navigation.flowController(for: $0) }.first
    }

    /// The navigation stack `flowController` is in (or is the flow of), bottom first, as it is
    /// on screen: the screens of a sub-flow pushed onto it follow the screens below it.
    public func stack(containing flowController: any NavGraphFlowController) -> [any NavGraphFlowController] {
        guard let id = navigation.entryID(of: flowController) else { return [] }
        let stack = state.stackEntries(id).isEmpty ? state.stack(containing: id) : id
        return stack.map { state.shownStackEntries(state.shownStack(of: $0)).compactMap(navigation.flowController(for:)) } ?? []
    }

    /// What is presented over `flowController`, if anything.
    public func presentation(over flowController: any NavGraphFlowController) -> NavGraphShownPresentation? {
        // An embedding stack has no FlowController: what it shows is its root.
        guard let id = navigation.entryID(of: flowController), let presented = state[id]?.presented,
              let options = state[presented]?.presentation,
              let shownID = state[presented]?.node == nil ? state.stackEntries(presented).first : presented,
              let shown = navigation.flowController(for: shownID)
        else { return nil }
        return NavGraphShownPresentation(
            flowController: shown, presentation: options.presentation, embedInStack: options.embedInStack,
            dismissible: options.dismissible, detents: options.detents, anchor: navigation.anchor(of: presented)
        )
    }

    /// The selected tab of the tabs flow `flow`.
    public func selectedTab(of flow: any NavGraphFlowController) -> (any NavGraphFlowController)? {
        guard let id = navigation.entryID(of: flow), case .tabs = state[id]?.content,
              let tab = state[id]?.shownChild else { return nil }
        return navigation.flowController(for: tab)
    }

    /// What each column of the split flow `flow` shows, first column first (an empty list for a
    /// column that shows nothing yet); `[]` for another flow.
    public func columns(of flow: any NavGraphFlowController) -> [[any NavGraphFlowController]] {
        guard let id = navigation.entryID(of: flow) else { return [] }
        return state.columns(of: id).map { $0.compactMap(navigation.flowController(for:)) }
    }

    /// The child the switch flow `flow` shows.
    public func currentChild(of flow: any NavGraphFlowController) -> (any NavGraphFlowController)? {
        guard let id = navigation.entryID(of: flow), case .switch(let child) = state[id]?.content else { return nil }
        return navigation.flowController(for: child)
    }

    // MARK: What a person does

    /// The user taps the back button of the stack the top-most screen is in. Returns whether
    /// anything was popped: not at a stack's root, and not refused by the state machine's rules
    /// (a transition is running).
    /// A split view that shows its columns has no back button at a column's first screen.
    @discardableResult
    public func userTapsBack() -> Bool {
        guard let top = state.top, let inner = state.stack(containing: top) else { return false }
        let stack = state.shownStack(of: inner)
        let list = state.shownStackEntries(stack)
        guard list.count > 1, list.last == top else { return false }
        if state[stack]?.split?.collapsed == false, state.columns(of: stack).contains(where: { $0.first == top }) { return false }
        return navigation.userAsks(.popped(stack, to: list[list.count - 2])) == .followed
    }

    /// The window's width becomes compact (an iPad rotated, or put in Slide Over) or regular
    /// again: every split view shown collapses into one stack or expands into its columns, as
    /// UIKit and SwiftUI do on their own.
    public func userResizesWindow(toCompact compact: Bool) {
        isCompactWidth = compact
        for id in state.entries.keys.sorted() where state[id]?.split != nil {
            navigation.userDid(.collapsed(id, compact))
        }
    }

    /// The user swipes back from the screen's edge, and lets go past the middle (`completing`) or
    /// before it (the swipe is cancelled: nothing changes). Returns whether anything was popped.
    @discardableResult
    public func userSwipesBack(completing: Bool = true) -> Bool {
        completing ? userTapsBack() : false
    }

    /// The user swipes the top-most sheet down. Returns whether it was dismissed: a full-screen
    /// presentation, a popover or a dialog has no such gesture, and the state machine refuses one that is
    /// not dismissible, or whose screen answers `isDismissible()` with `false` (which is told,
    /// `dismissalRefused()`), or while a transition is running.
    @discardableResult
    public func userSwipesDownSheet() -> Bool {
        userDismissesTopPresentation(\.closesWhenSwipedDown)
    }

    /// The user taps outside the top-most popover. Returns whether it was dismissed.
    @discardableResult
    public func userTapsOutsidePopover() -> Bool {
        userDismissesTopPresentation(\.closesWhenTappedOutside)
    }

    /// The user taps the tab named `tab` of the tabs flow shown on screen (not behind a
    /// presentation). Returns whether it was selected: there is such a tab bar, the tab is not
    /// the selected one, and the state machine's rules did not refuse it.
    @discardableResult
    public func userTapsTab(_ tab: NavGraphNodeName) -> Bool {
        guard let tabs = tabBarOnScreen, case .tabs(let list, _) = state[tabs]?.content,
              let index = list.firstIndex(where: { state[$0]?.node == tab })
        else { return false }
        return navigation.userAsks(.selectedTab(of: tabs, index: index)) == .followed
    }

    /// The user taps the action tab of `route` in the tab bar shown on screen (not behind a
    /// presentation): the tabs flow performs the route, and the selected tab stays. Returns
    /// whether there is such an item.
    @discardableResult
    public func userTapsActionTab(_ route: String) -> Bool {
        guard let tabs = tabBarOnScreen,
              navigation.tabBarItems(of: tabs).contains(where: { if case .action(let action) = $0 { action.route == route } else { false } })
        else { return false }
        navigation.userTappedActionTab(route, of: tabs)
        return true
    }

    /// The tabs flow whose tab bar shows on screen, nothing presented over it.
    private var tabBarOnScreen: NavGraphEntryID? {
        let visible = state.visibleEntries
        guard let tabs = visible.last(where: { if case .tabs = state[$0]?.content { true } else { false } }),
              !visible.drop(while: { $0 != tabs }).contains(where: { state[$0]?.presentation != nil })
        else { return nil }
        return tabs
    }

    /// The alert or confirmation dialog on top of everything, as the user reads it; `nil` when
    /// the top-most entry is not one.
    public var shownAlert: NavGraphShownAlert? {
        state.top.flatMap { (navigation.flowController(for: $0) as? any NavGraphAlertScreen)?.shownAlert }
    }

    /// The user types `fields` into the text fields of the alert on top (each field keeps its
    /// text when `fields` is `nil` or shorter) and taps the button titled `title`, which closes it
    /// and hands the button's value to the route that presented it. Returns whether a button was
    /// tapped: there is such a dialog and button, and the state machine's rules did not refuse it
    /// (a transition is running).
    @discardableResult
    public func userTapsAlertButton(_ title: String, typing fields: [String]? = nil) -> Bool {
        guard let top = state.top, let alert = shownAlert, let button = alert.buttons.firstIndex(where: { $0.title == title }) else { return false }
        let typed = alert.textFields.enumerated().map { index, field in
            fields.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? field.text
        }
        return navigation.userAsks(.answered(top, button: button, fields: typed)) == .followed
    }

    /// The user picks `documents` in the document picker on top, which closes it and hands what
    /// its screen makes of them to the route that presented it. Returns whether the picker took
    /// them: there is one on top, and the state machine's rules did not refuse it.
    @discardableResult
    public func userPicksDocuments(_ documents: [URL]) -> Bool {
        guard let top = state.top, navigation.flowController(for: top) is any NavGraphDocumentPickerScreen else { return false }
        return navigation.userAsks(.picked(top, documents: documents)) == .followed
    }

    /// The user taps Cancel in the document picker on top: the route that presented it ends
    /// without feedback. Returns whether it closed.
    @discardableResult
    public func userCancelsDocumentPicker() -> Bool {
        userEndsTop(where: { $0 is any NavGraphDocumentPickerScreen })
    }

    /// The user taps Done in the Safari view on top: it closes ("Upon this call, the view
    /// controller is dismissed modally", SFSafariViewController.h), and the route that presented
    /// it ends, a Safari view handing nothing back. Returns whether it closed.
    @discardableResult
    public func userClosesSafariView() -> Bool {
        userEndsTop(where: { $0 is any NavGraphSafariScreen })
    }

    /// The user picks `photos` in the photo picker on top and taps Add, which closes it and hands
    /// what its screen makes of them to the route that presented it; none picked is Cancel, which
    /// ends that route without feedback. Returns whether the picker took them: there is one on
    /// top, and the state machine's rules did not refuse it.
    @discardableResult
    public func userPicksPhotos(_ photos: [NavGraphPickedPhoto]) -> Bool {
        guard let top = state.top, navigation.flowController(for: top) is any NavGraphPhotoPickerScreen else { return false }
        return navigation.userAsks(.pickedPhotos(top, photos)) == .followed
    }

    /// The user taps Cancel in the photo picker on top: the route that presented it ends without
    /// feedback. Returns whether it closed.
    @discardableResult
    public func userCancelsPhotoPicker() -> Bool {
        userEndsTop(where: { $0 is any NavGraphPhotoPickerScreen })
    }

    /// The user chooses the service `activityType` in the share sheet on top (it `completed`, or
    /// the person backed out of it), which closes the sheet ("The completion handler to execute
    /// after the activity view controller is dismissed", UIActivityViewController) and hands what
    /// its screen makes of the result to the route that presented it. Returns whether the sheet
    /// took it: there is one on top, and the state machine's rules did not refuse it.
    @discardableResult
    public func userShares(activityType: String, completed: Bool = true) -> Bool {
        guard let top = state.top, navigation.flowController(for: top) is any NavGraphShareScreen else { return false }
        return navigation.userAsks(.shared(top, NavGraphShareResult(activityType: activityType, completed: completed))) == .followed
    }

    /// The user closes the share sheet on top without choosing a service (its close button, a tap
    /// outside its popover): the route that presented it ends without feedback. Returns whether it
    /// closed.
    @discardableResult
    public func userClosesShareSheet() -> Bool {
        userEndsTop(where: { $0 is any NavGraphShareScreen })
    }

    /// The service the person signs in to in the web authentication session on top redirects to
    /// `callback`: the session ends ("On completion, the service will send a callback URL with an
    /// authentication token, and this URL will be passed to the app by
    /// ASWebAuthenticationSessionCompletionHandler", ASWebAuthenticationSession.h) and hands what
    /// its screen makes of the URL to the route that presented it. Returns whether the session took
    /// it: there is one on top, and the state machine's rules did not refuse it.
    @discardableResult
    public func userSignsIn(callback: URL) -> Bool {
        userEndsWebAuthentication(callback: callback)
    }

    /// The user taps Cancel in the web authentication session on top ("If the user taps Cancel when
    /// showing the login webpage for the web service, the session will be canceled"): the route
    /// that presented it ends without feedback. Returns whether it closed.
    @discardableResult
    public func userCancelsWebAuthentication() -> Bool {
        userEndsWebAuthentication(callback: nil)
    }

    private func userEndsWebAuthentication(callback: URL?) -> Bool {
        guard let top = state.top, navigation.flowController(for: top) is any NavGraphWebAuthenticationScreen else { return false }
        return navigation.userAsks(.authenticated(top, callback: callback)) == .followed
    }

    /// The system sheet on top, when `isIt` says it is the one, ends by its own button, without
    /// feedback.
    private func userEndsTop(where isIt: (any NavGraphFlowController) -> Bool) -> Bool {
        guard let top = state.top, let shown = navigation.flowController(for: top), isIt(shown) else { return false }
        return navigation.userAsks(.dismissed(top)) == .followed
    }

    /// Dismisses the top-most presentation when its style has the gesture (`closesThisWay`); the
    /// system's own screens close by their own buttons.
    private func userDismissesTopPresentation(_ closesThisWay: (NavGraphPresentation) -> Bool) -> Bool {
        guard let presented = state.visibleEntries.last(where: { state[$0]?.presentation != nil }),
              let options = state[presented]?.presentation, closesThisWay(options.presentation),
              !(navigation.flowController(for: presented) is any NavGraphSystemOwnedScreen)
        else { return false }
        let outcome = navigation.userAsks(.dismissed(presented))
        if outcome == .refused { navigation.dismissalRefused(presented) }
        return outcome == .followed
    }
}
