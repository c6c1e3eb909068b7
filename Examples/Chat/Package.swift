// swift-tools-version: 6.0
// A chat client organised in coordinators, as large UIKit apps are: a room, a room's members and
// the "new room" steps are sub-flows that push their screens onto the stack of whichever tab
// opened them and end back there with a typed result; a member's details give way to the
// person's profile (a replace of the top); search opens the notification settings in the
// Settings tab (a route that opens along the graph's placement).
import PackageDescription

let package = Package(
    name: "Chat",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: the graph, its coordinators and screens. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Chat",
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the sub-flows headlessly and through the SwiftUI navigator's bindings.
        .testTarget(name: "ChatTests", dependencies: ["Chat"]),
    ]
)
