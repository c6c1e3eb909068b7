import NavGraphRuntime
import Testing

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

/// A property of random steps on the headless navigator: `runs` runs of `steps` steps, seeded
/// from `NAVGRAPH_PROPERTY_SEED` (the seed is printed as `name`'s, and named in every failure).
/// Each run starts a new navigator and the app `makeApp` makes on it; `step` does one random
/// thing (told the failure's context) and says what; after it, `check` looks at the state (told
/// the context and the step), and the commands the machine applied, replayed without
/// FlowControllers, must come to its state.
@MainActor
func checkRandomSteps<App>(
    _ name: String, runs: Int, steps: Int, app makeApp: (NavGraphHeadlessNavigator) -> App,
    step: (NavGraphHeadlessNavigator, App, inout SeededGenerator, String) -> String,
    check: (NavGraphHeadlessNavigator, App, String) throws -> Void
) throws {
    let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
    print("navgraph: \(name), seed \(seed) (NAVGRAPH_PROPERTY_SEED=\(seed) to repeat)")
    var random = SeededGenerator(seed: seed)
    for run in 0..<runs {
        let navigator = NavGraphHeadlessNavigator()
        let replay = CommandReplay(navigator.navigation)
        let app = makeApp(navigator)
        for index in 0..<steps {
            let context = "seed \(seed), run \(run), step \(index)"
            let action = step(navigator, app, &random, context)
            try check(navigator, app, "\(context): \(action)")
            #expect(replay.matches(navigator.navigation), "\(context): \(action): \(replay.refusals)")
        }
    }
}
