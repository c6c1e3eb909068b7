/// How a diagnostic quotes text from the graph.
enum DiagnosticText {
    /// The most characters a message quotes of one value.
    static let excerptLength = 80

    /// `text`, or its first `excerptLength` characters and "…": a message quotes a bounded part
    /// of a value, so that output stays bounded by the input however often one value is quoted
    /// (a pattern with 5,000 parameters is quoted once per parameter).
    static func excerpt(_ text: String) -> String {
        text.count <= excerptLength ? text : text.prefix(excerptLength) + "…"
    }

    /// "'A'", "'A' and 'B'", "'A', 'B' and 'C'" (or "or" for `conjunction`).
    static func list(_ names: [String], conjunction: String = "and") -> String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count < 2 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }

    /// The first `limit` names as `list(_:)` says them, then how many more: "'A', 'B', 'C' and 4 more".
    static func list(_ names: [String], limit: Int) -> String {
        guard names.count > limit else { return list(names) }
        return names.prefix(limit).map { "'\($0)'" }.joined(separator: ", ") + " and \(names.count - limit) more"
    }
}
