/// Checks a tabs flow's children made from data (`{ each: ListTab, key: ListID }`), as
/// docs/Language.md ("Flows made from data") says.
///
/// `each` must name a stack flow (an undeclared name is `ReferenceChecker`'s `undefined-screen`,
/// an undeclared `key` its `undefined-type`): every instance is a navigation stack of its own,
/// as a tab's is. That flow is listed by no other flow (`shared-flow`): its place decides the way
/// down to its screens, for links and restored states, and it has one. A tabs flow has one such
/// entry at most, so that "the selected instance" and the app's list of keys are one each. That
/// flow takes no `context` (`context-mismatch`) or `feedback` (`feedback-mismatch`), as a fixed
/// tab takes no context: no route opens an instance, the app makes it for its key. A bar the app
/// draws (`bar: app`) may stand beside them: its contract hands the app the selected instance
/// with its key (a case of the tabs' enum that carries it). A tab order the app gives
/// (`order: app`) ranks the fixed tabs: beside children made from data alone it has none to rank
/// (`invalid-structure` at `order`), and its contract would switch over a tabs enum of no case.
enum FlowInstancesChecker: GraphCheck {
    /// Checks every tabs flow's children made from data.
    static func check(_ analyzed: AnalyzedGraph, diagnostics: inout DiagnosticBag) {
        let graph = analyzed.graph
        let fixedParents = Dictionary(
            graph.flows.flatMap { flow in flow.children.map { ($0.value, (flow: flow.name.value, location: $0.location)) } },
            uniquingKeysWith: { first, _ in first })
        var instanceParents: [String: (flow: String, location: SourceLocation)] = [:]
        for flow in graph.flows {
            if let order = flow.tabOrder, flow.children.isEmpty, let instances = flow.instances.first {
                diagnostics.add(
                    .invalidStructure,
                    "'order' puts the fixed tabs of '\(flow.name.value)' in the person's order, and it has none: its tabs made from data show in the order the app gives their keys ('firstTabs()', 'setTabs(_:)'); leave 'order' out",
                    at: order.range,
                    notes: [DiagnosticNote("the children made from data are here", at: instances.flow.location)])
            }
            for (index, instances) in flow.instances.enumerated() {
                let name = instances.flow.value
                guard index == 0 else {
                    diagnostics.add(
                        .invalidStructure,
                        "'\(flow.name.value)' has children made from data already; a tabs flow has one such entry, whose keys the app gives as one list",
                        at: instances.flow.range,
                        notes: [DiagnosticNote("the first is here", at: flow.instances[0].flow.location)])
                    continue
                }
                guard let declared = graph.flow(named: name) else {
                    if graph.screen(named: name) != nil {
                        diagnostics.add(
                            .invalidStructure,
                            "'each' names screen '\(name)'; it names a stack flow, whose instances each keep a navigation stack of their own (declare '\(name)Tab: { kind: stack, root: \(name) }')",
                            at: instances.flow.range)
                    }
                    // An undeclared name is `undefined-screen`, reported already.
                    continue
                }
                guard declared.kind == .stack else {
                    diagnostics.add(
                        .invalidStructure,
                        "'each' names \(declared.kind.rawValue) flow '\(name)'; it names a stack flow, whose instances each keep a navigation stack of their own",
                        at: instances.flow.range)
                    continue
                }
                // As a fixed tab's context is `context-mismatch`: no route hands one over.
                for (code, key, given) in [(DiagnosticCode.contextMismatch, "context", declared.context), (.feedbackMismatch, "feedback", declared.feedback)] {
                    guard let given else { continue }
                    diagnostics.add(
                        code,
                        "flow '\(name)' is made from data in '\(flow.name.value)' and takes no '\(key)': no route opens an instance or waits for it to end, the app makes each for its key (read what the key names in '\(GeneratedNames.makeChild(name))(_:)')",
                        at: instances.flow.range,
                        notes: [DiagnosticNote("'\(name)' takes '\(given.value)' here", at: given.location)])
                }
                if let first = fixedParents[name] ?? instanceParents[name] {
                    diagnostics.add(
                        .sharedFlow,
                        "flow '\(name)' is already a child of '\(first.flow)' and cannot be made from data in '\(flow.name.value)' too: a flow has one place, which links and restored states go through; declare another stack flow for this place (the two may share their screens)",
                        at: instances.flow.range,
                        notes: [DiagnosticNote("'\(name)' is a child of '\(first.flow)' here", at: first.location)])
                    continue
                }
                instanceParents[name] = (flow.name.value, instances.flow.location)
            }
        }
    }
}
