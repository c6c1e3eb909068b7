#if canImport(UIKit)
import Foundation
import UIKit

/// Windows of their own under UIKit: a window route asks the system for a scene session whose
/// user activity carries the request (the generated `NavGraphWindow`, as JSON), and the app's
/// scene delegate reads the request back when the scene connects, to start that window's own
/// navigator (`start(window:roots:)`). A window that shows an equal request already is handed to
/// the activation as its session, so the system brings it forward rather than making another.
///
/// Declare `activityType` in the app's Info.plist (`NSUserActivityTypes`), and let the scene
/// delegate's `stateRestorationActivity(for:)` return `restorationActivity(window:state:)`, so that
/// each window comes back with its own request and saved state.
@MainActor
public enum NavGraphSceneActivation {
    /// The type of the user activities that carry a window request.
    public static let activityType = "NavGraph.window"
    /// The key of the encoded request in a user activity's and a scene session's `userInfo`.
    private static let requestKey = "NavGraphWindow"
    /// The key of a window's encoded navigation state in its restoration activity's `userInfo`.
    private static let stateKey = "NavGraphSavedState"

    /// The opener of one window's navigator (`NavGraphStateMachine.windowOpener`): several
    /// windows where `application.supportsMultipleScenes` ("returns YES if the application both
    /// declares multiple scene support in its info.plist and the executing environment allows
    /// multiple scenes for at least one system type"), each request a scene session activation.
    public static func opener(_ application: UIApplication) -> NavGraphWindowOpener {
        NavGraphWindowOpener(
            supportsMultipleWindows: { application.supportsMultipleScenes },
            open: { destination in activate(destination, in: application) })
    }

    /// Asks `application` for a scene showing `destination`: the open session that shows an
    /// equal request comes forward; otherwise a new one is made.
    private static func activate(_ destination: any NavGraphDestinationValue, in application: UIApplication) {
        guard let request = encoded(destination) else {
            return NavGraphLog.ignored("\(destination.name) opens no window: its context cannot be encoded")
        }
        let activity = NSUserActivity(activityType: activityType)
        activity.userInfo = [requestKey: request]
        let shown = application.openSessions.first { $0.userInfo?[requestKey] as? Data == request }
        application.requestSceneSessionActivation(shown, userActivity: activity, options: nil) { error in
            NavGraphLog.ignored("the system opened no window for \(destination.name): \(error.localizedDescription)")
        }
    }

    /// The request a connecting scene shows: from the activation's user activity, or from the
    /// session's restoration activity when the system reconnects a saved window; `nil` for a
    /// window the person opened from the system, which starts at the graph's entry, and for a
    /// request the graph no longer opens in a window. Notes the request on the session, so that
    /// a later route asking for the same window brings this one forward. The request is read
    /// back, not trusted: start it with `start(window:roots:)`, which asks the gates of the
    /// switch flows its opener is under first.
    public static func window<Window: NavGraphWindowValue>(
        _ type: Window.Type, connecting session: UISceneSession, options: UIScene.ConnectionOptions
    ) -> Window? {
        let activity = options.userActivities.first { $0.activityType == activityType } ?? session.stateRestorationActivity
        guard let request = activity?.userInfo?[requestKey] as? Data else { return nil }
        // Anything may have written the activity (a request saved by another version, a forged
        // one): what does not read back as a window of this graph starts at the entry.
        guard let window = try? JSONDecoder().decode(Window.self, from: request) else {
            NavGraphLog.ignored("a scene connected with a window request this graph does not open in a window: it starts at the graph's entry")
            return nil
        }
        session.userInfo = [requestKey: request]
        return window
    }

    /// The activity a scene delegate's `stateRestorationActivity(for:)` returns: the window's
    /// request (`nil` for a window at the graph's entry) and its navigator's saved state.
    public static func restorationActivity<Window: NavGraphWindowValue, Destination>(
        window: Window?, state: NavGraphSavedState<Destination>?
    ) -> NSUserActivity {
        let activity = NSUserActivity(activityType: activityType)
        var info: [String: Any] = [:]
        if let window, let request = encoded(window) { info[requestKey] = request }
        if let state, let saved = try? JSONEncoder().encode(state) { info[stateKey] = saved }
        activity.userInfo = info
        return activity
    }

    /// The navigation state a window saved in its restoration activity, to hand to `restore`;
    /// `nil` when it saved none or the saved state cannot be read.
    public static func savedState<Destination>(
        _ type: NavGraphSavedState<Destination>.Type, of session: UISceneSession
    ) -> NavGraphSavedState<Destination>? {
        guard let saved = session.stateRestorationActivity?.userInfo?[stateKey] as? Data else { return nil }
        return try? JSONDecoder().decode(type, from: saved)
    }

    /// The request as JSON with sorted keys, so that equal requests are equal bytes.
    private static func encoded(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try? encoder.encode(value)
    }
}
#endif
