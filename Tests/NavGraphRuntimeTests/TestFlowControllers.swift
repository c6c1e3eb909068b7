import Foundation
import NavGraphRuntime
#if canImport(UIKit)
import UIKit
#endif

/// What the test FlowControllers heard, in order: "Detail ended", "List got feedback 42".
/// An answer to a link that the app looks up (`await: true`), given when the test chooses, as a
/// server lookup would arrive: shared by the headless tests and the UIKit-double scenarios.
@MainActor
final class AnswerLookup {
    private var continuation: CheckedContinuation<NavGraphLinkAnswer<String>, Never>?
    /// What the navigator awaits: returns once `answer(_:)` is called.
    func wait() async -> NavGraphLinkAnswer<String> { await withCheckedContinuation { continuation = $0 } }
    /// Ends the lookup with `answer`.
    func answer(_ answer: NavGraphLinkAnswer<String>) { continuation?.resume(returning: answer) }
    /// Whether the navigator has started awaiting the answer.
    var isWaiting: Bool { continuation != nil }
}

@MainActor
final class Journal {
    var events: [String] = []
    /// The order the app keeps with its settings for its tabs flows (`order: app`, as its
    /// `tabOrder()` answers): these tabs first, then the others in the graph's order.
    var tabOrder: [String] = []
    /// Runs when a screen made for a restored state starts (to perform a route from `start`).
    var whenStarted: (@MainActor (Screen) -> Void)?
    /// The keys of tabs made from data the app no longer has (its `shouldRestore(_:)` says no).
    var deletedKeys: Set<String> = []
    /// The keys the app gives for new tabs made from data (`newKey()`), in order; none left: no key.
    var newKeys: [String] = []
}

/// A FlowController for any screen or flow, performing routes the way generated code does:
/// ask `navigatorAccepting`, make the destination, hand it to the state machine with a finish
/// handler that records feedback and "ended".
final class Screen: NavGraphViewController, NavGraphFlowController, NavGraphSwitchGate, NavGraphDismissalDeciding, NavGraphSheetSizing {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode: NavGraphNodeName
    let journal: Journal
    /// How many destinations this screen made: a route that is ignored makes none.
    private(set) var made = 0
    /// Runs after this screen recorded how one of its routes ended (with feedback or without), to
    /// act on it (present something at once, say).
    var whenRouteEnds: (@MainActor (Screen) -> Void)?
    /// The children this flow, a switch, refuses to show in a restored state (its gate closed).
    var refusesToRestore: Set<String> = []
    /// The tabs or children this flow, a tabs or container flow, hides now (as the app's `isShown(_:)` answers).
    var hiddenChildren: Set<String> = []
    /// This flow's action tabs, a tabs flow's: each presents the screen its route is named after.
    var actionTabs: [NavGraphActionTab] = []
    /// Whether it has started (`started(with:)`).
    private(set) var hasStarted = false
    /// The routes of this screen that push: a link tapped on it to one of those screens opens by
    /// the route (`navGraphPushingRoutes`; a test route is named after its destination).
    var pushingRoutes: [String] = []
    /// Whether it holds a draft that closing it would lose: presented with `dismissible: app`
    /// (`appDecidesDismissal`), it refuses to close then (`isDismissible()`).
    var holdsDraft = false
    /// The height it gives the sheet it is in, where the route says `{ height: app }`.
    var givenSheetHeight = 420.0
    #if canImport(UIKit)
    /// Makes a new transitioning delegate each time a route of this screen whose transition the
    /// app draws asks (`transition: app`), keeping none itself; `nil`: it gives none.
    var makeTransitioningDelegate: (@MainActor () -> any UIViewControllerTransitioningDelegate)?
    /// Makes a new animator each time a push of this screen's whose transition the app draws,
    /// or its pop, asks; `nil`: it gives none.
    var makePushAnimator: (@MainActor () -> any UIViewControllerAnimatedTransitioning)?
    #endif

    init(_ name: String, journal: Journal) {
        navGraphNode = NavGraphNodeName(rawValue: name)
        self.journal = journal
        #if canImport(UIKit)
        super.init(nibName: nil, bundle: nil)
        #else
        super.init()
        #endif
    }

    #if canImport(UIKit)
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("made in code")
    }
    #endif

    private func handler(_ route: String) -> NavGraphFinishHandler {
        NavGraphFinishHandler(
            feedback: { [weak self] (value: Int) in
                guard let self else { return }
                journal.events.append("\(navGraphNode.rawValue) got \(route) \(value)")
                whenRouteEnds?(self)
            },
            ended: { [weak self] in
                guard let self else { return }
                journal.events.append("\(navGraphNode.rawValue) heard \(route) ended")
                whenRouteEnds?(self)
            }
        )
    }

    private func make(_ name: String) -> Screen {
        made += 1
        return Screen(name, journal: journal)
    }

    /// Pushes the screen named `name`, going on with the routes named in `steps` (`then:`), each
    /// of the screen shown before it; a flow pushes onto its own stack, above its top screen.
    /// `drawnByApp`: the route says the app draws the push (`transition: app`).
    func push(_ name: String, drawnByApp: Bool = false, steps: [String] = [], then start: @escaping @MainActor (Screen) -> Void = { _ in }) {
        guard let navigator = navigatorAccepting(name) else { return }
        let destination = make(name)
        let route = TestRoute(name, drawnByApp ? .pushDrawnByApp : .push)
        navigator.navigation.push(destination, from: self, route: route, onEnd: handler(name), then: Self.steps(steps)) {
            start(destination)
        }
    }

    func present(
        _ name: String,
        _ options: NavGraphPresentationOptions = NavGraphPresentationOptions(),
        anchor: NavGraphAnchor = .source,
        steps: [String] = [],
        then start: @escaping @MainActor (Screen) -> Void = { _ in }
    ) {
        // As generated `perform(_:)` asks: an overlay is taken whatever is shown over this one.
        guard let navigator = navigatorAccepting(name, reach: NavGraphTransition.present(options).reach(from: navGraphNode)) else { return }
        let destination = make(name)
        navigator.navigation.present(
            destination, from: self, options: options, anchor: anchor, route: TestRoute(name, .present(options)), onEnd: handler(name),
            then: Self.steps(steps)) {
            start(destination)
        }
    }

    /// Steps of the test graph: each route is named after the screen it shows.
    static func steps(_ names: [String]) -> [NavGraphRouteStep] {
        names.map { NavGraphRouteStep($0, to: $0) }
    }

    /// Presents `TestAlert.named` as an alert (or confirmation dialog), as a route to a screen of
    /// `kind: alert` does; its buttons hand back 1 ("Delete"), 2 ("Keep") or nothing ("Cancel").
    /// With `pageField`, the alert asks for a page number instead ("Go" hands it back).
    func presentAlert(_ kind: NavGraphScreenKind = .alert, anchor: NavGraphAnchor = .source, pageField: Bool = false) {
        let name = TestAlert.named
        guard let navigator = navigatorAccepting(name) else { return }
        made += 1
        let alert = TestAlert(kind, pageField: pageField)
        navigator.navigation.present(alert, from: self, options: NavGraphPresentationOptions(), anchor: anchor, route: TestRoute(name, .present(NavGraphPresentationOptions())), onEnd: handler(name)) {}
    }

    /// Presents `TestDocumentPicker.named` as a route to a screen of `kind: documentPicker` does;
    /// it hands back how many documents were picked, or nothing when none was.
    func presentDocumentPicker() {
        presentSystemSheet(TestDocumentPicker())
    }

    /// Presents `TestSafari.named` showing `url`, as a route to a screen of `kind: safari` does.
    func presentSafari(_ url: URL = URL(string: "https://example.org/about")!) {
        presentSystemSheet(TestSafari(url: url))
    }

    /// Presents `TestSafari.named` as a route with a context does: the page is the context, given
    /// to the screen by its start, as the generated `start(context:)` does.
    func presentSafari(context url: URL) {
        let safari = TestSafari(url: URL(string: "never-started:")!)
        presentSystemSheet(safari) { safari.safariURL = url }
    }

    /// Presents `TestShare.named` as a route to a screen of `kind: share` does, its popover (on an
    /// iPad) pointing at `anchor`; it hands back 1 when the service chosen was performed, 0 when
    /// the person backed out of it.
    func presentShare(anchor: NavGraphAnchor = .source) {
        presentSystemSheet(TestShare(), anchor: anchor)
    }

    /// Presents `TestPhotoPicker.named` as a route to a screen of `kind: photoPicker` does; it hands
    /// back how many of the photos picked carry their photo library identifier.
    func presentPhotoPicker() {
        presentSystemSheet(TestPhotoPicker())
    }

    /// Presents `TestWebAuthentication.named` as a route to a screen of `kind: webAuthentication`
    /// does, signing in at `url`; it hands back the number in the callback URL's `code`, or nothing
    /// when there is none.
    func presentWebAuthentication(at url: URL = URL(string: "https://example.org/oauth/authorize")!) {
        presentSystemSheet(TestWebAuthentication(url: url))
    }

    /// Presents `TestMailComposer.named` as a route to a screen of `kind: mailComposer` does; it
    /// hands back 1 when the mail was sent, 0 when the device cannot send mail, nothing otherwise.
    func presentMailComposer() {
        presentSystemSheet(TestMailComposer())
    }

    /// Presents `TestMessageComposer.named` as a route to a screen of `kind: messageComposer`
    /// does; it hands back 1 when the message was sent, 0 when the device cannot send messages.
    func presentMessageComposer() {
        presentSystemSheet(TestMessageComposer())
    }

    /// Leaves the app for `url`, as a route with `url` as its context to a screen of
    /// `kind: openURL` does; it hands back 1 when the system opened it, 0 when it did not.
    func presentOutside(_ url: URL = NavGraphOutside.settings) {
        let outside = TestOutside()
        presentSystemSheet(outside) { outside.start(context: url) }
    }

    /// Presents the system sheet `sheet` by a plain present route named as its node.
    private func presentSystemSheet(
        _ sheet: any NavGraphSystemOwnedScreen, anchor: NavGraphAnchor = .source, start: @escaping @MainActor () -> Void = {}
    ) {
        let name = sheet.navGraphNode.rawValue
        guard let navigator = navigatorAccepting(name) else { return }
        made += 1
        navigator.navigation.present(
            sheet, from: self, options: NavGraphPresentationOptions(), anchor: anchor,
            route: TestRoute(name, .present(NavGraphPresentationOptions())), onEnd: handler(name), start: start)
    }

    /// Presents a stack flow named `name` whose root is a screen named `root`.
    func presentStack(_ name: String, root: String) {
        guard let navigator = navigatorAccepting(name) else { return }
        let flow = make(name)
        navigator.navigation.present(flow, from: self, options: NavGraphPresentationOptions(), anchor: .source, route: TestRoute(name, .present(NavGraphPresentationOptions())), onEnd: handler(name)) {
            navigator.setStack(of: flow, root: Screen(root, journal: flow.journal))
        }
    }

    /// Presents the container flow `BookmarkEditor` in a navigation stack of its own, handing it
    /// `context`, as a generated route does: the flow starts with the context (`start(context:)`),
    /// then shows its children, Details and Folders, at once.
    func presentEditor(context: String) {
        let name = "BookmarkEditor"
        guard let navigator = navigatorAccepting(name) else { return }
        let flow = make(name)
        let options = NavGraphPresentationOptions(embedInStack: true)
        navigator.navigation.present(flow, from: self, options: options, anchor: .source, route: TestRoute(name, .present(options)), onEnd: handler(name)) {
            flow.started(with: context)
            let children = ["Details", "Folders"].map { Screen($0, journal: flow.journal) }
            navigator.setContainer(of: flow, children: children)
            for child in children { child.started(with: context) }
        }
    }

    /// Pushes the stack flow `Thread` as a sub-flow, as a generated push of a stack flow does:
    /// its root `Post` joins this screen's stack.
    func pushSubflow() {
        guard let navigator = navigatorAccepting("Thread") else { return }
        let flow = make("Thread")
        navigator.navigation.push(flow, from: self, route: TestRoute("Thread", .push), onEnd: handler("Thread")) {
            let root = Screen("Post", journal: flow.journal)
            navigator.setStack(of: flow, root: root)
            root.started(with: nil)
        }
    }

    /// Ends the sub-flow named `name` this screen is in, as a generated `finish` route does.
    func finishFlow(_ name: String, feedback: Int? = nil) {
        navigator?.navigation.finishFlow(NavGraphNodeName(rawValue: name), from: self, feedback: feedback)
    }

    /// Swaps the nearest switch flow's child for `destination`; `start` starts it (a flow sets its
    /// content there).
    func replace(with destination: NavGraphFlowController, then start: @escaping @MainActor () -> Void = {}) {
        guard let navigator = navigatorAccepting("replace") else { return }
        made += 1
        navigator.navigation.replace(with: destination, from: self, start: start)
    }

    /// Puts the screen named `name` in this one's place on top of its stack, as a generated
    /// `replace` route to a screen that is no switch child or stack root does: no route waits
    /// for it to end.
    func replaceTop(with name: String) {
        guard let navigator = navigatorAccepting(name) else { return }
        let made = make(name)
        navigator.navigation.replaceTop(NavGraphOpening(made, route: TestRoute(name, .replace), onEnd: nil) { made.started(with: nil) }, from: self)
    }

    /// Starts the nearest stack flow again from its root named `root`, which the flow makes.
    func replaceStack(root: String) {
        guard let navigator = navigatorAccepting(root) else { return }
        navigator.navigation.replaceStack(root: NavGraphNodeName(rawValue: root), from: self) { ($0 as? Screen)?.started(with: "replace") }
    }

    /// Opens `destination` where `placement` says, as a generated `open` route does.
    func open(_ destination: String, placement: NavGraphPlacement<String>) {
        guard let navigator = navigatorAccepting(destination) else { return }
        navigator.navigation.open(destination, placement: placement, from: self)
    }

    func select(_ tab: String) {
        guard let navigator = navigatorAccepting(tab) else { return }
        navigator.navigation.select(NavGraphNodeName(rawValue: tab), from: self) { _ in }
    }

    // MARK: Restoring, as generated contracts do it (with TestGraph for the graph)

    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }

    func navGraphChild(_ child: NavGraphNodeName) -> NavGraphMadeChild? {
        guard navGraphFlow?.children.contains(child) == true else { return nil }
        let made = make(child.rawValue)
        // A flow's saved content is shown instead of starting it.
        guard TestGraph.flows[child] == nil else { return NavGraphMadeChild(made, start: nil) }
        return NavGraphMadeChild(made) { made.started(with: nil) }
    }

    func navGraphReopening(_ route: String, to destination: any Hashable & Sendable) -> NavGraphOpening? {
        guard let destination = destination as? String, let route = TestRoute(navGraphRouteName: route, destination: destination) else { return nil }
        // A maker may read what `start` set: restoring makes a destination after its opener started.
        if !hasStarted { journal.events.append("\(navGraphNode.rawValue) made \(destination) before it started") }
        let made = make(destination)
        // No route waits for a screen put in another's place, as generated code wires it.
        let onEnd = route.transition == .replace ? nil : handler(destination)
        return NavGraphOpening(made, route: route, onEnd: onEnd) { made.started(with: nil) }
    }

    var navGraphPushingRoutes: [String] { pushingRoutes }

    var navGraphActionTabs: [NavGraphActionTab] { actionTabs }

    /// Presents the screen the action tab's route is named after, as the flow's own route.
    func navGraphPerformActionTab(_ route: String) {
        present(route)
    }

    func isDismissible() -> Bool {
        !holdsDraft
    }

    func sheetHeight() -> Double {
        givenSheetHeight
    }

    func dismissalRefused() {
        journal.events.append("\(navGraphNode.rawValue) refused to close")
    }

    func shouldRestore(_ child: NavGraphNodeName) -> Bool {
        !refusesToRestore.contains(child.rawValue)
    }

    var navGraphShownChildren: [NavGraphNodeName] {
        guard let flow = navGraphFlow, flow.kind.showsEveryChild else { return [] }
        let ordered = journal.tabOrder.map(NavGraphNodeName.init(rawValue:)).filter(flow.children.contains)
        return (ordered + flow.children.filter { !ordered.contains($0) }).filter { !hiddenChildren.contains($0.rawValue) }
    }

    /// Records that this screen started, with the context it was given, and runs the journal's
    /// `whenStarted`.
    func started(with context: String?) {
        hasStarted = true
        journal.events.append("\(navGraphNode.rawValue) started" + (context.map { " with \($0)" } ?? ""))
        journal.whenStarted?(self)
    }

    func finish(with feedback: Int? = nil) {
        navigator?.finish(self, with: feedback)
    }

    func unwind(to name: String, feedback: Int? = nil, steps: [String] = []) {
        navigator?.navigation.unwind(to: NavGraphNodeName(rawValue: name), from: self, feedback: feedback, then: Self.steps(steps))
    }
}

/// The FlowController of an alert or confirmation dialog, as an app writes one.
final class TestAlert: NavGraphAlertScreen {
    static let named = "Confirm"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestAlert.named)
    let navGraphScreenKind: NavGraphScreenKind
    private let pageField: Bool

    init(_ kind: NavGraphScreenKind, pageField: Bool = false) {
        navGraphScreenKind = kind
        self.pageField = pageField
    }

    var alert: NavGraphAlert<Int> {
        if pageField {
            return NavGraphAlert(title: "Go to page", textFields: [NavGraphAlertTextField(placeholder: "Page", text: "1")], actions: [
                NavGraphAlertAction("Go", valueFromFields: { Int($0[0]) }),
                NavGraphAlertAction("Cancel", role: .cancel),
            ])
        }
        return NavGraphAlert(title: "Delete the note?", message: "It cannot be undone.", actions: [
            NavGraphAlertAction("Delete", role: .destructive, value: 1),
            NavGraphAlertAction("Keep", value: 2),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}

/// The FlowController of a document picker, as an app writes one: it offers OPML files, and hands
/// back the number of documents picked.
final class TestDocumentPicker: NavGraphDocumentPickerScreen {
    static let named = "Import"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestDocumentPicker.named)
    let navGraphScreenKind = NavGraphScreenKind.documentPicker
    let documentPicker = NavGraphDocumentPicker(contentTypes: ["org.opml.opml"], allowsMultipleSelection: true)

    func feedback(fromDocuments urls: [URL]) -> Int? {
        urls.isEmpty ? nil : urls.count
    }
}

/// The FlowController of a Safari view, as an app writes one: it shows the page it was made with.
final class TestSafari: NavGraphSafariScreen {
    static let named = "Web"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestSafari.named)
    let navGraphScreenKind = NavGraphScreenKind.safari
    var safariURL: URL

    init(url: URL) {
        safariURL = url
    }
}

/// The FlowController of a screen that leaves the app, as an app writes one: it opens the URL its
/// route hands it (before that, a URL that says it was never started), and hands back whether the
/// system opened it (1) or not (0).
final class TestOutside: NavGraphOpenURLScreen {
    static let named = "Leave"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestOutside.named)
    let navGraphScreenKind = NavGraphScreenKind.openURL
    private(set) var outsideURL = URL(string: "never-started:")!

    func start(context: URL) {
        outsideURL = context
    }

    func feedback(fromOpened opened: Bool) -> Int? {
        opened ? 1 : 0
    }
}

/// The FlowController of a mail composer, as an app writes one: a report to support, handing back
/// 1 when it was sent and 0 when the device cannot send mail (the opener then offers a `mailto:`
/// URL); saved, cancelled or failed hand back nothing.
final class TestMailComposer: NavGraphMailComposerScreen {
    static let named = "Mail"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestMailComposer.named)
    let navGraphScreenKind = NavGraphScreenKind.mailComposer
    let mailDraft = NavGraphMailDraft(toRecipients: ["support@example.org"], subject: "Report", body: "It broke.")

    func feedback(fromCompose result: NavGraphComposeResult) -> Int? {
        switch result {
        case .sent: 1
        case .unavailable: 0
        case .saved, .cancelled, .failed: nil
        }
    }
}

/// The FlowController of a message composer, as an app writes one: an invitation, handing back 1
/// when it was sent and 0 when the device cannot send messages; cancelled or failed hand back
/// nothing.
final class TestMessageComposer: NavGraphMessageComposerScreen {
    static let named = "Invite"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestMessageComposer.named)
    let navGraphScreenKind = NavGraphScreenKind.messageComposer
    let messageDraft = NavGraphMessageDraft(recipients: ["+15555550100"], body: "Join me")

    func feedback(fromCompose result: NavGraphComposeResult) -> Int? {
        switch result {
        case .sent: 1
        case .unavailable: 0
        case .saved, .cancelled, .failed: nil
        }
    }
}

/// The FlowController of a share sheet, as an app writes one: it shares a page's address, and hands
/// back whether the service the person chose was performed (1) or backed out of (0).
final class TestShare: NavGraphShareScreen {
    static let named = "Share"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestShare.named)
    let navGraphScreenKind = NavGraphScreenKind.share
    let shareItems: [Any] = [URL(string: "https://example.org/about")!]

    func feedback(fromShare result: NavGraphShareResult) -> Int? {
        result.completed ? 1 : 0
    }
}

/// The FlowController of a photo picker, as an app writes one: it offers up to three images or
/// videos, and hands back how many of the items picked carry their photo library identifier.
final class TestPhotoPicker: NavGraphPhotoPickerScreen {
    static let named = "Photos"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestPhotoPicker.named)
    let navGraphScreenKind = NavGraphScreenKind.photoPicker
    let photoPicker = NavGraphPhotoPicker(selectionLimit: 3, kinds: [.images, .videos])

    func feedback(fromPhotos photos: [NavGraphPickedPhoto]) -> Int? {
        photos.filter { $0.itemIdentifier != nil }.count
    }
}

/// The FlowController of a web authentication session, as an app writes one: it signs in at an
/// example service, and hands back the number the callback URL's `code` carries (none without one).
final class TestWebAuthentication: NavGraphWebAuthenticationScreen {
    static let named = "SignIn"
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: TestWebAuthentication.named)
    let navGraphScreenKind = NavGraphScreenKind.webAuthentication
    let webAuthentication: NavGraphWebAuthentication

    init(url: URL = URL(string: "https://example.org/oauth/authorize")!) {
        webAuthentication = NavGraphWebAuthentication(url: url, callbackURLScheme: "testapp")
    }

    func feedback(fromCallback url: URL) -> Int? {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "code" }?.value.flatMap { Int($0) }
    }
}

/// Builds the test app: `Root` switch → `Main` tabs → [`Feed` stack → `List`, `Settings` stack →
/// `Menu`], the other switch child being `Login`.
@MainActor
struct TestApp {
    let journal = Journal()
    let root: Screen
    let main: Screen
    let feed: Screen
    let list: Screen
    let settings: Screen
    let menu: Screen

    /// Starts the app on `navigator`, Main's tab bar with `actionTabs` among its tabs.
    init(on navigator: some NavGraphNavigator, actionTabs: [NavGraphActionTab] = []) {
        root = Screen("Root", journal: journal)
        main = Screen("Main", journal: journal)
        main.actionTabs = actionTabs
        feed = Screen("Feed", journal: journal)
        list = Screen("List", journal: journal)
        settings = Screen("Settings", journal: journal)
        menu = Screen("Menu", journal: journal)
        navigator.showRoot(root)
        navigator.setSwitch(of: root, child: main)
        navigator.setTabs(of: main, tabs: [feed, settings])
        navigator.setStack(of: feed, root: list)
        navigator.setStack(of: settings, root: menu)
    }
}

extension TestApp {
    /// What generated `updateTabs()` of Main does (its `hideable: [Settings]`): makes a tab that
    /// comes (Settings, with Menu at its root; Feed, with List), and starts it once it is drawn.
    static func updateTabs(of main: Screen, on navigator: some NavGraphNavigator, journal: Journal) {
        navigator.navigation.updateTabs(of: main, make: tabMaker(on: navigator, journal: journal))
    }

    /// What generated `restartTabs()` of Main does: makes every tab it shows anew, as
    /// `updateTabs` makes one that comes.
    static func restartTabs(of main: Screen, on navigator: some NavGraphNavigator, journal: Journal) {
        navigator.navigation.restartTabs(of: main, make: tabMaker(on: navigator, journal: journal))
    }

    /// Makes Main's tab `tab` (Settings, with Menu at its root; Feed, with List), started once drawn.
    private static func tabMaker(on navigator: some NavGraphNavigator, journal: Journal) -> @MainActor (NavGraphNodeName) -> NavGraphMadeChild? {
        { [weak navigator] tab in
            let made = Screen(tab.rawValue, journal: journal)
            return NavGraphMadeChild(made) {
                journal.events.append("\(tab.rawValue) started")
                navigator?.setStack(of: made, root: Screen(tab.rawValue == "Settings" ? "Menu" : "List", journal: journal))
            }
        }
    }
}

#if canImport(UIKit)
/// A screen draws the transitions of its routes that say `transition: app` with what
/// `makeTransitioningDelegate` makes, and records each question.
extension Screen: NavGraphTransitionDrawing {
    func transitioningDelegate(
        presenting presented: UIViewController, showing destination: NavGraphNodeName, route: String?
    ) -> (any UIViewControllerTransitioningDelegate)? {
        journal.events.append("\(navGraphNode.rawValue) asked to draw \(route ?? "a link")'s transition to \(destination.rawValue)")
        return makeTransitioningDelegate?()
    }

    func animationController(
        for operation: UINavigationController.Operation, of screen: UIViewController, showing destination: NavGraphNodeName, route: String
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        journal.events.append("\(navGraphNode.rawValue) asked to animate \(route)'s \(operation == .push ? "push" : "pop") of \(destination.rawValue)")
        return makePushAnimator?()
    }
}
#endif
