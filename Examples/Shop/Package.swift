// swift-tools-version: 6.0
// A shop: item list, item detail pushed with its ID, contact form presented in its own stack, search options handing a keyword back.
import PackageDescription

let package = Package(
    name: "Shop",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation: graph files and FlowControllers. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Shop",
            // The runtime that the generated code imports.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the flows headlessly, on any platform.
        .testTarget(name: "ShopTests", dependencies: ["Shop"]),
    ]
)
