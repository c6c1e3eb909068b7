// Drives app.navgraph.yaml's generated code with the skeletons `navgraph scaffold` writes for it,
// left as written, and exits non-zero at the first expectation that does not hold: a scaffolded
// root FlowController keeps every gate of its switch closed until the app answers it. Run by
// ScaffoldedGateTests.

import Foundation

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: RootFlowController())
    expect(navigator.visiblePath == [.root, .login], "starts at the log-in: \(navigator.visiblePath)")

    // Links to screens behind the switch, pushed or presented, by URL or by notification, wait.
    expect(!navigator.open(url: URL(string: "app://secret/1")!), "app://secret/1 waits")
    expect(!navigator.open(url: URL(string: "app://account")!), "app://account waits")
    expect(!navigator.open(NavGraphDestination.secret(2)), "a notification to Secret waits")
    expect(navigator.visiblePath == [.root, .login], "nothing behind the log-in shows: \(navigator.visiblePath)")
    expect(navigator.navigation.hasPendingLink, "the last link is kept")

    // The graph's own route switches to Main; the waiting link asks the gate again, which stays shut.
    guard let login = navigator.topFlowController as? LoginFlowController else {
        expect(false, "the log-in is on top: \(navigator.visiblePath)")
        return
    }
    login.perform(.loggedIn)
    expect(navigator.visiblePath == [.root, .main, .home], "the route shows Main: \(navigator.visiblePath)")
    expect(navigator.navigation.hasPendingLink, "the link still waits for the app's answer")

    // A state saved behind the switch is not restored.
    guard let saved = navigator.savedState else {
        expect(false, "a state is saved")
        return
    }
    do {
        try NavGraphHeadlessNavigator().restore(saved, entry: RootFlowController())
        expect(false, "a state saved behind the switch is restored")
    } catch {
        expect(error as? NavGraphRestoreError == .refused(.main, by: .root), "the gate refuses it: \(error)")
    }
    print("OK")
}

MainActor.assumeIsolated { drive() }
