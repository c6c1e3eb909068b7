/// A switch flow's FlowController: the gate that decides which of its children a restored state
/// may show now. Every switch flow's generated contract refines it and asks the app for
/// `shouldRestore(_:)`; the runtime gives no default, so a switch flow that does not answer is a
/// compile error rather than a gate left open.
@MainActor
public protocol NavGraphSwitchGate: NavGraphFlowController {
    /// Whether a restored state may show this switch flow's child named `child` now, as a link
    /// asks `shouldOpen(_:)`: `false` for the signed-in side while nobody is signed in. A state
    /// saved while signed in and restored once the session has ended is then refused
    /// (`NavGraphRestoreError.refused`), and the app starts afresh. Every saved state below the
    /// switch passes here, whichever child it shows.
    func shouldRestore(_ child: NavGraphNodeName) -> Bool
}
