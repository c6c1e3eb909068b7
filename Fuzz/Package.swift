// swift-tools-version: 6.0
import PackageDescription

// The libFuzzer targets for NavGraph's front end and generator, and for the runtime's link
// matching and restoration, a package of its own so that the
// root package's `swift build` and `swift test` never see sanitizer flags. Built and run by
// `Scripts/fuzz.sh` with its own scratch path (`.build-fuzz`); see docs/Fuzzing.md.
let package = Package(
    name: "NavGraphFuzz",
    dependencies: [
        .package(name: "NavGraph", path: ".."),
    ],
    targets: [
        // libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput` for every input.
        .executableTarget(
            name: "NavGraphFuzz",
            dependencies: [.product(name: "NavGraphCompiler", package: "NavGraph")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
        // The runtime's untrusted inputs (URLs, saved states) against the links reference graph's
        // generated code; `NAVGRAPH_FUZZ_TARGET` picks which.
        .executableTarget(
            name: "NavGraphRuntimeFuzz",
            dependencies: [.product(name: "NavGraphRuntime", package: "NavGraph")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        ),
    ]
)
