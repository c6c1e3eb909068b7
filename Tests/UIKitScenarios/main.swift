// Runs one scenario of the UIKit navigator against the UIKit test double, named by the first
// argument, and prints OK or the expectations that failed (exit status 1). Built and run by
// UIKitNavigatorScenarioTests with NavGraphRuntime, the double (as `UIKit`) and
// Tests/NavGraphRuntimeTests/TestFlowControllers.swift.

import Foundation
import NavGraphRuntime
import UIKit

let name = CommandLine.arguments.dropFirst().first ?? ""
if name == "--list" {
    print(MainActor.assumeIsolated { UIKitScenarios.all.keys.sorted().joined(separator: "\n") })
    exit(0)
}
let failures = MainActor.assumeIsolated { () -> [String]? in
    guard let scenario = UIKitScenarios.all[name] else { return nil }
    let run = ScenarioRun()
    scenario(run)
    return run.failures
}
switch failures {
case nil:
    print("no scenario named '\(name)'; known: \(UIKitScenarios.all.keys.sorted().joined(separator: ", "))")
    exit(2)
case let failures? where failures.isEmpty:
    print("OK")
case let failures?:
    print(failures.map { "FAILED: \($0)" }.joined(separator: "\n"))
    exit(1)
}
