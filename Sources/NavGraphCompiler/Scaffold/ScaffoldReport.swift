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
/// It reads the app's Swift files with `SwiftTypeScan`, so it reports a FlowController only when
/// it sees all of it: a type that inherits from something declared outside those files (its own
/// base class, a protocol with default implementations) may get a requirement from there, and
/// is not reported.
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
            reportRequirements(of: node, scan, into: &bag)
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
    private static func reportRequirements(of node: Node, _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) {
        let typeName = node.flowController
        guard scan.types[typeName]?.isDeclared == true, let functions = visibleFunctions(of: typeName, in: scan) else { return }
        for requirement in node.requirements {
            let key = SwiftTypeScan.key(ofSignature: requirement.signature)
            guard !functions.contains(key) else { continue }
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

    /// The functions of `typeName` and of everything it conforms to, when all of that is declared
    /// in the scanned files (or is known to add no requirement); `nil` when something it
    /// conforms to is out of sight. An extension of a contract (`<Name>FlowControlling`) gives its
    /// functions to every FlowController of it.
    static func visibleFunctions(of typeName: String, in scan: SwiftTypeScan) -> Set<String>? {
        var functions: Set<String> = []
        var pending = [typeName]
        var seen: Set<String> = []
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            if isContract(name) {
                functions.formUnion(scan.types[name]?.functions ?? [])
                continue
            }
            guard !knownToAddNothing(name) else { continue }
            guard let type = scan.types[name], type.isDeclared || name == typeName else { return nil }
            functions.formUnion(type.functions)
            pending += type.conformances
        }
        return functions
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
    /// no contract requirement.
    static func knownToAddNothing(_ name: String) -> Bool {
        let plain = plainName(name)
        return [
            "NavGraphViewController", "UIViewController", "UIHostingController", "NSObject", "AnyObject", "Sendable", "ObservableObject",
            "Observable", "Identifiable", "Hashable", "Equatable", "NavGraphFlowController", "NavGraphSwiftUIScreen", "NavGraphSwiftUIFlowController",
        ].contains(plain) || plain.hasPrefix("@")
    }
}
