// Hand-written FlowControllers for IceCubesApp's windows (Golden/invalid-window-near-miss-icecubes-windows):
// the editor and the media viewer record what they were started with, so that main.swift can
// check what each window shows.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// How the routes that presented where there was one window ended.
    var ended: [String] = []
    func start() {}
    func makeCompose() -> any EditorFlowControlling { EditorFlowController() }
    func makeMedia() -> any MediaViewerFlowControlling { MediaViewerFlowController() }
    func composeDidEnd() { ended.append("compose") }
}

final class EditorFlowController: NavGraphViewController, EditorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The draft it shows.
    var draft: Draft?
    func start(context: Draft) { draft = context }
}

final class MediaViewerFlowController: NavGraphViewController, MediaViewerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: MediaAttachments) {}
}

final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeAccount() -> any AccountFlowControlling { AccountFlowController() }
    func makeServer() -> any ServerFlowControlling { ServerFlowController() }
}

final class AccountFlowController: NavGraphViewController, AccountFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class ServerFlowController: NavGraphViewController, ServerFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

/// What the app's window scene makes at the root of each window the graph opens.
struct WindowRoots: NavGraphWindowRoots {
    func makeEditorWindow() -> any EditorFlowControlling { EditorFlowController() }
    func makeMediaViewerWindow() -> any MediaViewerFlowControlling { MediaViewerFlowController() }
    func makeSettingsWindow() -> any SettingsFlowControlling { SettingsFlowController() }
}
