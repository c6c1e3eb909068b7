/// What `navgraph scaffold`, and the build plugin on every build (`navgraph generate
/// --flow-controllers`), say about the FlowControllers that exist already: skeletons are written
/// once and never overwritten, so when the graph grows (a route, a feedback, a child, a link), a
/// screen is renamed or its `generate: ui:` changes, the build would fail inside the generated
/// contracts. The report says it where the fix is:
///
/// - `missing-requirement` (a warning) at the graph line that asks, for every requirement of a
///   contract that the app's FlowController does not declare;
/// - `missing-requirement` once, at `generate:` or the graph's first line, when the
///   FlowControllers are of the other UI framework than the graph generates (one line of the
///   graph is the likely fix), or at each FlowController's screen when only some are;
/// - `orphaned-flow-controller` (a warning) at a type that conforms to the contract of a screen
///   or flow the graph no longer has (a rename), with a note at each function that still makes it.
///
/// It reads the app's Swift files with `SwiftTypeScan`, so it reports what it can be sure of. A
/// FlowController that inherits from something declared outside those files (a base class or a
/// protocol of another module, a framework's) may get a requirement from there, unless the
/// requirement names a type only this module declares (a maker's `any <Name>FlowControlling`,
/// `NavGraphDestination`): no other module can write such a function, as none can see the type
/// (the module that holds the graph generates it, and imports nothing that imports it).
public enum ScaffoldReport {
    /// The diagnostics for `valid`'s FlowControllers found in `sources` (the target's Swift files).
    public static func diagnostics(for valid: ValidGraph, sources: [SourceFile]) -> [Diagnostic] {
        let graph = valid.graph
        let scan = SwiftTypeScan(sources)
        let contracts = ContractsTranslator(valid, types: SwiftTypes(graph: graph))
        let nodes = graph.screens.map { Node(name: $0.name, requirements: contracts.requirements(of: $0), isScreen: true) }
            + graph.flows.map { Node(name: $0.name, requirements: contracts.requirements(of: $0), isScreen: false) }
        var bag = DiagnosticBag()
        let mismatched = reportUserInterface(of: nodes, in: graph, scan, into: &bag)
        for node in nodes where !mismatched.contains(node.name.value) {
            reportRequirements(of: node, graph, scan, into: &bag)
        }
        reportSharedRoutes(graph, contracts, scan, into: &bag)
        reportOrphans(graph, nodes, scan, into: &bag)
        return bag.sorted()
    }

    /// A screen or flow with what its contract requires.
    struct Node {
        var name: Located<String>
        var requirements: [ContractsTranslator.Requirement]
        var isScreen: Bool

        var flowController: String { GeneratedNames.flowController(name.value) }
    }

    /// Each requirement `node`'s FlowController lacks, at the graph line that asks for it.
    private static func reportRequirements(of node: Node, _ graph: Graph, _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) {
        let typeName = node.flowController
        guard scan.types[typeName]?.isDeclared == true else { return }
        let visible = visibleFunctions(of: typeName, in: scan, graph: graph)
        for requirement in node.requirements {
            let key = SwiftTypeScan.key(ofSignature: requirement.signature)
            guard visible.lacks(key, signature: requirement.signature) else { continue }
            let asker = requirement.askedBy ?? Located("\(node.name.value)", at: node.name.range)
            bag.add(
                .missingRequirement,
                "\(typeName) has no `\(key)`, which \(asker.value) asks for; add `func \(requirement.signature)`" + madeByScaffold(requirement, scan),
                at: asker.range)
        }
    }

    /// For a maker of a screen or flow whose contract no type conforms to yet: that scaffold writes one.
    private static func madeByScaffold(_ requirement: ContractsTranslator.Requirement, _ scan: SwiftTypeScan) -> String {
        guard let arrow = requirement.signature.range(of: "-> any ") else { return "" }
        let contract = String(requirement.signature[arrow.upperBound...])
        guard contract.hasSuffix("FlowControlling"), scan.typesConforming(to: contract).isEmpty else { return "" }
        let node = String(contract.dropLast("FlowControlling".count))
        return " (nothing conforms to \(contract) yet: navgraph scaffold writes \(GeneratedNames.flowController(node)))"
    }

    /// A set of shared routes asks its requirements of every screen that offers it; an
    /// extension of `<Set>Routing` (the skeleton `<Set>Routing.swift`) gives them to all at once,
    /// else each offering FlowController must. Reported for a screen whose FlowController is in
    /// full sight and lacks one that no extension gives.
    private static func reportSharedRoutes(_ graph: Graph, _ contracts: ContractsTranslator, _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) {
        for owner in graph.sharedRouteOwners {
            let routing = GeneratedNames.routing(owner.name)
            let shared = scan.types[routing]?.functions ?? []
            let offering = graph.screens(offering: owner.name).compactMap { screen -> (String, VisibleFunctions)? in
                let typeName = GeneratedNames.flowController(screen.name.value)
                guard scan.types[typeName]?.isDeclared == true else { return nil }
                return (typeName, visibleFunctions(of: typeName, in: scan, graph: graph))
            }
            for requirement in contracts.routeRequirements(owner.routes) {
                let key = SwiftTypeScan.key(ofSignature: requirement.signature)
                guard !shared.contains(key), let asker = requirement.askedBy else { continue }
                for (typeName, visible) in offering where visible.lacks(key, signature: requirement.signature) {
                    bag.add(
                        .missingRequirement,
                        "\(typeName) has no `\(key)`, which \(asker.value) of the shared routes '\(owner.name)' asks for; add `func \(requirement.signature)` to an extension of \(routing) (for every screen that offers them) or to \(typeName)",
                        at: asker.range)
                }
            }
        }
    }

    /// The functions a FlowController has, as far as the scan sees them.
    struct VisibleFunctions {
        /// The functions of the type, its extensions, what it inherits that the scan sees, and
        /// the extensions of its contracts.
        var functions: Set<String>
        /// Whether it inherits something declared outside the scanned files.
        var inheritsFromElsewhere: Bool
        /// The types only the graph's module declares: the graph's records, enums and aliases and
        /// `NavGraphDestination` (contracts are known by their suffix).
        var moduleTypes: Set<String>

        /// Whether the FlowController surely lacks the requirement `key` of `signature`: it is not
        /// among the functions, and nothing out of sight can give it (nothing is, or the
        /// signature names a type only this module declares: no other module can see it).
        func lacks(_ key: String, signature: String) -> Bool {
            !functions.contains(key)
                && (!inheritsFromElsewhere || SwiftTypeScan.words(in: signature).contains { ScaffoldReport.isContract($0) || moduleTypes.contains($0) })
        }
    }

    /// The functions of `typeName` and of everything it conforms to that the scanned files
    /// declare; an extension of a contract (`<Name>FlowControlling`) gives its functions to every
    /// FlowController of it.
    static func visibleFunctions(of typeName: String, in scan: SwiftTypeScan, graph: Graph) -> VisibleFunctions {
        let moduleTypes = graph.types.filter { if case .external = $0.kind { false } else { true } }.map(\.name.value) + ["NavGraphDestination"]
        var visible = VisibleFunctions(functions: [], inheritsFromElsewhere: false, moduleTypes: Set(moduleTypes))
        var pending = [typeName]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if isContract(name) {
                visible.functions.formUnion(scan.types[name]?.functions ?? [])
                continue
            }
            guard !knownToAddNothing(name) else { continue }
            guard let type = scan.types[name], type.isDeclared || name == typeName else {
                visible.inheritsFromElsewhere = true
                continue
            }
            visible.functions.formUnion(type.functions)
            pending += type.conformances
        }
        return visible
    }

    /// Whether `name` is a generated contract, `<Name>FlowControlling`: it asks, and gives only
    /// what the app's extensions of it give.
    static func isContract(_ name: String) -> Bool {
        plainName(name).hasSuffix("FlowControlling")
    }

    /// `name` without generic arguments.
    private static func plainName(_ name: String) -> String {
        name.split(separator: "<").first.map(String.init) ?? name
    }

    /// The framework types and NavGraph's own protocols a FlowController inherits, which give
    /// no contract requirement: UIKit's and Foundation's (`UI…`, `NS…`: a table view's data
    /// source, a delegate) implement none of an app's functions.
    static func knownToAddNothing(_ name: String) -> Bool {
        let plain = plainName(name)
        if ["UI", "NS"].contains(where: { plain.hasPrefix($0) && plain.dropFirst(2).first?.isUppercase == true }) { return true }
        return [
            "NavGraphViewController", "UIViewController", "UIHostingController", "NSObject", "AnyObject", "Sendable", "ObservableObject",
            "Observable", "Identifiable", "Hashable", "Equatable", "NavGraphFlowController", "NavGraphSwiftUIScreen", "NavGraphSwiftUIFlowController",
        ].contains(plain) || plain.hasPrefix("@")
    }
}
