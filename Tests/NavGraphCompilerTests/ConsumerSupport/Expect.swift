// What the consumer apps (Consumer, UIKitConsumer, OpenConsumer, ...) check with: built into each of them.

import Foundation

/// Stops the consumer with a message naming the line of `main.swift`, when `condition` fails.
@MainActor
func expect(_ condition: Bool, _ message: String, line: Int = #line) {
    if !condition {
        print("FAILED (main.swift:\(line)): \(message)")
        exit(1)
    }
}
