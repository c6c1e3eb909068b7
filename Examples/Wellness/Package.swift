// swift-tools-version: 6.0
// A wellness app's root: splash, terms, login and home swapped at the root as the app's state changes.
import PackageDescription

let package = Package(
    name: "Wellness",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: graph files and FlowControllers. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Wellness",
            // The runtime that the generated code imports.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the flows headlessly, on any platform.
        .testTarget(name: "WellnessTests", dependencies: ["Wellness"]),
    ]
)
