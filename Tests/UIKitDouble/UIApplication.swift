// Scene sessions, as UIKit documents them in UIApplication.h, UISceneSession.h, UIScene.h and
// UISceneOptions.h (iOS 17.0 SDK):
// - activating a scene session: "Asks the system to activate an existing scene, or create a new
//   scene and associate it with your app" (activateSceneSessionForRequest:errorHandler:, the
//   iOS 17 form of requestSceneSessionActivation:userActivity:options:errorHandler:): with an
//   open session, that session's scene comes to the front and no scene connects; without one, a
//   new session is made, joins `openSessions` ("All of the representations that currently have
//   connected UIScene instances or had their sessions persisted by the system"), and its scene
//   connects with the request's user activity among the connection options' `userActivities`
//   ("A set of available user activities to handle on connection"), once the system's
//   animation ends;
// - where the app cannot have several scenes (`supportsMultipleScenes`: "returns YES if the
//   application both declares multiple scene support in its info.plist and the executing
//   environment allows multiple scenes for at least one system type. NO otherwise"), a request
//   for a new scene fails: the error handler is called ("A handler to be called if the request
//   fails") and nothing connects;
// - a reconnected session hands back its restoration activity: "this activity is also already
//   available in the UISceneSession.stateRestorationActivity at scene connection time".

/// A user activity (Foundation's `NSUserActivity`, which Foundation on Linux lacks).
@MainActor
open class NSUserActivity: NSObject {
    /// The activity's type, as the app's Info.plist lists it.
    public let activityType: String
    /// "A dictionary containing app-specific state information needed to continue an activity."
    open var userInfo: [AnyHashable: Any]?

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
    }
}

/// A scene's session, kept by the system across connections (UIKit's `UISceneSession`).
@MainActor
open class UISceneSession: NSObject {
    /// "objects must be plist types": what the app notes on the session.
    open var userInfo: [String: Any]?
    /// The activity the scene returned from `stateRestorationActivity(for:)` when it was last
    /// saved, handed back at its next connection.
    open var stateRestorationActivity: NSUserActivity?
    /// The scene connected to the session now, if any (not UIKit's property on the session; UIKit's `scene`).
    open internal(set) weak var scene: UIScene?
}

/// The options a scene connects with (UIKit's `UIScene.ConnectionOptions`).
@MainActor
open class UISceneConnectionOptions: NSObject {
    /// "A set of available user activities to handle on connection."
    public let userActivities: Set<NSUserActivity>

    init(userActivities: Set<NSUserActivity>) {
        self.userActivities = userActivities
    }
}

/// Options of a scene activation request (UIKit's `UIScene.ActivationRequestOptions`).
@MainActor
open class UISceneActivationRequestOptions: NSObject {}

extension UIScene {
    /// The options a scene connects with.
    public typealias ConnectionOptions = UISceneConnectionOptions
    /// Options of a scene activation request.
    public typealias ActivationRequestOptions = UISceneActivationRequestOptions
}

/// What a scene tells its delegate (UIKit's `UISceneDelegate`).
@MainActor
public protocol UISceneDelegate: AnyObject {
    /// "Tells the delegate about the addition of a scene to the app."
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The activity that restores the scene's state when it reconnects.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
}

/// The app (UIKit's `UIApplication`).
@MainActor
open class UIApplication: UIResponder {
    /// The app's one instance.
    public static let shared = UIApplication()
    /// UIApplication.h's `UIApplicationOpenSettingsURLString`, which a URL is made of to open the
    /// Settings app at the app's own settings. Its value is not documented; the double's is the
    /// one the runtime's headless `NavGraphOutside.settings` uses. (The double opens URLs through
    /// the scene, `UIScene.open(_:options:completionHandler:)`, as the navigator does.)
    public static let openSettingsURLString = "app-settings:"

    /// Whether the Info.plist declares several scenes and the device allows them (an iPad):
    /// set by the test, `true` between scenarios (not UIKit's setter).
    open var supportsMultipleScenes = true
    /// "All of the representations that currently have connected UIScene instances or had their
    /// sessions persisted by the system."
    open private(set) var openSessions: Set<UISceneSession> = []
    /// "All of the currently connected UIScene instances", which UIKit retains ("UIScene is
    /// strongly retained by UIKit like UIApplication").
    open private(set) var connectedScenes: Set<UIScene> = []
    /// What makes the delegate of each scene that connects: the Info.plist's scene configuration
    /// (`UISceneDelegateClassName`) as the test gives it (not UIKit's).
    public var makeSceneDelegate: (@MainActor () -> UISceneDelegate)?
    /// The session whose scene is in front (not UIKit's).
    public private(set) var frontSession: UISceneSession?

    /// Activates `sceneSession`'s scene, bringing it to the front, or, with `nil`, connects a
    /// new scene whose connection options hold `userActivity`; fails where the app cannot have
    /// several scenes (see the file's comment).
    open func requestSceneSessionActivation(
        _ sceneSession: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        errorHandler: ((any Error) -> Void)? = nil
    ) {
        if let sceneSession, openSessions.contains(sceneSession) {
            frontSession = sceneSession
            return
        }
        guard supportsMultipleScenes || openSessions.isEmpty else {
            UIKitDouble.warn("scene activation refused: the app does not support multiple scenes")
            errorHandler?(CocoaError(.featureUnsupported))
            return
        }
        let session = UISceneSession()
        openSessions.insert(session)
        UIKitDouble.animate(true) { [self] in connect(session, userActivities: userActivity.map { [$0] } ?? []) }
    }

    /// The system connects `session`'s scene: a window scene whose delegate hears it.
    private func connect(_ session: UISceneSession, userActivities: Set<NSUserActivity>) {
        let scene = UIWindowScene()
        scene.session = session
        session.scene = scene
        connectedScenes.insert(scene)
        let delegate = makeSceneDelegate?()
        scene.delegate = delegate
        frontSession = session
        delegate?.scene(scene, willConnectTo: session, options: UISceneConnectionOptions(userActivities: userActivities))
    }

    /// The system saves every connected scene's state and lets their scenes go, keeping the
    /// sessions, as when the app is terminated in the background (not UIKit's).
    public func systemSavesAndDisconnectsScenes() {
        for session in openSessions {
            guard let scene = session.scene else { continue }
            session.stateRestorationActivity = scene.delegate?.stateRestorationActivity(for: scene)
            session.scene = nil
            connectedScenes.remove(scene)
        }
    }

    /// The system connects each kept session's scene again, as at the app's next launch (not UIKit's).
    public func systemReconnectsScenes() {
        for session in openSessions where session.scene == nil {
            connect(session, userActivities: [])
        }
    }

    /// Forgets every session, between scenarios (not UIKit's).
    public func reset() {
        openSessions = []
        connectedScenes = []
        frontSession = nil
        makeSceneDelegate = nil
        supportsMultipleScenes = true
    }
}
