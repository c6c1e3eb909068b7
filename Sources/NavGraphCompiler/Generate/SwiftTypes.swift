/// How the graph's type expressions are spelled in Swift, and what generated code may assume of them.
struct SwiftTypes {
    let graph: Graph

    /// The Swift spelling of a type expression; declared names go through `SwiftName`, Swift's and
    /// Foundation's types are qualified (`StandardNames`).
    func spelling(_ type: TypeExpression) -> String {
        switch type {
        case .builtin(let builtin): StandardNames.builtin(builtin)
        case .named(let name):
            // Routes, contexts and saved states are Sendable values; a type that is not travels
            // in a box that is made and read on the main actor.
            if case .external(_, sendable: false)? = graph.type(named: name)?.kind {
                "NavGraphMainActorValue<\(SwiftName.identifier(name))>"
            } else {
                SwiftName.identifier(name)
            }
        case .optional(let wrapped):
            if case .optional = wrapped { "(\(spelling(wrapped)))?" } else { "\(spelling(wrapped))?" }
        case .array(let element): "[\(spelling(element))]"
        case .dictionary(let key, let value): "[\(spelling(key)): \(spelling(value))]"
        }
    }

    /// Whether values of the type can be encoded and decoded: everything but external types and
    /// what holds one (the app's external types need only be Hashable and Sendable).
    func isCodable(_ type: TypeExpression) -> Bool {
        var visiting: Set<String> = []
        return isCodable(type, visiting: &visiting)
    }

    /// Whether a declared type is Codable (see `isCodable(_:)`).
    func isCodable(declaration: TypeDeclaration) -> Bool {
        isCodable(.named(declaration.name.value))
    }

    private func isCodable(_ type: TypeExpression, visiting: inout Set<String>) -> Bool {
        switch type {
        case .builtin: return true
        case .optional(let wrapped), .array(let wrapped): return isCodable(wrapped, visiting: &visiting)
        case .dictionary(let key, let value):
            return isCodable(key, visiting: &visiting) && isCodable(value, visiting: &visiting)
        case .named(let name):
            guard visiting.insert(name).inserted else { return true }
            defer { visiting.remove(name) }
            switch graph.type(named: name)?.kind {
            case .alias(let target): return isCodable(target.value, visiting: &visiting)
            case .record(let fields): return fields.allSatisfy { isCodable($0.type.value, visiting: &visiting) }
            case .enumeration(let cases): return cases.allSatisfy { $0.payload.map { isCodable($0.value, visiting: &visiting) } ?? true }
            case .external(let codable, _): return codable
            case nil: return false
            }
        }
    }

    /// Whether a record's field must be stored out of line (`@NavGraphIndirect`): its type is an
    /// optional, and through it the record can contain itself inline. The checker allows such a
    /// cycle (only one without `?` or brackets is `recursive-type`), but Swift stores an
    /// `Optional` inline, so the struct would have no finite size without the indirection.
    func storesOutOfLine(_ field: RecordField, of record: String) -> Bool {
        guard case .optional = resolvingAliases(field.type.value) else { return false }
        var reached: Set<String> = []
        var pending = graph.inlineRecords(of: field.type.value, throughOptionals: true)
        while let next = pending.popLast() {
            if next == record { return true }
            guard reached.insert(next).inserted, case .record(let fields)? = graph.type(named: next)?.kind else { continue }
            pending += fields.flatMap { graph.inlineRecords(of: $0.type.value, throughOptionals: true) }
        }
        return false
    }

    /// The type with aliases replaced by their targets, at the top level.
    private func resolvingAliases(_ type: TypeExpression, seen: Set<String> = []) -> TypeExpression {
        guard case .named(let name) = type, !seen.contains(name), case .alias(let target)? = graph.type(named: name)?.kind
        else { return type }
        return resolvingAliases(target.value, seen: seen.union([name]))
    }

    /// A Swift expression for a simple value of the type, for skeletons to start from; `nil` when
    /// there is none to write (an external type, or a record holding one).
    func placeholderValue(_ type: TypeExpression) -> String? {
        var visiting: Set<String> = []
        return placeholderValue(type, visiting: &visiting)
    }

    private func placeholderValue(_ type: TypeExpression, visiting: inout Set<String>) -> String? {
        switch type {
        case .builtin(let builtin):
            switch builtin {
            case .string: return "\"\""
            case .int, .int64, .double, .float: return "0"
            case .bool: return "false"
            case .url: return "\(StandardNames.builtin(.url))(fileURLWithPath: \"/\")"
            case .uuid: return "\(StandardNames.builtin(.uuid))()"
            case .date: return "\(StandardNames.builtin(.date))()"
            case .data: return "\(StandardNames.builtin(.data))()"
            }
        case .optional: return "nil"
        case .array: return "[]"
        case .dictionary: return "[:]"
        case .named(let name):
            guard visiting.insert(name).inserted else { return nil }
            defer { visiting.remove(name) }
            switch graph.type(named: name)?.kind {
            case .alias(let target): return placeholderValue(target.value, visiting: &visiting)
            case .enumeration(let cases):
                // A case that carries nothing, or else the first whose value can be written.
                if let plain = cases.first(where: { $0.payload == nil }) { return "." + SwiftName.identifier(plain.name.value) }
                for enumCase in cases {
                    if let payload = enumCase.payload, let value = placeholderValue(payload.value, visiting: &visiting) {
                        return ".\(SwiftName.identifier(enumCase.name.value))(\(value))"
                    }
                }
                return nil
            case .record(let fields):
                var arguments: [String] = []
                for field in fields {
                    guard let value = placeholderValue(field.type.value, visiting: &visiting) else { return nil }
                    arguments.append("\(SwiftName.argumentLabel(field.name.value)): \(value)")
                }
                return "\(SwiftName.identifier(name))(\(arguments.joined(separator: ", ")))"
            case .external, nil: return nil
            }
        }
    }
}
