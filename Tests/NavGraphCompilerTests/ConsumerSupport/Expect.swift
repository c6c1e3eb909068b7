// What the consumer apps (Consumer, UIKitConsumer, OpenConsumer, WaysIn/*, ...) check with and
// share: built into each of them.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

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

extension NavGraphViewController {
    /// Lays `child` out as this view controller's child, as a container's `contain(_:as:)` does:
    /// `addChild(_:)`, its view added, then `didMove(toParent:)`, the order UIViewController.h
    /// asks of a custom container. Headless, where there are no views, nothing.
    func layOutChild(_ child: NavGraphViewController) {
        #if canImport(UIKit)
        addChild(child)
        view.addSubview(child.view)
        child.didMove(toParent: self)
        #endif
    }
}
