// Hand-written FlowControllers of the gated windows graph: Root's gate lets Main show only while
// someone is signed in (`Session`), and the window roots make Root's FlowController to ask it.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// Whether someone is signed in: what Root's gate answers from.
@MainActor
final class Session {
    static let shared = Session()
    var signedIn = false
}

final class RootFlowController: NavGraphViewController, RootFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeLogin() -> any LoginFlowControlling { LoginFlowController() }
    func makeMain() -> any MainFlowControlling { MainFlowController() }
    /// The editor a link presents over the top where there is one window.
    func makeEditor() -> any EditorFlowControlling { EditorFlowController() }
    func shouldRestore(_ child: NavGraphNodeName) -> Bool { child != .main || Session.shared.signedIn }
    func shouldOpen(_ destination: NavGraphDestination) -> Bool { Session.shared.signedIn }
}

final class LoginFlowController: NavGraphViewController, LoginFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeCompose() -> any EditorFlowControlling { EditorFlowController() }
    func composeDidEnd() {}
}

final class EditorFlowController: NavGraphViewController, EditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The draft it shows.
    var draft: Draft?
    func start(context: Draft) { draft = context }
}

final class PreviewFlowController: NavGraphViewController, PreviewFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: Draft) {}
}

final class HelpFlowController: NavGraphViewController, HelpFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

/// What the app's window scene makes: each window's root, and Root to ask its gate.
struct WindowRoots: NavGraphWindowRoots {
    func makeEditorWindow() -> any EditorFlowControlling { EditorFlowController() }
    func makePreviewWindow() -> any PreviewFlowControlling { PreviewFlowController() }
    func makeHelpWindow() -> any HelpFlowControlling { HelpFlowController() }
    func makeRootGate() -> any RootFlowControlling { RootFlowController() }
}
