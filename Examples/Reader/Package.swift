// swift-tools-version: 6.0
// A login-gated reader: the root switches between a login stack and a search stack; articles are pushed with their URL.
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: graph files and FlowControllers. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Reader",
            // The runtime that the generated code imports.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the flows headlessly, on any platform.
        .testTarget(name: "ReaderTests", dependencies: ["Reader"]),
    ]
)
