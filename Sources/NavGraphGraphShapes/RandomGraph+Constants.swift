extension RandomGraph {
    /// A screen every component's root pushes with an enum one of whose cases carries a record
    /// and another a `Bool`, linked in all their stacks twice: with the first case and constants
    /// for every field of the record (`set:`: a `Bool`, an `Int`, and text full of quotes,
    /// backslashes and comment ends for an optional `String`), and with the second case and a
    /// scalar constant. Member names are drawn as for any type, so keywords and the standard
    /// library's names meet the constants' generated code.
    mutating func linkedConstants(pushedBy roots: [String], in flows: [String]) {
        let (screen, record, choice) = (freshName(from: Self.standardNames), freshName(from: Self.standardNames), freshName(from: Self.standardNames))
        var fieldNames: Set<String> = []
        let fields = [("Bool", "true"), ("Int", "-42"), ("String?", #"'say "hi" \ */ #if'"#)].map { type, constant in
            let name = freshMember(in: &fieldNames)
            // `hashValue: Int` is `invalid-name` (Hashable's requirement); of text it is a field.
            return name == "hashValue" ? (name, "String", "text") : (name, type, constant)
        }
        typeLines.append("  \(record):")
        typeLines.append("    fields: { " + fields.map { "\(yamlKey($0.0)): \"\($0.1)\"" }.joined(separator: ", ") + " }")
        var caseNames: Set<String> = []
        let (carriesRecord, carriesFlag) = (freshMember(in: &caseNames), freshMember(in: &caseNames))
        typeLines.append("  \(choice):")
        typeLines.append("    cases: [{ \(yamlKey(carriesRecord)): \(record) }, { \(yamlKey(carriesFlag)): Bool }]")
        declaredTypes += [record, choice]
        let places = "in: [\(flows.joined(separator: ", "))]"
        let set = fields.map { "\(yamlKey($0.0)): \($0.2)" }.joined(separator: ", ")
        addScreen(screen, lines: [
            "    context: \(choice)",
            "    links:",
            "      - { path: \"/constants\", \(places), case: \(yamlKey(carriesRecord)), set: { \(set) } }",
            "      - { path: \"/constants/flag\", \(places), case: \(yamlKey(carriesFlag)), set: false }",
        ])
        for root in roots { addRoute(from: root, "to: \(screen), style: push, context: \(choice)") }
    }
}
