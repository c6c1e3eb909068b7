// swift-tools-version: 6.0
// A Mastodon-like client written in SwiftUI, modelled on what real ones need: a status row that
// eight screens show and that performs its routes through one typed API (shared routes), an
// editor opened as new, reply, quote or edit (an enum context), a compose button beside the tab
// bar (a flow's own route), alerts whose buttons navigate, a media viewer over the full screen,
// and a bookmarks sheet that hands a status back from two screens deep (an unwind with feedback).
import PackageDescription

let package = Package(
    name: "Social",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // The NavGraph checkout this example lives in, whatever its folder is called.
        .package(name: "NavGraph", path: "../.."),
    ],
    targets: [
        // The app's navigation, FlowControllers and views. (An iOS app target in Xcode holds the same files.)
        .target(
            name: "Social",
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            plugins: [.plugin(name: "NavGraphPlugin", package: "NavGraph")]
        ),
        // Drives the routes, the shared row and the person's gestures headlessly, through the SwiftUI navigator's bindings.
        .testTarget(name: "SocialTests", dependencies: ["Social"]),
    ]
)
