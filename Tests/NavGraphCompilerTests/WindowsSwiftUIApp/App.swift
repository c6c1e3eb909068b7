// IceCubesApp's windows under SwiftUI: WindowGroup(for: NavGraphWindow.self) makes one navigator
// per window, started from the window's value (the graph's entry for a window the person opens
// from the system, whose value is nil), and navGraphOpensWindows hands the window routes to the
// scene's openWindow(value:). Type-checked for iOS by .ci/ios-typecheck.sh.

import SwiftUI

final class MainFlowController: MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
}
final class TimelineFlowController: TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeCompose() -> any EditorFlowControlling { EditorFlowController() }
    func makeMedia() -> any MediaViewerFlowControlling { MediaViewerFlowController() }
    var view: some View { Button("Compose") { self.perform(.compose(Draft(text: ""))) } }
}
final class EditorFlowController: EditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: Draft) {}
    var view: some View { Text("Editor") }
}
final class MediaViewerFlowController: MediaViewerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: MediaAttachments) {}
    var view: some View { Text("Media") }
}
final class SettingsFlowController: SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeAccount() -> any AccountFlowControlling { AccountFlowController() }
    func makeServer() -> any ServerFlowControlling { ServerFlowController() }
}
final class AccountFlowController: AccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    var view: some View { Text("Account") }
}
final class ServerFlowController: ServerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    var view: some View { Text("Server") }
}
struct WindowRoots: NavGraphWindowRoots {
    func makeEditorWindow() -> any EditorFlowControlling { EditorFlowController() }
    func makeMediaViewerWindow() -> any MediaViewerFlowControlling { MediaViewerFlowController() }
    func makeSettingsWindow() -> any SettingsFlowControlling { SettingsFlowController() }
}

@MainActor
struct IceCubesApp: App {
    var body: some Scene {
        WindowGroup(for: NavGraphWindow.self) { $window in
            AppWindow(window: window)
        }
    }
}

/// One window: the graph's entry for a window the person opens, else the request's destination.
@MainActor
struct AppWindow: View {
    let window: NavGraphWindow?
    @State private var navigator = NavGraphSwiftUINavigator()

    var body: some View {
        NavGraphRootView(navigator: navigator)
            .navGraphOpensWindows(NavGraphWindow.self, for: navigator)
            .onAppear {
                guard navigator.state.root == nil else { return }
                if let window { navigator.start(window: window, roots: WindowRoots()) } else { navigator.start(entry: MainFlowController()) }
            }
    }
}
