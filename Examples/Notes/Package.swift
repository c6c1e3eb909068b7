// swift-tools-version: 6.0
// A notes app written in SwiftUI only: sign in, folders and notes in a tab bar, a sheet that names
// a new folder, a full-screen share screen, settings that sign out. Its graph says `ui: swiftui`.
import PackageDescription

let package = Package(
    name: "Notes",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation, FlowControllers and views. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Notes",
            // The runtime that the generated code imports; it holds the SwiftUI renderer.
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives every route and gesture headlessly, through the SwiftUI navigator's bindings.
        .testTarget(name: "NotesTests", dependencies: ["Notes"]),
    ]
)
