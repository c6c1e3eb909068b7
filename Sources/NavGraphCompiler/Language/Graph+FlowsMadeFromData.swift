/// The flows made from data (`{ each: BrowserTab, key: TabID }` among a tabs flow's children),
/// as `instance: new` asks after them: its check and the contract's `newKey()`.
extension Graph {
    /// The flows made from data, by name, each with the tabs flow that makes them.
    var flowsMadeFromData: [String: String] {
        Dictionary(
            flows.flatMap { flow in flow.kind == .tabs ? flow.instances.map { ($0.flow.value, flow.name.value) } : [] },
            uniquingKeysWith: { first, _ in first })
    }
}

extension FlowTree {
    /// The step of `placement`'s way down that selects a flow made from data of `keyed`
    /// (`Graph.flowsMadeFromData`): the tab a new instance opens as; `nil` when its way selects none.
    func instanceStep(of placement: LinkPlacement, keyed: [String: String]) -> LinkPlacement.Step? {
        steps(of: placement).first { $0.kind == .tabs && keyed[$0.child] == $0.flow }
    }
}
