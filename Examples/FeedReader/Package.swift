// swift-tools-version: 6.0
// A feed reader: a walkthrough whose settings hand their choices back, then a feed tab and a settings tab. Its graph is split across four files.
import PackageDescription

let package = Package(
    name: "FeedReader",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: graph files and FlowControllers. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "FeedReader",
            // The runtime that the generated code imports.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the flows headlessly, on any platform.
        .testTarget(name: "FeedReaderTests", dependencies: ["FeedReader"]),
    ]
)
