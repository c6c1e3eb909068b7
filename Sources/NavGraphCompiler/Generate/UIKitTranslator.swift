/// Translates the graph's entry into `NavGraphUIKit.swift`: the one call a scene delegate makes to
/// show the graph in a window with UIKit (with `generate: ui: swiftui`, SwiftUI's renderer in a
/// `UIHostingController`). All of it sits under `#if canImport(UIKit)`, so the file compiles to
/// nothing where UIKit does not exist.
struct UIKitTranslator {
    /// The graph it translates, checked without errors.
    let valid: ValidGraph
    var graph: Graph { valid.graph }
    let types: SwiftTypes

    /// The declarations of `NavGraphUIKit.swift`.
    func declarations() -> [SwiftDeclaration] {
        if graph.generationOptions.ui == .swiftui { return hostedSwiftUI() }
        let entry = graph.entry.value
        let context = graph.screen(named: entry)?.context?.value
        let parameters = ["entry: any \(GeneratedNames.contract(entry))"]
            + (context.map { ["context: \(types.spelling($0))"] } ?? [])
            + ["in window: UIWindow", "animated: Swift.Bool = true"]
        let start = context == nil ? "navigator.start(entry: entry)" : "navigator.start(entry: entry, context: context)"
        return [.conditional(condition: "canImport(UIKit)", [
            .importModule("UIKit"),
            .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphUIKitNavigator", members: [
                .function(
                    doc: "Shows the graph's entry, \(entry), in `window`, makes the window key and visible, and starts"
                        + " \(entry). The window's root view controller keeps the navigator for as long as the window"
                        + " shows the graph: keep the window (as a scene delegate does), not the navigator.",
                    attributes: ["@discardableResult"],
                    signature: "static start(\(parameters.joined(separator: ", "))) -> NavGraphUIKitNavigator",
                    body: [
                        .line("let navigator = NavGraphUIKitNavigator(window: window, animated: animated)"),
                        .line(start),
                        .line("return navigator"),
                    ]
                ),
            ])),
        ])]
    }

    /// `NavGraphSwiftUINavigator.start(entry:in:)`: for an app with a scene delegate, SwiftUI's
    /// renderer as the window's root view controller.
    private func hostedSwiftUI() -> [SwiftDeclaration] {
        let entry = graph.entry.value
        let context = graph.screen(named: entry)?.context?.value
        let parameters = ["entry: any \(GeneratedNames.contract(entry))"]
            + (context.map { ["context: \(types.spelling($0))"] } ?? []) + ["in window: UIWindow"]
        let start = context == nil ? "start(entry: entry)" : "start(entry: entry, context: context)"
        return [.conditional(condition: "canImport(UIKit) && canImport(SwiftUI)", [
            .importModule("SwiftUI"),
            .importModule("UIKit"),
            .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphSwiftUINavigator", members: [
                .function(
                    doc: "Shows the graph's entry, \(entry), drawn by SwiftUI in `window`, makes the window key and"
                        + " visible, and starts \(entry). The root view keeps the navigator: keep the window.",
                    attributes: ["@discardableResult"],
                    signature: "static start(\(parameters.joined(separator: ", "))) -> NavGraphSwiftUINavigator",
                    body: [
                        .line("let navigator = \(start)"),
                        .line("window.rootViewController = UIHostingController(rootView: NavGraphRootView(navigator: navigator))"),
                        .line("window.makeKeyAndVisible()"),
                        .line("return navigator"),
                    ]
                ),
            ])),
        ])]
    }
}
