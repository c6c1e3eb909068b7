/// FlowController skeletons: one user-owned file per screen and flow, conforming to its
/// contract, with a compilable body and `TODO(navgraph):` comments where the app fills in.
///
/// `navgraph scaffold` writes only those that do not exist yet; they are never regenerated.
public enum SkeletonGenerator {
    /// The place-to-fill-in marker every skeleton uses.
    public static let todoMarker = "TODO(navgraph):"

    /// One skeleton per screen, then per flow, named `<Name>FlowController.swift`.
    public static func skeletons(for valid: ValidGraph) -> [GeneratedFile] {
        let graph = valid.graph
        let contracts = ContractsTranslator(graph: graph, types: SwiftTypes(graph: graph), links: valid.links)
        let ui = graph.generationOptions.ui
        // A tab's FlowController labels its tab under SwiftUI (`tabItem`); without it the tab is blank.
        let tabs = Set(graph.flows.filter { $0.kind.showsTabBar }.flatMap { $0.children.map(\.value) })
        let screens = graph.screens.map { screen in
            skeleton(
                name: screen.name.value, what: "screen", isScreen: true, isTab: tabs.contains(screen.name.value), summary: screen.summary,
                ui: ui, requirements: contracts.requirements(of: screen), endsWithFeedback: screen.feedback != nil)
        }
        let flows = graph.flows.map { flow in
            skeleton(
                name: flow.name.value, what: "\(flow.kind.rawValue) flow", isScreen: false, isTab: tabs.contains(flow.name.value),
                summary: flow.summary, ui: ui, requirements: contracts.requirements(of: flow))
        }
        return screens + flows
    }

    private static func skeleton(
        name: String, what: String, isScreen: Bool, isTab: Bool, summary: String?, ui: GenerationOptions.UserInterface,
        requirements: [ContractsTranslator.Requirement], endsWithFeedback: Bool = false
    ) -> GeneratedFile {
        let className = GeneratedNames.flowController(name)
        let members: [SwiftDeclaration] = [
            .property(doc: "The navigator that shows this FlowController; set when it is shown.", modifiers: ["weak"],
                      name: "navigator", type: "(any NavGraphNavigator)?", value: nil, getter: nil),
        ] + requirements.map { requirement in
            .function(
                doc: requirement.doc, attributes: [], signature: requirement.signature,
                body: [.comment("\(todoMarker) \(requirement.todo)")] + (requirement.skeletonValue.map { [.line($0)] } ?? [])
            )
        } + (endsWithFeedback ? [endingComment] : []) + (ui == .swiftui ? swiftUIMembers(name, isScreen: isScreen, isTab: isTab) : [])
        let file = SwiftFile(
            header: [
                "\(className).swift: the FlowController of the \(what) \(name).",
                "Created once by `navgraph scaffold`; this file is yours and is never overwritten.",
                "Fill in the places marked \(todoMarker)",
            ],
            imports: ["Foundation"],
            declarations: [
                ui == .uikit
                    ? .conditional(condition: "canImport(UIKit)", [.importModule("UIKit")])
                    : .conditional(condition: "canImport(SwiftUI)", [.importModule("SwiftUI")]),
                .type(SwiftTypeDeclaration(
                    doc: "The FlowController of the \(what) \(name)" + (summary.map { ": \($0)" } ?? ".")
                        + "\n\nIt owns the transitions; the view only reports events (for example through its view model)."
                        + (ui == .uikit
                            ? " On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view."
                            : " It is a plain object; the navigator shows " + (isScreen ? "its `view`." : "what it starts.")),
                    attributes: ui == .swiftui ? ["@MainActor"] : [],
                    modifiers: ["final"],
                    keyword: .class,
                    name: className,
                    conformances: (ui == .uikit ? ["NavGraphViewController"] : []) + [GeneratedNames.contract(name)],
                    members: members
                )),
            ]
        )
        return GeneratedFile(name: "\(className).swift", contents: SwiftCodeWriter.render(file))
    }

    /// How a screen that hands back a value ends: the generated `finish(with:)` and `finish()`.
    private static var endingComment: SwiftDeclaration {
        .comment([
            "\(todoMarker) When the person is done, call `finish(with:)` with what this screen hands back;",
            "on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.",
        ])
    }

    /// A SwiftUI screen's view and a tab's label, under `#if canImport(SwiftUI)` so that headless
    /// tests build without SwiftUI.
    private static func swiftUIMembers(_ name: String, isScreen: Bool, isTab: Bool) -> [SwiftDeclaration] {
        let view: [SwiftDeclaration] = isScreen ? [
            .property(doc: "The view of \(name); it reports the person's actions to this FlowController.", modifiers: [],
                      name: "view", type: "some View", value: nil,
                      getter: [.comment("\(todoMarker) Show \(name)."), .line("Text(\(SwiftEscaper.stringLiteral(name)))")]),
        ] : []
        let tabItem: [SwiftDeclaration] = isTab ? [
            .property(doc: "The label of \(name)'s tab.", modifiers: [], name: "tabItem", type: "some View", value: nil,
                      getter: [.comment("\(todoMarker) Label \(name)'s tab."),
                               .line("Label(\(SwiftEscaper.stringLiteral(name)), systemImage: \(SwiftEscaper.stringLiteral("circle")))")]),
        ] : []
        let members = view + tabItem
        return members.isEmpty ? [] : [.conditional(condition: "canImport(SwiftUI)", members)]
    }
}
