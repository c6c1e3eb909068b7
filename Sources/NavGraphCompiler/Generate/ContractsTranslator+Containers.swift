/// What a container flow adds to its contract: the runtime hands it each child to lay out in the
/// view the app draws. Under UIKit the contract asks the typed `contain(_:as:)` (an enum of the
/// children, so a child that leaves the graph is a compile error where the app names it) and
/// answers the runtime's `navGraphContain(_:child:)` from it; under SwiftUI the runtime's
/// `NavGraphSwiftUIContainer` asks `containerView(_:)` itself.
extension ContractsTranslator {
    /// What a container flow's contract refines besides the base protocols, by `generate: ui:`.
    static func containerProtocol(_ ui: GenerationOptions.UserInterface) -> String {
        switch ui {
        case .uikit: "NavGraphContainerFlow"
        case .swiftui: "NavGraphSwiftUIContainer"
        }
    }

    /// `enum <Flow>Child`: one case per child of a container flow, in the graph's order.
    func containerChildChoice(_ flow: Flow) -> SwiftDeclaration? {
        guard flow.kind == .container else { return nil }
        return nodeChoice(
            doc: "The children of \(flow.name.value), which it shows at once (`contain(_:as:)` under UIKit).",
            name: GeneratedNames.containerChild(flow.name.value), nodes: flow.children.map(\.value))
    }

    /// The skeleton's body of a requirement that hands the app a child view controller to show
    /// (`contain(_:as:)`, `show(_:for:)`): it adds it as a container does. The plain
    /// NavGraphViewController of a headless build has no child view controllers; unindented, as
    /// the skeleton's other `#if`s are.
    static var childAddingSkeleton: [SwiftStatement] {
        [
            .line("#if canImport(UIKit)"),
            .line("addChild(viewController)"),
            .line("view.addSubview(viewController.view)"),
            .line("viewController.didMove(toParent: self)"),
            .line("#endif"),
        ]
    }

    /// `contain(_:as:)`, for a container flow under UIKit.
    func containRequirement(of flow: Flow) -> [Requirement] {
        guard flow.kind == .container, graph.generationOptions.ui == .uikit else { return [] }
        let name = flow.name.value
        return [Requirement(
            doc: "Shows the view controller of the child `child` in \(name)'s view: add it as a child view controller and place its view."
                + " Called once for each child as \(name) starts, or as a saved state is restored.",
            signature: "contain(_ viewController: NavGraphViewController, as child: \(GeneratedNames.containerChild(name)))",
            todo: "Lay out the view of `child` in \(name)'s view (constraints, a stack view).",
            skeletonValue: nil,
            skeletonStatements: Self.childAddingSkeleton,
            askedBy: Located("container flow '\(name)'", at: flow.name.range)
        )]
    }

    /// `navGraphContain(_:child:)`, for a container flow under UIKit: the runtime's untyped
    /// requirement answered by the app's typed `contain(_:as:)`.
    func containMembers(of flow: Flow) -> [SwiftDeclaration] {
        guard flow.kind == .container, graph.generationOptions.ui == .uikit else { return [] }
        let clauses = flow.children.map { child in
            let member = GeneratedNames.nodeMember(child.value)
            return SwitchClause(pattern: "." + member, body: [.line("contain(viewController, as: .\(member))")])
        }
        return [.function(
            doc: "Shows the view controller of the child named `child` in \(flow.name.value)'s view, through `contain(_:as:)`; a name \(flow.name.value) does not hold shows nothing.",
            attributes: [], signature: "navGraphContain(_ viewController: NavGraphViewController, child: NavGraphNodeName)",
            body: [.switchOver(subject: "child", cases: clauses + [.otherwise([.line("break")])])]
        )]
    }
}
