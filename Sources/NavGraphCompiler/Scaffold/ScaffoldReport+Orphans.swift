extension ScaffoldReport {
    /// Reports `orphaned-flow-controller` at each type that conforms to `<Name>FlowControlling`
    /// where the graph has no screen or flow `Name`: after a rename, the old FlowController file
    /// stays (scaffold never deletes one) and no longer compiles, and the makers that return it
    /// still do. The new name is suggested among the screens and flows other than the entry that
    /// no function makes yet (no signature names their contract: the renamed one's maker is the
    /// old one, still), and each function whose signature still names the old type gets a note.
    /// A rename said with `formerly:` names itself: the old contract is a deprecated alias of the
    /// new one, so the FlowController still builds and is only told to take the new name.
    static func reportOrphans(_ graph: Graph, _ nodes: [Node], _ scan: SwiftTypeScan, into bag: inout DiagnosticBag) {
        let contracts = Set(nodes.map { GeneratedNames.contract($0.name.value) })
        let formerly = Dictionary(graph.formerNodeNames.map { ($0.former.value, $0.current) }) { first, _ in first }
        let mentioned = Set(scan.types.values.flatMap { $0.declaredFunctions.flatMap { SwiftTypeScan.words(in: $0.signature) } })
        let unmade = nodes.map(\.name.value).filter { $0 != graph.entry.value && !mentioned.contains(GeneratedNames.contract($0)) }
        for (typeName, type) in scan.types.sorted(by: { $0.key < $1.key }) {
            guard let place = type.declarations.first else { continue }
            for contract in type.conformances where contract.hasSuffix("FlowControlling") && !contracts.contains(contract) {
                let gone = String(contract.dropLast("FlowControlling".count))
                guard !gone.isEmpty else { continue }
                if let current = formerly[gone] {
                    bag.add(
                        .orphanedFlowController,
                        "\(typeName) conforms to \(contract), which '\(current)' keeps as a deprecated alias since its rename (formerly: \(gone)); rename it \(GeneratedNames.flowController(current)) and conform to \(GeneratedNames.contract(current))",
                        at: SourceRange(at: place),
                        notes: makers(of: [typeName, contract], in: scan))
                    continue
                }
                // A rename's new name: a close one, or the one screen or flow nothing makes yet.
                let renamed = NameSuggester.suggestion(for: gone, among: unmade) ?? (unmade.count == 1 ? unmade.first : nil)
                let problem = "\(typeName) conforms to \(contract), but the graph has no screen or flow '\(gone)'"
                let fix = renamed.map {
                    " (renamed '\($0)'?); move what it does into \(GeneratedNames.flowController($0)) (navgraph scaffold writes it) and delete it"
                } ?? "; delete it, or declare '\(gone)' in the graph again"
                bag.add(
                    .orphanedFlowController,
                    problem + fix,
                    at: SourceRange(at: place),
                    notes: makers(of: [typeName, contract], in: scan))
            }
        }
    }

    /// A note at each function whose signature names one of `names` (`makeTrips() -> TripsFlowController`).
    private static func makers(of names: [String], in scan: SwiftTypeScan) -> [DiagnosticNote] {
        scan.types.sorted(by: { $0.key < $1.key }).flatMap { owner, type in
            type.declaredFunctions.filter { function in
                !Set(SwiftTypeScan.words(in: function.signature)).isDisjoint(with: names)
            }.map { DiagnosticNote("'\($0.key)' of \(owner) still makes it", at: $0.location) }
        }
    }
}
