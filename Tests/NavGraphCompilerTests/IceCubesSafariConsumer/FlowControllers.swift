// Hand-written FlowControllers for IceCubesApp's web links (Golden/realapps-icecubes-safari): every
// screen that shows statuses decides once, as RouterPath's urlHandler does, whether a link opens in
// the in-app Safari view or in the default browser, and records how each route ended, so that
// main.swift can check it.

import Foundation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// Which browser the person chose in the settings (`UserPreferences.preferredBrowser`).
enum PreferredBrowser {
    case inAppSafari, safari
}

/// What the screens' routes told them, in order, for main.swift.
@MainActor
final class Heard {
    static let shared = Heard()
    var events: [String] = []
    var preferredBrowser = PreferredBrowser.inAppSafari
}

/// A link tapped in a status, wherever the status shows: in the Safari view when the person
/// prefers it and the view can show the URL (http or https; SFSafariViewController refuses
/// others), in the default browser otherwise.
extension StatusLinksRouting {
    func open(link url: URL) {
        let web = ["http", "https"].contains(url.scheme?.lowercased() ?? "")
        if Heard.shared.preferredBrowser == .inAppSafari, web {
            perform(.openWeb(url))
        } else {
            perform(.openInBrowser(url))
        }
    }

    func makeOpenWeb() -> any WebPageFlowControlling { WebPageFlowController() }
    func makeOpenInBrowser() -> any DefaultBrowserFlowControlling { DefaultBrowserFlowController() }

    /// Records that the Safari view this screen presented closed. (Each screen's `openWebDidEnd()`
    /// calls it: the generated extension of the shared routes gives the empty one.)
    func heardSafariViewClose() { Heard.shared.events.append("\(navGraphNode.rawValue) heard the Safari view close") }
}

final class AppFlowController: AppFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
    func makeStatusDetail() -> any StatusDetailFlowControlling { StatusDetailFlowController() }
}

final class TimelineFlowController: TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeOpenStatus() -> any StatusDetailFlowControlling { StatusDetailFlowController() }
    func openWebDidEnd() { heardSafariViewClose() }
    #if canImport(SwiftUI)
    var view: some View { Text("Timeline") }
    #endif
}

final class StatusDetailFlowController: StatusDetailFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var status: StatusID?
    func start(context: StatusID) { status = context }
    func makeEditHistory() -> any StatusEditHistoryFlowControlling { StatusEditHistoryFlowController() }
    func openWebDidEnd() { heardSafariViewClose() }
    #if canImport(SwiftUI)
    var view: some View { Text("Status") }
    #endif
}

final class StatusEditHistoryFlowController: StatusEditHistoryFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: StatusID) {}
    func openWebDidEnd() { heardSafariViewClose() }
    #if canImport(SwiftUI)
    var view: some View { Text("Edit history") }
    #endif
}

/// The Safari view: the page, with the app's reader preference (the configuration is the app's).
final class WebPageFlowController: WebPageFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private var page: URL?
    func start(context: URL) { page = context }
    var safariURL: URL { page! }
}

/// The default browser, outside the app.
final class DefaultBrowserFlowController: DefaultBrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private var page: URL?
    func start(context: URL) { page = context }
    var outsideURL: URL { page! }
}
