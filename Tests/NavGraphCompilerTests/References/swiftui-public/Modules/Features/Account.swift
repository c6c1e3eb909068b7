// A feature module's FlowControllers for the graph generated with `access: public` into the
// module Navigation: signing in and out, and the flows that hold the app together.
import Navigation
#if canImport(SwiftUI)
import SwiftUI
#endif

/// The switch between signing in and the app.
public final class RootFlowController: RootFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// A root that starts on the sign-in screen.
    public init() {}

    /// The sign-in screen comes first.
    public func makeSignIn() -> any SignInFlowControlling { SignInFlowController() }
    /// The app's tabs, when a restored navigation state shows them.
    public func makeMain() -> any MainFlowControlling { MainFlowController() }
    /// No session outlives the app here: a restored state comes back only at the sign-in screen.
    public func shouldRestore(_ child: NavGraphNodeName) -> Bool { child == .signIn }
}

/// Asks who is writing.
public final class SignInFlowController: SignInFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// A sign-in screen.
    public init() {}

    /// Nothing to load.
    public func start() {}

    /// After signing in: the tabs.
    public func makeSignedIn() -> any MainFlowControlling { MainFlowController() }

    #if canImport(SwiftUI)
    /// One button.
    public var view: some View {
        Button("Sign in") { self.perform(.signedIn) }
    }
    #endif
}

/// The tabs: folders and settings.
public final class MainFlowController: MainFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// The two tabs.
    public func makeFolders() -> any FoldersFlowControlling { FoldersFlowController() }
    /// The settings tab.
    public func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
}

/// The settings tab, which signs out.
public final class SettingsFlowController: SettingsFlowControlling {
    /// Set while the navigator shows it.
    public weak var navigator: (any NavGraphNavigator)?

    /// Nothing to load.
    public func start() {}

    /// After signing out: the sign-in screen again.
    public func makeSignOut() -> any SignInFlowControlling { SignInFlowController() }

    #if canImport(SwiftUI)
    /// The settings tab's label.
    public var tabItem: some View { Label("Settings", systemImage: "gear") }

    /// One button.
    public var view: some View {
        Button("Sign out") { self.perform(.signOut) }
    }
    #endif
}
