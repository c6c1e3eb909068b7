import Foundation
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// Random values of a graph's context types, as JSON written the way the generated types'
/// `Codable` conformances and `JSONEncoder`'s default strategies write them (`ContextTypes`): what
/// a saved state made by the app holds. Deep values stay small: past `maximumDepth` an optional is
/// `null`, a collection empty, an enum a case that carries nothing when it has one.
struct ContextSamples {
    let types: ContextTypes
    static let maximumDepth = 3

    func value(_ type: TypeExpression, depth: Int = 0, using random: inout SeededGenerator) -> JSONTree {
        let deep = depth >= Self.maximumDepth
        switch type {
        case .optional(let wrapped):
            return deep || Bool.random(using: &random) ? .null : value(wrapped, depth: depth + 1, using: &random)
        case .builtin(let builtin):
            return Self.builtin(builtin, using: &random)
        case .array(let element):
            let count = deep ? 0 : Int.random(in: 0...2, using: &random)
            return .array((0..<count).map { _ in value(element, depth: depth + 1, using: &random) })
        case .dictionary(let key, let element):
            let count = deep ? 0 : Int.random(in: 0...2, using: &random)
            switch types.keyForm(key) {
            case .stringKeys:
                return .object(Dictionary((0..<count).map { ("k\($0)", value(element, depth: depth + 1, using: &random)) }) { first, _ in first })
            case .intKeys:
                return .object(Dictionary((0..<count).map { ("\($0)", value(element, depth: depth + 1, using: &random)) }) { first, _ in first })
            case .pairs:
                return .array((0..<count).flatMap { _ in [value(key, depth: depth + 1, using: &random), value(element, depth: depth + 1, using: &random)] })
            }
        case .named(let name):
            return named(name, depth: depth, using: &random)
        }
    }

    private func named(_ name: String, depth: Int, using random: inout SeededGenerator) -> JSONTree {
        if let fields = types.fields(ofRecord: name) {
            var members: [String: JSONTree] = [:]
            for field in fields {
                let written = value(field.type, depth: depth + 1, using: &random)
                // An optional field that is nil is left out, unless it is stored out of line.
                if written == .null, !field.keyRequired { continue }
                members[field.name] = written
            }
            return .object(members)
        }
        let cases = types.cases(ofEnum: name) ?? []
        if types.isStringEnum(name) { return .string(cases.randomElement(using: &random)?.name ?? "") }
        let empty = cases.filter { $0.payload == nil }
        let chosen = depth >= Self.maximumDepth && !empty.isEmpty ? empty.randomElement(using: &random)! : cases.randomElement(using: &random)!
        guard let payload = chosen.payload else { return .object([chosen.name: .object([:])]) }
        return .object([chosen.name: .object(["_0": value(payload, depth: depth + 1, using: &random)])])
    }

    private static func builtin(_ builtin: BuiltinType, using random: inout SeededGenerator) -> JSONTree {
        switch builtin {
        case .string: .string(["a", "b c", "Ünï", ""].randomElement(using: &random)!)
        case .int, .int64:
            integer(Int64.random(in: -3...3, using: &random))
        case .double: .number(1.5, integer: nil)
        case .float: .number(0.25, integer: nil)
        case .bool: .bool(Bool.random(using: &random))
        case .url: .string("https://example.com/a")
        case .uuid: .string("E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
        case .date: .number(0, integer: 0)
        case .data: .string("AQID")
        }
    }

    private static func integer(_ value: Int64) -> JSONTree { .number(Double(value), integer: value) }
}
