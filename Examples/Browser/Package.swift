// swift-tools-version: 6.0
// A browser like DuckDuckGo's: its home is a container flow (the favourites and the address bar,
// on screen at once, in a view the app lays out), under an app lock above everything (an
// overlay) that keeps the browser alive and that links wait for; a page opens a link in a window
// of its own on an iPad and shares its address through the system's share sheet.
import PackageDescription

let package = Package(
    name: "Browser",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: graph file, FlowControllers and their UIKit views. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Browser",
            // The runtime that the generated code imports.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the home, the lock, the links, the windows and the system's sheets headlessly, on any platform.
        .testTarget(name: "BrowserTests", dependencies: ["Browser"]),
    ]
)
