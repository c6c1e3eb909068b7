#if canImport(SwiftUI)
import SwiftUI
#endif

/// The account and the app; signing out asks first, then swaps the root back to onboarding.
final class SettingsHomeFlowController: SettingsHomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let store: Store

    init(store: Store) {
        self.store = store
    }

    func start() {}
    func makeAccount() -> any AccountSettingsFlowControlling { AccountSettingsFlowController() }
    func makeAbout() -> any AboutFlowControlling { AboutFlowController() }
    func makeConfirmSignOut() -> any ConfirmSignOutFlowControlling { ConfirmSignOutFlowController() }

    /// The alert is gone: sign out now. A link still waiting was kept for this person, and does
    /// not open for whoever signs in next.
    func confirmSignOutDidFinish(with feedback: SignOutChoice) {
        store.server = nil
        navigator?.navigation.personLoggedOut()
        perform(.signedOut)
    }

    #if canImport(SwiftUI)
    var view: some View {
        List {
            Button("Account") { self.perform(.account) }
            Button("About") { self.perform(.about) }
            Button("Sign Out", role: .destructive) { self.perform(.confirmSignOut) }
        }
    }
    #endif
}

/// The account's settings: languages, notifications.
final class AccountSettingsFlowController: AccountSettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        Text("Languages")
    }
    #endif
}

/// About the app, in a form sheet.
final class AboutFlowController: AboutFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    #if canImport(SwiftUI)
    var view: some View {
        Button("Done") { self.finish() }
    }
    #endif
}

/// Asks before signing out.
final class ConfirmSignOutFlowController: ConfirmSignOutFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    var alert: NavGraphAlert<SignOutChoice> {
        NavGraphAlert(title: "Sign out?", message: nil, actions: [
            NavGraphAlertAction("Sign Out", role: .destructive, value: .signOut),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}
