/// One switch flow a window's way passes, with the child the way goes through: the gate a window
/// asks before it shows its root, as a restored state asks it (`NavGraphSwitchGate.shouldRestore(_:)`).
///
/// A window's root is made by the app (the generated `NavGraphWindowRoots`), in a navigator of
/// its own, from a request the system hands back (a scene's user activity, a restored
/// `WindowGroup(for:)` value), which anything may have written: a request saved while someone was
/// signed in, one forged by another app. Nothing of the opener's window is in that navigator, so
/// the switch flows that enclose the window route's source (a log-in) would never be asked; the
/// generated code lists them here, and the window shows only what they let through.
@MainActor
public struct NavGraphWindowGate {
    /// The switch flow asked.
    public let flow: NavGraphNodeName
    /// Its child the window route's source is under (the signed-in side).
    public let child: NavGraphNodeName
    /// Makes the switch flow's FlowController, whose gate is asked (the app's `NavGraphWindowRoots`).
    public let gate: @MainActor () -> any NavGraphSwitchGate

    /// The gate of `flow`, made by `gate`, asked whether it lets `child` show now.
    public init(_ flow: NavGraphNodeName, child: NavGraphNodeName, gate: @escaping @MainActor () -> any NavGraphSwitchGate) {
        self.flow = flow
        self.child = child
        self.gate = gate
    }
}

extension NavGraphStateMachine {
    /// Why the window showing `window` may not show now, or `nil` when it may. `ways` are the
    /// ways the graph opens that window, one per switch child a window route's source can be
    /// under, each the switch flows it passes, outermost first (an empty way: a source under no
    /// switch flow). The window shows when every gate of one way lets its child through; when
    /// none does, the first refusal of the first way is returned and logged, and nothing is
    /// shown: a request saved while signed in, or forged, shows nothing the gates would not. No
    /// way at all (no window route the entry reaches opens it) is refused too, as `notAChild`.
    public func refusal(ofWindow window: NavGraphNodeName, ways: [[NavGraphWindowGate]]) -> NavGraphRestoreError? {
        var first: NavGraphRestoreError?
        for way in ways {
            guard let closed = way.first(where: { !$0.gate().shouldRestore($0.child) }) else { return nil }
            if first == nil { first = .refused(closed.child, by: closed.flow) }
        }
        guard let first else {
            // No way at all: no window route the entry reaches opens it, so no gate was asked.
            ignore("the window showing \(window) is not shown: no window route the graph reaches opens it")
            return .notAChild(window, of: window)
        }
        ignore("the window showing \(window) is not shown: \(first)")
        return first
    }
}
