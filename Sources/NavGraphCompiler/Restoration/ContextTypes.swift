import Foundation

/// How a graph's context types are written in a saved state's JSON, as the generated types'
/// `Codable` conformances write them with Foundation's `JSONEncoder`: a record as an object of its
/// fields (an optional field left out when `nil`, but written `null` when stored out of line), an
/// enum whose cases carry nothing as the case's name, one whose cases carry values as an object
/// with the case's name as its one key (`{"reply": {"_0": …}}`), a dictionary with `String` or
/// `Int` keys as an object and with other keys as an array of keys and values, `URL` and `UUID`
/// as strings. `Date` and `Data` follow the app's decoder strategy, which the graph does not
/// know: a number or a string, a string or an array. An external type is the app's own.
struct ContextTypes {
    let graph: Graph
    private let resolver: TypeResolver
    private let swift: SwiftTypes

    init(_ graph: Graph) {
        self.graph = graph
        resolver = TypeResolver(graph: graph)
        swift = SwiftTypes(graph: graph)
    }

    /// The type with aliases resolved; `nil` only for a graph with errors.
    func canonical(_ type: TypeExpression) -> TypeExpression? {
        resolver.canonical(type)
    }

    /// Whether values of the type can be saved at all (no external type that is not `codable`).
    func isCodable(_ type: TypeExpression) -> Bool {
        swift.isCodable(type)
    }

    /// A record field as its JSON is read: its canonical type, and whether its key must be there
    /// (a non-optional field, or an optional one stored out of line, which is written `null`).
    struct Field {
        var name: String
        var type: TypeExpression
        var keyRequired: Bool
    }

    /// The fields of the record `name`; `nil` when it is no record.
    func fields(ofRecord name: String) -> [Field]? {
        guard case .record(let fields)? = graph.type(named: name)?.kind else { return nil }
        return fields.compactMap { field in
            guard let type = canonical(field.type.value) else { return nil }
            let optional = if case .optional = type { true } else { false }
            return Field(name: field.name.value, type: type, keyRequired: !optional || swift.storesOutOfLine(field, of: name))
        }
    }

    /// The cases of the enum `name`, each with the canonical type it carries; `nil` when it is no enum.
    func cases(ofEnum name: String) -> [(name: String, payload: TypeExpression?)]? {
        guard case .enumeration(let cases)? = graph.type(named: name)?.kind else { return nil }
        return cases.map { ($0.name.value, $0.payload.flatMap { canonical($0.value) }) }
    }

    /// Whether the enum `name`'s values are written as the case's name (no case carries a value).
    func isStringEnum(_ name: String) -> Bool {
        cases(ofEnum: name)?.allSatisfy { $0.payload == nil } ?? false
    }

    /// Whether the external type `name` is declared here, and `codable`.
    func isExternal(_ name: String) -> Bool {
        if case .external? = graph.type(named: name)?.kind { true } else { false }
    }

    /// How a dictionary with keys of the canonical type `key` is written: as an object (`String`,
    /// `Int`), or as an array of keys and values.
    enum KeyForm: Equatable {
        case stringKeys, intKeys, pairs
    }

    func keyForm(_ key: TypeExpression) -> KeyForm {
        switch key {
        case .builtin(.string): .stringKeys
        case .builtin(.int): .intKeys
        default: .pairs
        }
    }

    // MARK: Reading a saved value

    /// Why `tree` does not decode as a value of the canonical type `type`, at `path` (`context`,
    /// `context.items[2]`); `nil` when it does.
    func problem(reading tree: JSONTree, as type: TypeExpression, at path: String) -> String? {
        func expected(_ what: String) -> String { "\(path) is \(tree.shape), not \(what)" }
        switch type {
        case .optional(let wrapped):
            return tree == .null ? nil : problem(reading: tree, as: wrapped, at: path)
        case .builtin(let builtin):
            return builtinProblem(tree, builtin, expected)
        case .array(let element):
            guard let items = tree.items else { return expected("an array") }
            return items.enumerated().lazy.compactMap { problem(reading: $1, as: element, at: "\(path)[\($0)]") }.first
        case .dictionary(let key, let value):
            return dictionaryProblem(tree, key: key, value: value, at: path, expected)
        case .named(let name):
            return namedProblem(tree, name, at: path, expected)
        }
    }

    private func builtinProblem(_ tree: JSONTree, _ builtin: BuiltinType, _ expected: (String) -> String) -> String? {
        switch (builtin, tree) {
        case (.string, .string), (.bool, .bool), (.double, .number): return nil
        case (.int, .number(_, .some)), (.int64, .number(_, .some)):
            return nil
        case (.float, .number(let value, _)):
            return abs(value) <= Double(Float.greatestFiniteMagnitude) ? nil : expected("a Float")
        case (.url, .string(let text)):
            return URL(string: text) == nil ? expected("a URL") : nil
        case (.uuid, .string(let text)):
            return UUID(uuidString: text) == nil ? expected("a UUID") : nil
        // The app's decoder strategy decides these: each of its usual forms is accepted.
        case (.date, .number), (.date, .string), (.data, .string), (.data, .array):
            return nil
        default:
            return expected(builtin == .int || builtin == .int64 ? "an integer" : "a value of \(builtin.rawValue)")
        }
    }

    private func dictionaryProblem(
        _ tree: JSONTree, key: TypeExpression, value: TypeExpression, at path: String, _ expected: (String) -> String
    ) -> String? {
        switch keyForm(key) {
        case .stringKeys, .intKeys:
            guard let members = tree.members else { return expected("an object") }
            for (name, member) in members.sorted(by: { $0.key < $1.key }) {
                if keyForm(key) == .intKeys, Int(name) == nil { return "\(path) has the key '\(name)', which is not an Int" }
                if let problem = problem(reading: member, as: value, at: "\(path)[\(name)]") { return problem }
            }
            return nil
        case .pairs:
            guard let items = tree.items, items.count.isMultiple(of: 2) else { return expected("an array of keys and values") }
            for index in stride(from: 0, to: items.count, by: 2) {
                if let problem = problem(reading: items[index], as: key, at: "\(path) key \(index / 2)")
                    ?? problem(reading: items[index + 1], as: value, at: "\(path) value \(index / 2)") {
                    return problem
                }
            }
            return nil
        }
    }

    private func namedProblem(_ tree: JSONTree, _ name: String, at path: String, _ expected: (String) -> String) -> String? {
        if let fields = fields(ofRecord: name) {
            guard let members = tree.members else { return expected("an object of the fields of \(name)") }
            for field in fields {
                guard let member = members[field.name] else {
                    if field.keyRequired { return "\(path) has no '\(field.name)', which \(name) requires" }
                    continue
                }
                if let problem = problem(reading: member, as: field.type, at: "\(path).\(field.name)") { return problem }
            }
            return nil
        }
        if let cases = cases(ofEnum: name) {
            if isStringEnum(name) {
                guard let text = tree.text else { return expected("a case of \(name)") }
                return cases.contains { $0.name == text } ? nil : "\(path) is '\(text)', which is no case of \(name)"
            }
            guard let members = tree.members, members.count == 1, let (chosen, value) = members.first else {
                return expected("an object naming one case of \(name)")
            }
            guard let enumCase = cases.first(where: { $0.name == chosen }) else { return "\(path) names '\(chosen)', which is no case of \(name)" }
            guard let payload = enumCase.payload else { return value.members == nil ? expected("an object") : nil }
            guard let carried = value.members?["_0"] else { return "\(path).\(chosen) carries no value, which case \(chosen) of \(name) requires" }
            return problem(reading: carried, as: payload, at: "\(path).\(chosen)")
        }
        // The app's own type: its Codable form is the app's.
        return nil
    }
}
