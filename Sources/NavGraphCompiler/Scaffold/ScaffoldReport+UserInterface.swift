extension ScaffoldReport {
    /// Reports FlowControllers of the other UI framework than `generate: ui:` says, and returns
    /// the names of their screens and flows, whose requirements are then not listed one by one.
    ///
    /// When every FlowController the scan can judge is of the other kind, the graph is the likely
    /// mistake (a SwiftUI app whose graph lacks `generate: { ui: swiftui }`): one diagnostic, at
    /// `generate:` or the graph's first line, names the line to write. When only some are, each
    /// is reported at its screen or flow, to be written again.
    static func reportUserInterface(of nodes: [Node], in graph: Graph, _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) -> Set<String> {
        let ui = graph.generationOptions.ui
        var judged = 0
        var mismatched: [Node] = []
        for node in nodes {
            guard let type = scan.types[node.flowController], type.isDeclared, let kind = kind(of: type, isScreen: node.isScreen) else { continue }
            judged += 1
            if kind != ui { mismatched.append(node) }
        }
        guard !mismatched.isEmpty else { return [] }
        let other: GenerationOptions.UserInterface = ui == .uikit ? .swiftui : .uikit
        if mismatched.count == judged {
            let place = graph.generationOptionsRange ?? SourceRange(at: SourceLocation(file: graph.files.first ?? "", line: 1, column: 1))
            let names = DiagnosticText.list(mismatched.map(\.flowController), limit: 3)
            bag.add(
                .missingRequirement,
                "the FlowControllers (\(names)) are written for \(other.frameworkName), but the graph generates \(ui.frameworkName) contracts; "
                    + (other == .swiftui ? "add `generate: { ui: swiftui }` to the graph" : "write `ui: uikit` in `generate:`, or write them again for SwiftUI (move them away and run navgraph scaffold)"),
                at: place)
        } else {
            for node in mismatched {
                bag.add(
                    .missingRequirement,
                    "\(node.flowController) is written for \(other.frameworkName) (\(other.lookOfFlowController)), but the graph generates \(ui.frameworkName) contracts, as its other FlowControllers are written; write it again for `ui: \(ui.rawValue)` (move the file away and run navgraph scaffold)",
                    at: node.name.range)
            }
        }
        return Set(mismatched.map(\.name.value))
    }

    /// Which framework `type` is visibly written for: UIKit when it is a view controller, SwiftUI
    /// when a screen's FlowController is a plain object with a `view`; `nil` when the scan cannot tell.
    private static func kind(of type: SwiftTypeScan.ScannedType, isScreen: Bool) -> GenerationOptions.UserInterface? {
        if type.inherits.contains(where: { ["NavGraphViewController", "UIViewController"].contains($0) }) { return .uikit }
        if isScreen, type.hasViewProperty, type.inherits.allSatisfy({ knownToAddNothing($0) || isContract($0) }) { return .swiftui }
        return nil
    }
}

extension GenerationOptions.UserInterface {
    /// The framework's name, for messages.
    var frameworkName: String {
        switch self {
        case .uikit: "UIKit"
        case .swiftui: "SwiftUI"
        }
    }

    /// What its FlowControllers look like, for messages.
    var lookOfFlowController: String {
        switch self {
        case .uikit: "a view controller"
        case .swiftui: "a plain object with a `view`"
        }
    }
}
