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

/// Generation of Swift from a checked graph: translate the graph into a structured Swift model
/// (`TypesTranslator`, `RoutesTranslator`, `ContractsTranslator`), then render it with
/// `SwiftCodeWriter`. The output is deterministic: the same graph gives the same bytes.
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
    ]

    /// The generated files for a graph that has been checked without errors, in
    /// `outputFileNames` order.
    public static func generate(_ graph: Graph) -> [GeneratedFile] {
        let header = GeneratedNames.header(files: graph.files)
        let types = SwiftTypes(graph: graph)
        let files: [(String, SwiftFile)] = [
            ("NavGraphTypes.swift", SwiftFile(header: header, imports: ["Foundation"], declarations: TypesTranslator(graph: graph, types: types).declarations())),
            ("NavGraphRoutes.swift", SwiftFile(header: header, imports: ["Foundation"], declarations: RoutesTranslator(graph: graph, types: types).declarations())),
            ("NavGraphContracts.swift", SwiftFile(header: header, imports: ["Foundation"], declarations: ContractsTranslator(graph: graph, types: types).declarations())),
        ]
        let rendered = files.map { GeneratedFile(name: $0.0, contents: SwiftCodeWriter.render($0.1)) }
        let headerText = SwiftCodeWriter.render(SwiftFile(header: header, imports: [], declarations: []))
        return rendered + [
            GeneratedFile(name: "NavGraphNavigation.swift", contents: headerText + "\n" + NavigationRuntime.source + "\n"),
            GeneratedFile(name: "NavGraphUIKit.swift", contents: headerText + "\n" + UIKitRuntime.source + "\n"),
        ]
    }
}
