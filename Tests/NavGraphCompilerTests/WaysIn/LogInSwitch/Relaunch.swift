// How WaysIn/Shortcuts' and WaysIn/Unlinked's main.swift relaunch the app behind the log-in
// switch (LogInSwitch.swift). A file of its own: the iOS type-check (.ci/ios-typecheck.sh) takes
// the FlowControllers without the drivers and their test support (`throughJSON`).

/// `relaunched` restored from `navigator`'s saved state, written as JSON and read back, behind a
/// new log-in switch: the app relaunched.
@MainActor
func restored<Navigator: NavGraphInspectableNavigator>(_ navigator: Navigator, into relaunched: Navigator) throws -> Navigator {
    try relaunched.restore(throughJSON(navigator.savedState!), entry: RootFlowController())
    return relaunched
}
