/// Translates the graph's entry into `NavGraphSwiftUI.swift`: with `generate: ui: swiftui`, the
/// one call an `App` makes to start the graph in a `NavGraphSwiftUINavigator`, which
/// `NavGraphRootView` then draws in a `WindowGroup`. With `ui: uikit` the graph's FlowControllers
/// are view controllers, which SwiftUI's renderer cannot draw, so the file says how to switch.
struct SwiftUITranslator {
    /// The graph it translates, checked without errors.
    let valid: ValidGraph
    var graph: Graph { valid.graph }
    let types: SwiftTypes

    /// The declarations of `NavGraphSwiftUI.swift`.
    func declarations() -> [SwiftDeclaration] {
        guard graph.generationOptions.ui == .swiftui else {
            return [.comment([
                "This graph is generated with `generate: ui: uikit`: its FlowControllers are view controllers,",
                "shown by NavGraphUIKit.swift. With `ui: swiftui` this file starts the graph for a SwiftUI App.",
            ])]
        }
        let entry = graph.entry.value
        let context = graph.screen(named: entry)?.context?.value
        let parameters = ["entry: any \(GeneratedNames.contract(entry))"] + (context.map { ["context: \(types.spelling($0))"] } ?? [])
        let start = context == nil ? "navigator.start(entry: entry)" : "navigator.start(entry: entry, context: context)"
        return [.type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphSwiftUINavigator", members: [
            .function(
                doc: "A navigator that shows the graph's entry, \(entry), started. Make one per window, so that each"
                    + " window has its own navigation: `NavGraphRootView { NavGraphSwiftUINavigator.start(entry: …) }`.",
                attributes: [],
                signature: "static start(\(parameters.joined(separator: ", "))) -> NavGraphSwiftUINavigator",
                body: [.line("let navigator = NavGraphSwiftUINavigator()"), .line(start), .line("return navigator")]
            ),
        ]))]
    }
}
