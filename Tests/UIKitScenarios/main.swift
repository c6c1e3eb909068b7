// Runs one scenario of the UIKit navigator against the UIKit test double, named by the first
// argument, and prints OK or the expectations that failed (exit status 1). Built and run by
// UIKitNavigatorScenarioTests with NavGraphRuntime, the double (as `UIKit`) and
// Tests/NavGraphRuntimeTests/TestFlowControllers.swift.

import Foundation
import NavGraphRuntime
import UIKit

/// Runs the scenario named `name`, awaiting it when it waits for something asynchronous (an
/// answer the app looks up), prints what it found and gives the exit status; `--list` prints
/// every scenario's name.
@MainActor
func runScenario(named name: String) async -> Int32 {
    if name == "--list" {
        print(UIKitScenarios.names.joined(separator: "\n"))
        return 0
    }
    let run = ScenarioRun()
    if let scenario = UIKitScenarios.all[name] {
        scenario(run)
    } else if let scenario = UIKitScenarios.awaited[name] {
        await scenario(run)
    } else {
        print("no scenario named '\(name)'; known: \(UIKitScenarios.names.joined(separator: ", "))")
        return 2
    }
    guard !run.failures.isEmpty else {
        print("OK")
        return 0
    }
    print(run.failures.map { "FAILED: \($0)" }.joined(separator: "\n"))
    return 1
}

exit(await runScenario(named: CommandLine.arguments.dropFirst().first ?? ""))
