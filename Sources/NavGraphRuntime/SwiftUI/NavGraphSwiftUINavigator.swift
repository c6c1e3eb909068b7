import Foundation
#if canImport(MessageUI)
import MessageUI
#endif

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
/// SwiftUI animates a change as it draws the new state; a change that closes screens (a pop, a
/// dismissal, a replaced switch child, and the user's own pops and dismissals) completes once
/// SwiftUI has removed their views, which `NavGraphRootView` reports (`viewAppeared(_:)`,
/// `viewDisappeared(_:)`), or after `closingTimeLimit` at the latest. Only then are the closed
/// FlowControllers released and feedback and `DidEnd` handlers run, so a handler may present at
/// once (see `NavGraphSwiftUINavigator+Closing.swift`).
///
/// Tests look at what a person sees and act as the person would with
/// `NavGraphInspectableNavigator`'s members, as on the headless navigator.
@MainActor
public final class NavGraphSwiftUINavigator: NavGraphInspectableNavigator, NavGraphRenderer {
    /// Which of SwiftUI's presentation modifiers draws a presentation.
    public enum PresentationKind: Hashable, Sendable, CaseIterable {
        /// `.sheet(item:)`: sheets, page sheets and form sheets.
        case sheet
        /// `.fullScreenCover(item:)`: full-screen and context presentations (SwiftUI has no
        /// presentation over the source's area only: it covers the screen).
        case fullScreenCover
        /// `.popover(item:)`.
        case popover
        /// `.alert(_:isPresented:presenting:actions:message:)`: an alert screen.
        case alert
        /// `.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`: a
        /// confirmation dialog screen.
        case confirmationDialog
        /// `.fileImporter(isPresented:allowedContentTypes:allowsMultipleSelection:onCompletion:)`:
        /// a document picker screen.
        case fileImporter
        /// `.sheet(isPresented:content:)` holding an `SFSafariViewController` in a
        /// `UIViewControllerRepresentable`: a Safari view screen (SwiftUI has no in-app browser).
        case safari
        /// `.popover(isPresented:content:)` holding a `UIActivityViewController` in a
        /// `UIViewControllerRepresentable`: a share sheet screen (`ShareLink` is a button, which no
        /// route can open); a popover on an iPad, a sheet where the width is compact.
        case share
        /// `.photosPicker(isPresented:selection:maxSelectionCount:selectionBehavior:matching:preferredItemEncoding:photoLibrary:)`:
        /// a photo picker screen.
        case photosPicker
        /// The `webAuthenticationSession` environment action (iOS 16.4; an
        /// `ASWebAuthenticationSession` before it), started by a task of the presenting view: a web
        /// authentication session screen.
        case webAuthentication
        /// `.sheet(isPresented:content:)` holding an `MFMailComposeViewController` in a
        /// `UIViewControllerRepresentable`: a mail composer screen (SwiftUI has no composer).
        case mailComposer
        /// `.sheet(isPresented:content:)` holding an `MFMessageComposeViewController` in a
        /// `UIViewControllerRepresentable`: a message composer screen.
        case messageComposer

        /// The modifier that draws `presentation`.
        public init(_ presentation: NavGraphPresentation) {
            switch presentation {
            case .sheet, .pageSheet, .formSheet: self = .sheet
            // An overlay covers the top-most presentation, whose view presents it: SwiftUI keeps
            // the presenting views and their state while a full-screen cover shows.
            case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext, .overlay: self = .fullScreenCover
            case .popover: self = .popover
            }
        }
    }

    /// The state machine, drawn by SwiftUI.
    public let navigation = NavGraphStateMachine()
    /// Called after every change of the navigation state: the app's own hook (to save the state,
    /// say); the root views observe the navigator on their own, so setting it takes nothing away.
    public var stateDidChange: (@MainActor () -> Void)?
    /// How long a change that closes screens waits for SwiftUI to report their views gone before
    /// it completes anyway (logged): a report SwiftUI never makes must not stop navigation.
    public var closingTimeLimit: Duration = .seconds(1)
    /// Whether the window is compact-width (SwiftUI's `horizontalSizeClass`, which the root view
    /// reports), which decides a route's `compact` presentation when it presents.
    public var isCompactWidth = false
    /// Hands a URL to the system to open, then tells whether it opened: the app answered that a
    /// link's URL is not its own (`orSystem: true`), or a route leaves the app (`kind: openURL`).
    /// `NavGraphRootView` sets it to the environment's `openURL`; until then the URL is logged and
    /// answered as not opened.
    public var openURL: (@MainActor (URL, _ completion: @escaping @MainActor (Bool) -> Void) -> Void)?

    /// The root views drawing this navigator, each redrawn after every change while it lives.
    private var observers: [NavGraphStateObserver] = []
    /// How many views of each entry SwiftUI shows now, as the views report them.
    var viewsOnScreen: [NavGraphEntryID: Int] = [:]
    /// The completions of changes waiting for the views of closed entries to leave the screen.
    var waitingForClosedViews: [@MainActor () -> Void] = []
    /// The detent each shown sheet rests at, once the person has moved it.
    private var movedDetents: [NavGraphEntryID: NavGraphDetent] = [:]
    /// The dialogs the person answered that SwiftUI has not dismissed yet, with their presenter
    /// and modifier.
    private var answeredDialogs: [NavGraphEntryID: (presenter: NavGraphEntryID, kind: PresentationKind)] = [:]
    /// The columns the person chose to see in each split flow, and the screen on top then.
    var chosenColumns: [NavGraphEntryID: (top: NavGraphEntryID, visibility: NavGraphColumnVisibility)] = [:]
    /// Completes the waiting changes once `closingTimeLimit` has passed.
    var closingDeadline: Task<Void, Never>?

    /// An empty navigator; start the graph's entry with the generated `start(entry:)`.
    public init() {
        navigation.navigator = self
        navigation.renderer = self
        navigation.stateDidChange = { [weak self] _ in self?.announceChange() }
    }

    /// Calls `redraw` after every change of the navigation state for as long as `owner` lives
    /// (a root view's scene object): any number of views may draw one navigator.
    public func observeState(by owner: AnyObject, _ redraw: @escaping @MainActor () -> Void) {
        observers.append(NavGraphStateObserver(owner: owner, redraw: redraw))
    }

    /// Tells every living observer, then the app's hook, that the state changed.
    private func announceChange() {
        observers.removeAll { $0.owner == nil }
        for observer in observers { observer.redraw() }
        stateDidChange?()
    }

    // MARK: Stacks

    /// The entries pushed onto the stack `stack` above its root, with the screens of the
    /// sub-flows pushed onto it in their place: a `NavigationStack`'s path.
    public func path(of stack: NavGraphEntryID) -> [NavGraphEntryID] {
        Array(state.shownStackEntries(stack).dropFirst())
    }

    /// SwiftUI wrote the stack's path: a shorter one that the current path starts with means the
    /// person went back (back button, completed swipe back). Anything else (the same path after
    /// a cancelled swipe, a path the state did not make) changes nothing.
    public func setPath(_ path: [NavGraphEntryID], of stack: NavGraphEntryID) {
        let entries = state.shownStackEntries(stack)
        guard path.count < entries.count - 1, entries.dropFirst().starts(with: path) else { return }
        userAsks(.popped(stack, to: entries[path.count]))
    }

    // MARK: Presentations

    /// What `presenter` presents with the modifier `kind`, if anything: a presentation item.
    public func presented(over presenter: NavGraphEntryID, as kind: PresentationKind) -> NavGraphEntryID? {
        guard let presented = state[presenter]?.presented,
              let options = state[presented]?.presentation,
              presentationKind(of: presented, options) == kind else { return nil }
        return presented
    }

    /// The overlay shrunk into picture in picture (`shrinks: app`), if one floats: the root view
    /// draws it in its `.overlay`, over the root's content, where it lets touches through around
    /// what its screen draws. A `fullScreenCover` would block every touch below it; SwiftUI has no
    /// second window in a scene's view, so it floats below the sheets SwiftUI presents.
    public var floatingOverlay: NavGraphEntryID? {
        state.floatingOverlays.first
    }

    /// The modifier that draws the presented entry `id`: a dialog's own, or its options'.
    private func presentationKind(of id: NavGraphEntryID, _ options: NavGraphPresentationOptions) -> PresentationKind {
        switch (navigation.flowController(for: id) as? any NavGraphSystemOwnedScreen)?.navGraphScreenKind {
        case .alert: .alert
        case .confirmationDialog: .confirmationDialog
        case .documentPicker: .fileImporter
        case .safari: .safari
        case .share: .share
        case .photoPicker: .photosPicker
        case .webAuthentication: .webAuthentication
        case .mailComposer: .mailComposer
        case .messageComposer: .messageComposer
        // A screen that leaves the app is never presented: the state never holds it.
        case .view, .openURL, nil: PresentationKind(options.presentation)
        }
    }

    /// The person tapped the button at `button` of the dialog `dialog`, with `fields` typed in its
    /// text fields. SwiftUI dismisses it after that ("All actions in an alert dismiss the alert
    /// after the action runs") and writes its `isPresented` false (`setPresented(nil, …)`): until
    /// then the dialog is on screen, like a closed entry's view, so the route's handler runs once
    /// SwiftUI has dismissed it, and a sheet it presents is not asked of a view still showing an
    /// alert (or after `closingTimeLimit`).
    public func answer(_ dialog: NavGraphEntryID, button: Int, fields: [String] = []) {
        closeAnswered(dialog, by: .answered(dialog, button: button, fields: fields))
    }

    /// The person picked `documents` in the document picker `picker` (`fileImporter`'s
    /// `onCompletion`): what its screen makes of them goes to the route that presented it. SwiftUI
    /// writes its `isPresented` false too, which then changes nothing, as for an answered dialog.
    public func picked(_ picker: NavGraphEntryID, documents: [URL]) {
        closeAnswered(picker, by: .picked(picker, documents: documents))
    }

    /// The person chose a service in the share sheet `sheet` (its controller's
    /// `completionWithItemsHandler`, with an activity type): what its screen makes of `result` goes
    /// to the route that presented it. The representable then writes its `isPresented` false, which
    /// changes nothing, as for an answered dialog.
    public func shared(_ sheet: NavGraphEntryID, result: NavGraphShareResult) {
        closeAnswered(sheet, by: .shared(sheet, result))
    }

    /// The person picked `photos` in the photo picker `picker` (`photosPicker`'s selection, written
    /// when they tap Add): what its screen makes of them goes to the route that presented it.
    /// SwiftUI writes its `isPresented` false too, which then changes nothing, as for a document
    /// picker.
    public func pickedPhotos(_ picker: NavGraphEntryID, photos: [NavGraphPickedPhoto]) {
        closeAnswered(picker, by: .pickedPhotos(picker, photos))
    }

    /// The web authentication session `session` ended: `webAuthenticationSession`'s
    /// `authenticate(using:callbackURLScheme:preferredBrowserSession:)` returned `callback`, or
    /// threw (the person's Cancel, a session that could not start), `nil`. What its screen makes of
    /// the URL goes to the route that presented it; none ends that route without feedback. No
    /// binding write follows: the session is no view of SwiftUI's.
    public func authenticated(_ session: NavGraphEntryID, callback: URL?) {
        userAsks(.authenticated(session, callback: callback))
    }

    /// The person ended the composer `composer` (its controller's delegate): what its screen makes
    /// of `result` goes to the route that presented it. The representable then writes its
    /// `isPresented` false, which changes nothing, as for an answered dialog.
    public func composed(_ composer: NavGraphEntryID, result: NavGraphComposeResult) {
        closeAnswered(composer, by: .composed(composer, result))
    }

    /// Whether the device can show `kind`: a mail or message composer only where it can send
    /// mail or messages (`canSendMail()`, `canSendText()`, where MessageUI exists).
    public func systemCanShow(_ kind: NavGraphScreenKind) -> Bool {
        #if canImport(MessageUI)
        if kind == .mailComposer { return MFMailComposeViewController.canSendMail() }
        if kind == .messageComposer { return MFMessageComposeViewController.canSendText() }
        #endif
        return true
    }

    /// Follows `event`, the person's answer in the dialog or picker `presented`, which SwiftUI
    /// has still to dismiss: the write of `false` it then makes is not a dismissal of its own.
    private func closeAnswered(_ presented: NavGraphEntryID, by event: NavGraphUserEvent) {
        guard let presenter = state[presented]?.parent, let options = state[presented]?.presentation else { return }
        answeredDialogs = answeredDialogs.filter { viewsOnScreen[$0.key] != nil }
        answeredDialogs[presented] = (presenter, presentationKind(of: presented, options))
        viewsOnScreen[presented] = 1
        guard navigation.userAsks(event) == .followed else {
            answeredDialogs[presented] = nil
            viewsOnScreen[presented] = nil
            return announceChange()
        }
    }

    /// SwiftUI wrote the presentation item of `presenter`: `nil` means the person dismissed it (a
    /// sheet swiped down, a popover tapped away), unless the state machine refuses it (a
    /// presentation that refuses to close: its screens that answer `isDismissible()` with `false`
    /// hear `dismissalRefused()`), or that SwiftUI has dismissed a dialog the person answered;
    /// anything but `nil` changes nothing (presenting is the graph's business).
    public func setPresented(_ item: NavGraphEntryID?, over presenter: NavGraphEntryID, as kind: PresentationKind) {
        guard item == nil else { return }
        if let answered = answeredDialogs.first(where: { $0.value.presenter == presenter && $0.value.kind == kind })?.key {
            answeredDialogs[answered] = nil
            return viewDisappeared(answered)
        }
        guard let presented = presented(over: presenter, as: kind) else { return }
        if navigation.userAsks(.dismissed(presented)) == .refused {
            navigation.dismissalRefused(presented)
            announceChange()
        }
    }

    /// Whether the person may close the presentation `presented` now (its
    /// `interactiveDismissDisabled` is the opposite): it is dismissible, and its screen answers
    /// `isDismissible()` with `true` where the route says `dismissible: app`. A screen whose answer
    /// changes calls `presentationChanged()`, which draws it again.
    public func isInteractivelyDismissible(_ presented: NavGraphEntryID) -> Bool {
        !navigation.refusesDismissal(presented)
    }

    /// Hands `url` to `openURL`, the environment's, which the root view set.
    public func openOutside(_ url: URL, completion: @escaping @MainActor (Bool) -> Void) {
        guard let openURL else {
            NavGraphLog.ignored("no openURL to hand \(url) to: NavGraphRootView sets it")
            return completion(false)
        }
        openURL(url, completion)
    }

    /// A presented screen's answers about how it is shown changed: the views read them again.
    public func presentationChanged(_ id: NavGraphEntryID) {
        announceChange()
    }

    /// The detent the sheet `presented` rests at: where the person moved it, else where its
    /// route opens it (`initialDetent`), else the smallest, as UIKit opens a sheet. (A route
    /// whose smallest depends on the screen, heights in points beside other detents, names its
    /// `initialDetent`: the compiler asks for it.)
    public func selectedDetent(of presented: NavGraphEntryID) -> NavGraphDetent {
        if let moved = movedDetents[presented] { return moved }
        let options = state[presented]?.presentation ?? NavGraphPresentationOptions()
        return options.initialDetent ?? NavGraphDetent.smallest(of: options.detents) ?? options.detents.first ?? .large
    }

    /// SwiftUI wrote the sheet's detent: the person dragged it.
    public func setSelectedDetent(_ detent: NavGraphDetent, of presented: NavGraphEntryID) {
        movedDetents = movedDetents.filter { state[$0.key] != nil }
        movedDetents[presented] = detent
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

    /// The name of the selected tab of the tabs flow `tabs`: the selection a switcher the app
    /// draws reads (`bar: app`, `NavGraphAppTabs.selection`); `nil` for an entry that is not a
    /// tabs flow.
    public func selectedTabName(of tabs: NavGraphEntryID) -> NavGraphNodeName? {
        guard case .tabs(let children, let selected) = state[tabs]?.content, children.indices.contains(selected) else { return nil }
        return state[children[selected]]?.node
    }

    /// The app's switcher wrote `name` into its selection (`bar: app`): the person chose that tab,
    /// which follows as a tap on a `TabView`'s item does. A name that is not one of the tabs the
    /// flow shows now changes nothing, and so does the name of a flow made from data, whose tabs
    /// are told apart by their keys (`setSelectedInstanceKey(_:of:)`).
    public func setSelectedTabName(_ name: NavGraphNodeName, of tabs: NavGraphEntryID) {
        guard let index = state[tabs]?.children.firstIndex(where: { state[$0]?.node == name && state[$0]?.instanceKey == nil }) else { return }
        setSelectedTab(index, of: tabs)
    }

    /// The key of the selected tab made from data of the tabs flow `tabs` (`bar: app` beside
    /// `{ each: …, key: … }`, `NavGraphAppTabs.selectedKey`); `nil` while a fixed tab is selected.
    public func selectedInstanceKey(of tabs: NavGraphEntryID) -> NavGraphInstanceKey? {
        guard case .tabs(let children, let selected) = state[tabs]?.content, children.indices.contains(selected) else { return nil }
        return state[children[selected]]?.instanceKey
    }

    /// The app's switcher wrote `key` into its selection (`bar: app`): the person chose the tab
    /// made from data for it, which follows as a tap on a `TabView`'s item does. `nil`, or a key
    /// with no open tab, changes nothing.
    public func setSelectedInstanceKey(_ key: NavGraphInstanceKey?, of tabs: NavGraphEntryID) {
        guard let key, let index = state[tabs]?.children.firstIndex(where: { state[$0]?.instanceKey == key }) else { return }
        setSelectedTab(index, of: tabs)
    }

    /// SwiftUI wrote an action tab's tag into the `TabView`'s selection: the person tapped it.
    /// The flow performs its route; the selection stays on the tab it was on, which the views
    /// read again.
    public func tapActionTab(_ route: String, of tabs: NavGraphEntryID) {
        navigation.userTappedActionTab(route, of: tabs)
        announceChange()
    }

    // MARK: Refusals

    /// Hands the person's event to the state machine; when it refuses, SwiftUI shows what the
    /// person did while the state does not, so the views are told to read the state again.
    func userAsks(_ event: NavGraphUserEvent) {
        if navigation.userAsks(event) == .refused { announceChange() }
    }
}

/// A root view that redraws a navigator, held weakly so that observing never keeps it alive.
struct NavGraphStateObserver {
    weak var owner: AnyObject?
    let redraw: @MainActor () -> Void
}
