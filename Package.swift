// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "NavGraph",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "NavGraphCompiler", targets: ["NavGraphCompiler"]),
        .executable(name: "navgraph", targets: ["navgraph"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // The whole compiler: YAML to syntax, names, types, graph checks, Swift generation, reports.
        .target(
            name: "NavGraphCompiler",
            dependencies: [.product(name: "Yams", package: "Yams")]
        ),
        // The command line: gathers arguments, calls NavGraphCompiler, prints and exits.
        .executableTarget(
            name: "navgraph",
            dependencies: [
                "NavGraphCompiler",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A test-only stand-in for the subset of UIKit that generated code uses, so that the
        // `#if canImport(UIKit)` layer is type-checked on Linux. Apple platforms use the real UIKit.
        .target(
            name: "UIKit",
            path: "Tests/UIKitStub"
        ),
        .testTarget(
            name: "NavGraphCompilerTests",
            dependencies: [
                "NavGraphCompiler",
                .target(name: "UIKit", condition: .when(platforms: [.linux])),
            ],
            exclude: ["Golden", "References", "Consumer", "Pictures"]
        ),
    ]
)
