import Foundation

/// One file of generated Swift: a name inside the output directory and its bytes.
public struct GeneratedFile: Sendable, Hashable {
    /// The file's name (no directory part).
    public var name: String
    /// The file's contents, UTF-8.
    public var contents: String

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}

/// Generation of Swift from a ``ValidGraph``: translate the graph into a structured Swift model
/// (`TypesTranslator`, `RoutesTranslator`, `ContractsTranslator`), then render it with
/// `SwiftCodeWriter`. The output is deterministic: the same graph gives the same bytes.
///
/// `generate: ui:` decides what the contracts require (`ContractsTranslator`) and which of
/// `NavGraphUIKit.swift` and `NavGraphSwiftUI.swift` shows the graph; `generate: access:` is
/// applied by the writer to every declaration the app uses.
public enum SwiftGenerator {
    /// The names of the files `navgraph generate` writes, whatever the graph holds; a build-tool
    /// plugin declares exactly these as its outputs. Never rename or reorder one without updating
    /// docs/Generation.md and the plugin.
    public static let outputFileNames: [String] = [
        "NavGraphTypes.swift",
        "NavGraphRoutes.swift",
        "NavGraphContracts.swift",
        "NavGraphNavigation.swift",
        "NavGraphUIKit.swift",
        "NavGraphSwiftUI.swift",
    ]

    /// What a target that uses generated code must add, said where the build stops without it.
    /// `canImport` is false only when no NavGraphRuntime module is found at all; a module built
    /// for another platform (a macOS or Linux build on an iOS type-check's search path) is found,
    /// and the compiler's own error at the import says so ("module 'NavGraphRuntime' was created
    /// for incompatible target …"), so this message is about the missing module alone.
    static let missingRuntimeMessage = "Generated navigation code needs the NavGraphRuntime library, and no NavGraphRuntime module was found:"
        + " add .product(name: \"NavGraphRuntime\", package: \"NavGraph\") to this target's dependencies in Package.swift"
        + " (in Xcode: the target's Frameworks and Libraries); outside SwiftPM and Xcode, put a NavGraphRuntime module built"
        + " for the platform this code is compiled for on the search path (-I), as NavGraph's Scripts/typecheck-ios.sh does for iOS"

    /// The generated files for a graph checked without errors, in `outputFileNames` order.
    public static func generate(_ valid: ValidGraph) -> [GeneratedFile] {
        files(valid).map { GeneratedFile(name: $0.name, contents: SwiftCodeWriter.render($0.file)) }
    }

    /// The generated files, as ``generate(_:)`` gives them, for a graph read from `sources`;
    /// throws `limit-exceeded` (at the start of the first source) when they would hold more than
    /// ``GeneratedSizeLimit`` allows for the sources' size: what `navgraph generate` writes, so
    /// that no graph makes a build write (and compile) more Swift than a multiple of itself.
    /// Rendering stops as soon as the bound is passed.
    public static func generate(_ valid: ValidGraph, from sources: [SourceFile]) throws(GeneratedSizeLimit.Exceeded) -> [GeneratedFile] {
        let sourceBytes = sources.reduce(0) { $0 + $1.contents.count }
        let limit = GeneratedSizeLimit.bytes(forSourceBytes: sourceBytes)
        var generated: [GeneratedFile] = []
        var written = 0
        for (name, file) in files(valid) {
            guard let contents = SwiftCodeWriter.render(file, within: limit - written) else {
                throw GeneratedSizeLimit.Exceeded(limit: limit, sourceBytes: sourceBytes, file: sources.first?.path ?? "")
            }
            written += contents.utf8.count
            generated.append(GeneratedFile(name: name, contents: contents))
        }
        return generated
    }

    /// Each generated file's name and Swift model, in `outputFileNames` order.
    private static func files(_ valid: ValidGraph) -> [(name: String, file: SwiftFile)] {
        let graph = valid.graph
        let header = GeneratedNames.header(files: graph.files)
        let types = SwiftTypes(graph: graph)
        let runtime = SwiftDeclaration.requiredImport(module: "NavGraphRuntime", message: missingRuntimeMessage)
        let files: [(String, [SwiftDeclaration])] = [
            ("NavGraphTypes.swift", TypesTranslator(valid: valid, types: types).declarations()),
            ("NavGraphRoutes.swift", RoutesTranslator(valid, types: types).declarations()),
            ("NavGraphContracts.swift", ContractsTranslator(valid, types: types).declarations()),
            ("NavGraphNavigation.swift", DestinationTranslator(valid: valid, types: types).declarations()
                + LinksTranslator(valid, types: types).declarations() + WindowsTranslator(valid: valid, types: types).declarations()),
            ("NavGraphUIKit.swift", UIKitTranslator(valid: valid, types: types).declarations()),
            ("NavGraphSwiftUI.swift", SwiftUITranslator(valid: valid, types: types).declarations()),
        ]
        return files.map { name, declarations in
            (name, SwiftFile(
                header: header, imports: ["Foundation"], declarations: [runtime] + declarations,
                access: graph.generationOptions.access
            ))
        }
    }
}
