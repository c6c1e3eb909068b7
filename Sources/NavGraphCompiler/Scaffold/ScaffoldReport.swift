/// What `navgraph scaffold` says about the FlowControllers that exist already: skeletons are
/// written once and never overwritten, so when the graph grows (a route, a feedback, a child, a
/// link) or its `generate: ui:` changes, the build would fail inside the generated contracts.
/// The report says it at the graph line that asks: `missing-requirement`, a warning, for every
/// requirement of a contract that the app's FlowController does not declare, and for a
/// FlowController of the other UI framework than `generate: ui:` says.
///
/// It reads the app's Swift files with `SwiftTypeScan`, so it reports a FlowController only when
/// it sees all of it: a type that inherits from something declared outside those files (its own
/// base class, a protocol with default implementations) may get a requirement from there, and
/// is not reported.
public enum ScaffoldReport {
    /// The diagnostics for `valid`'s FlowControllers found in `sources` (the text of each Swift
    /// file of the target).
    public static func diagnostics(for valid: ValidGraph, sources: [String]) -> [Diagnostic] {
        let graph = valid.graph
        let scan = SwiftTypeScan(sources)
        let contracts = ContractsTranslator(valid, types: SwiftTypes(graph: graph))
        let nodes = graph.screens.map { ($0.name, contracts.requirements(of: $0), true) }
            + graph.flows.map { ($0.name, contracts.requirements(of: $0), false) }
        var bag = DiagnosticBag()
        for (name, requirements, isScreen) in nodes {
            let typeName = GeneratedNames.flowController(name.value)
            guard let type = scan.types[typeName], type.isDeclared else { continue }
            if let mismatch = uiMismatch(type, isScreen: isScreen, ui: graph.generationOptions.ui) {
                bag.add(.missingRequirement, "\(typeName) \(mismatch); write it again for `ui: \(graph.generationOptions.ui.rawValue)` (move the file away and run navgraph scaffold)",
                        at: graph.generationOptionsRange ?? name.range)
                continue
            }
            guard let functions = visibleFunctions(of: typeName, in: scan) else { continue }
            for requirement in requirements {
                let key = SwiftTypeScan.key(ofSignature: requirement.signature)
                guard !functions.contains(key) else { continue }
                let asker = requirement.askedBy ?? Located("\(name.value)", at: name.range)
                bag.add(.missingRequirement, "\(typeName) has no `\(key)`, which \(asker.value) asks for; add `func \(requirement.signature)`",
                        at: asker.range)
            }
        }
        reportSharedRoutes(graph, contracts, scan, into: &bag)
        return bag.sorted()
    }

    /// A set of shared routes asks its requirements of every screen that offers it; an
    /// extension of `<Set>Routing` (the skeleton `<Set>Routing.swift`) gives them to all at once,
    /// else each offering FlowController must. Reported for a screen whose FlowController is in
    /// full sight and lacks one that no extension gives.
    private static func reportSharedRoutes(_ graph: Graph, _ contracts: ContractsTranslator, _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) {
        for owner in graph.sharedRouteOwners {
            let routing = GeneratedNames.routing(owner.name)
            let shared = scan.types[routing]?.functions ?? []
            let offering = graph.screens(offering: owner.name).compactMap { screen -> (String, Set<String>)? in
                let typeName = GeneratedNames.flowController(screen.name.value)
                guard scan.types[typeName]?.isDeclared == true, let functions = visibleFunctions(of: typeName, in: scan) else { return nil }
                return (typeName, functions)
            }
            for requirement in contracts.routeRequirements(owner.routes) {
                let key = SwiftTypeScan.key(ofSignature: requirement.signature)
                guard !shared.contains(key), let asker = requirement.askedBy else { continue }
                for (typeName, functions) in offering where !functions.contains(key) {
                    bag.add(
                        .missingRequirement,
                        "\(typeName) has no `\(key)`, which \(asker.value) of the shared routes '\(owner.name)' asks for; add `func \(requirement.signature)` to an extension of \(routing) (for every screen that offers them) or to \(typeName)",
                        at: asker.range)
                }
            }
        }
    }

    /// The functions of `typeName` and of everything it inherits, when all of that is declared
    /// in the scanned files (or is known to add no requirement); `nil` when something it
    /// inherits is out of sight.
    private static func visibleFunctions(of typeName: String, in scan: SwiftTypeScan) -> Set<String>? {
        var functions: Set<String> = []
        var pending = [typeName]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted, !knownToAddNothing(name) else { continue }
            guard let type = scan.types[name], type.isDeclared || name == typeName else { return nil }
            functions.formUnion(type.functions)
            pending += type.inherits
        }
        return functions
    }

    /// The framework types and NavGraph's own protocols a FlowController inherits, which give
    /// no contract requirement (the contract itself, `<Name>FlowControlling`, only asks).
    private static func knownToAddNothing(_ name: String) -> Bool {
        let plain = name.split(separator: "<").first.map(String.init) ?? name
        return plain.hasSuffix("FlowControlling") || [
            "NavGraphViewController", "UIViewController", "UIHostingController", "NSObject", "AnyObject",
            "Sendable", "ObservableObject", "NavGraphFlowController", "NavGraphSwiftUIScreen", "NavGraphSwiftUIFlowController",
        ].contains(plain) || plain.hasPrefix("@")
    }

    /// How `type` is of the other framework than `ui`, if it visibly is: a UIKit FlowController
    /// (a view controller) under `ui: swiftui`, or a SwiftUI screen (a `view` and no view
    /// controller) under `ui: uikit`.
    private static func uiMismatch(_ type: SwiftTypeScan.ScannedType, isScreen: Bool, ui: GenerationOptions.UserInterface) -> String? {
        let isViewController = type.inherits.contains { ["NavGraphViewController", "UIViewController"].contains($0) }
        switch ui {
        case .swiftui where isViewController:
            return "is a UIKit FlowController (it inherits from \(type.inherits.first ?? "a view controller")), but the graph generates SwiftUI contracts"
        case .uikit where isScreen && !isViewController && type.hasViewProperty && type.inherits.allSatisfy(knownToAddNothing):
            return "is a SwiftUI FlowController (a plain object with a `view`), but the graph generates UIKit contracts, whose FlowControllers are view controllers"
        default:
            return nil
        }
    }
}
