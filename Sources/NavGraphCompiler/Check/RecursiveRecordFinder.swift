/// Finds records that contain themselves other than through `?` or `[...]` (`recursive-type`):
/// such a struct would have infinite size.
enum RecursiveRecordFinder {
    static func report(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        var reported: Set<String> = []
        for type in graph.types {
            guard case .record = type.kind, !reported.contains(type.name.value),
                let cycle = cycle(from: type.name.value, in: graph)
            else { continue }
            reported.formUnion(cycle.map(\.record))
            let path = cycle.map { "'\($0.record).\($0.field)'" }.joined(separator: " -> ")
            diagnostics.add(
                .recursiveType,
                "record '\(type.name.value)' contains itself through \(path); make a field on the way optional or an array",
                at: type.name.range)
        }
    }

    /// A path of (record, field) steps from `start` back to itself, if there is one.
    private static func cycle(from start: String, in graph: Graph) -> [(record: String, field: String)]? {
        var visited: Set<String> = []
        var path: [(record: String, field: String)] = []
        func search(_ record: String) -> Bool {
            guard let declaration = graph.type(named: record), case .record(let fields) = declaration.kind else { return false }
            for field in fields {
                path.append((record, field.name.value))
                for next in graph.inlineRecords(of: field.type.value, throughOptionals: false) {
                    if next == start { return true }
                    if visited.insert(next).inserted, search(next) { return true }
                }
                path.removeLast()
            }
            return false
        }
        return search(start) ? path : nil
    }
}
