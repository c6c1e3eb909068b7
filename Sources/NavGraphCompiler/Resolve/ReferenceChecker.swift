/// Reports names used but never declared: `undefined-screen` and `undefined-type`, each with a
/// suggestion when a declared name is close.
struct ReferenceChecker {
    let graph: Graph
    let declaredTypes: [String: SourceLocation]
    let declaredNodes: [String: SourceLocation]

    /// Checks that `name` is a declared screen or flow; `role` says where it was used.
    @discardableResult
    func checkNode(_ name: Located<String>, role: String, diagnostics: inout DiagnosticBag) -> Bool {
        guard declaredNodes[name.value] == nil else { return true }
        let hint = diagnostics.didYouMean(name.value, among: declaredNodes.keys)
        diagnostics.add(.undefinedScreen, "\(role) '\(name.value)' names no declared screen or flow\(hint)", at: name.range)
        return false
    }

    /// Checks every name a type expression mentions.
    func checkType(_ type: Located<TypeExpression>, diagnostics: inout DiagnosticBag) {
        for name in type.value.namedReferences where declaredTypes[name] == nil {
            let candidates = Array(declaredTypes.keys) + BuiltinType.allCases.map(\.rawValue)
            let hint = diagnostics.didYouMean(name, among: candidates)
            diagnostics.add(.undefinedType, "no type named '\(name)'\(hint)", at: type.range)
        }
    }

    /// Checks every reference in the graph except the entry.
    func checkAll(diagnostics: inout DiagnosticBag) {
        graph.writtenTypes.forEach { checkType($0, diagnostics: &diagnostics) }
        for route in graph.screens.flatMap(\.routes) {
            checkNode(route.destination, role: "route destination", diagnostics: &diagnostics)
        }
        for flow in graph.flows {
            let role = flow.kind.hasOneRoot ? "root" : "child"
            var listed: [String: SourceLocation] = [:]
            for child in flow.children {
                checkNode(child, role: role, diagnostics: &diagnostics)
                if let first = listed[child.value] {
                    diagnostics.add(
                        .invalidStructure, "'\(child.value)' is listed twice in '\(flow.name.value)'", at: child.range,
                        notes: [DiagnosticNote("'\(child.value)' is first listed here", at: first)])
                }
                listed[child.value] = listed[child.value] ?? child.location
            }
            if let initial = flow.initial, checkNode(initial, role: "initial", diagnostics: &diagnostics),
                !flow.children.contains(where: { $0.value == initial.value }) {
                diagnostics.add(
                    .invalidStructure, "'initial' must be one of the children of '\(flow.name.value)'", at: initial.range)
            }
        }
    }
}
