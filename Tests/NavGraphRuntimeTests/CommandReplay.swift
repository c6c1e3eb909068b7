import NavGraphRuntime

/// The commands a state machine applied, replayed on the pure functions alone
/// (`NavGraphUpdate.applying(_:)`), without a FlowController: the machine's state must be
/// exactly what they come to, so nothing in the machine changes the state but a command.
@MainActor
final class CommandReplay {
    /// The state the commands come to, numbered as the machine numbers entries.
    private(set) var update = NavGraphUpdate(NavGraphState(), lastID: 0)
    /// Each command the replay refused, with why: the machine applied it, so there should be none.
    private(set) var refusals: [String] = []
    /// How many commands were replayed.
    private(set) var count = 0

    /// Replays every command `machine` applies from now on; `machine` shows nothing yet.
    init(_ machine: NavGraphStateMachine) {
        machine.commandApplied = { [unowned self] command in
            count += 1
            switch update.applying(command) {
            case .success(let next): update = NavGraphUpdate(next.state, lastID: next.lastID)
            case .failure(let refusal): refusals.append("\(command): \(refusal)")
            }
        }
    }

    /// Whether the replay reached `machine`'s state, numbered alike, with no command refused.
    func matches(_ machine: NavGraphStateMachine) -> Bool {
        refusals.isEmpty && update.state == machine.state && update.lastID == machine.lastEntryNumber
    }
}
