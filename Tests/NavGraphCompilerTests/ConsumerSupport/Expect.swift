// What the consumer apps (Consumer, UIKitConsumer, OpenConsumer, WaysIn/*, ...) check with: built into each of them.

import Foundation

/// Stops the consumer with a message naming the line of `main.swift`, when `condition` fails.
@MainActor
func expect(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        print("FAILED (main.swift:\(line)): \(message)")
        exit(1)
    }
}

/// `value` written as JSON and read back, as a saved state goes to disk and comes back on a
/// relaunch.
func throughJSON<Value: Codable>(_ value: Value) throws -> Value {
    try JSONDecoder().decode(Value.self, from: JSONEncoder().encode(value))
}
