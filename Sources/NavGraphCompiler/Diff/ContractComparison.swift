import Foundation

/// What a change asks of the app's code: the generated contracts compared as the app's build meets
/// them. A contract's requirements (`ContractsTranslator.requirements`, the same the contracts and
/// skeletons are written from), the route enums' cases and the declared types' Swift shapes. A
/// rename said with `formerly:` keeps deprecated aliases of the contract and the route enum, and of
/// a route's case, so those names are followed; a requirement has no alias, so a renamed route's
/// or child's `make...` is reported.
extension GraphDiff {
    func contracts() -> [DiffFinding] {
        let before = ContractsTranslator(old, types: SwiftTypes(graph: old.graph))
        let after = ContractsTranslator(new, types: SwiftTypes(graph: new.graph))
        var findings: [DiffFinding] = []
        let nodes = old.graph.screens.map { ($0.name, before.requirements(of: $0), $0.ownRoutes) }
            + old.graph.flows.map { ($0.name, before.requirements(of: $0), $0.routes) }
        for (name, requirements, routes) in nodes {
            guard let current = renames.node(name.value) else {
                let place = place(ofOld: name.value)
                findings.append(DiffFinding(
                    .contractRemoved, oldElement(name.value),
                    "\(GeneratedNames.contract(name.value)), the contract of \(oldDescribed(name.value)), is gone: the app's FlowController that conforms to it no longer builds; remove it from the app",
                    at: place.range, notes: place.notes))
                continue
            }
            let now = new.graph.screen(named: current).map(after.requirements) ?? new.graph.flow(named: current).map(after.requirements) ?? []
            let range = newDeclaration(current)?.range ?? new.graph.entry.range
            findings += requirementChanges(GeneratedNames.contract(current), requirements, now, at: range)
            let currentRoutes = new.graph.screen(named: current)?.ownRoutes ?? new.graph.flow(named: current)?.routes ?? []
            findings += caseChanges(GeneratedNames.routeEnum(current), routes, currentRoutes, at: range)
        }
        for set in old.graph.sharedRouteSets {
            guard let now = new.graph.sharedRouteSet(named: set.name.value) else { continue }
            findings += requirementChanges(GeneratedNames.routing(now.name.value), before.routeRequirements(set.routes), after.routeRequirements(now.routes), at: now.name.range)
            findings += caseChanges(GeneratedNames.routeEnum(now.name.value), set.routes, now.routes, at: now.name.range)
        }
        return findings + typeChanges()
    }

    // MARK: Requirements

    /// The old graph's contract and route enum names of the screens and flows renamed with
    /// `formerly:`, to their names now: generated code keeps the old ones as aliases.
    private var aliasedNames: [String: String] {
        var names: [String: String] = [:]
        for (former, current) in new.graph.formerNodeNames where old.graph.declaresNode(former.value) {
            names[GeneratedNames.contract(former.value)] = GeneratedNames.contract(current)
            names[GeneratedNames.routeEnum(former.value)] = GeneratedNames.routeEnum(current)
        }
        return names
    }

    /// `signature` with each identifier `names` maps replaced.
    private static func renaming(_ signature: String, _ names: [String: String]) -> String {
        guard !names.isEmpty else { return signature }
        var result = ""
        var word = ""
        for character in signature {
            if character.isLetter || character.isNumber || character == "_" {
                word.append(character)
                continue
            }
            result += names[word] ?? word
            word = ""
            result.append(character)
        }
        return result + (names[word] ?? word)
    }

    private func requirementChanges(
        _ contract: String, _ before: [ContractsTranslator.Requirement], _ after: [ContractsTranslator.Requirement], at range: SourceRange
    ) -> [DiffFinding] {
        let names = aliasedNames
        let was = Dictionary(before.map { (Self.baseName($0.signature), Self.renaming($0.signature, names)) }) { first, _ in first }
        let now = Dictionary(after.map { (Self.baseName($0.signature), $0) }) { first, _ in first }
        var findings: [DiffFinding] = []
        for (base, requirement) in now.sorted(by: { $0.key < $1.key }) where was[base] != requirement.signature {
            let place = requirement.askedBy?.range ?? range
            let element = DiffElement.requirement(contract, base)
            if let old = was[base] {
                findings.append(DiffFinding(
                    .contractRequirementChanged, element,
                    "\(contract) asks for `func \(requirement.signature)`, which was `func \(old)`: the app's FlowController no longer builds until it changes its function",
                    at: place))
            } else {
                findings.append(DiffFinding(
                    .contractRequirementAdded, element,
                    "\(contract) asks for `func \(requirement.signature)` now (\(requirement.askedBy?.value ?? "new")): the app's FlowController no longer builds until it provides it ('navgraph scaffold' says where)",
                    at: place))
            }
        }
        for (base, old) in was.sorted(by: { $0.key < $1.key }) where now[base] == nil {
            findings.append(DiffFinding(
                .contractRequirementChanged, DiffElement.requirement(contract, base),
                "\(contract) no longer asks for `func \(old)`: the app's implementation is no longer called; remove it",
                at: range))
        }
        return findings
    }

    /// A requirement's name and argument labels: `makeDetail()`, `detailDidFinish(with:)`.
    private static func baseName(_ signature: String) -> String {
        guard let open = signature.firstIndex(of: "(") else { return signature }
        let labels = signature[signature.index(after: open)...].prefix { $0 != ")" }.split(separator: ",").map { parameter in
            String(parameter.trimmingCharacters(in: .whitespaces).prefix { $0 != " " && $0 != ":" }) + ":"
        }
        return String(signature[..<open]) + "(" + labels.joined() + ")"
    }

    // MARK: Route cases

    private func caseChanges(_ routeEnum: String, _ before: [Route], _ after: [Route], at range: SourceRange) -> [DiffFinding] {
        let oldTypes = SwiftTypes(graph: old.graph)
        let newTypes = SwiftTypes(graph: new.graph)
        return before.compactMap { route in
            let name = route.name.value
            let element = "case \(routeEnum).\(name)"
            let payload = route.carried.map { oldTypes.spelling($0.value) }
            guard let now = after.first(where: { $0.name.value == name || $0.formerNames.contains { $0.value == name } }) else {
                return DiffFinding(
                    .contractRouteCaseChanged, element,
                    "\(routeEnum).\(name) is gone: the app's code that performs or matches it no longer builds", at: range,
                    notes: [DiagnosticNote("route '\(name)' was declared here", at: route.name.location)])
            }
            let current = now.carried.map { newTypes.spelling($0.value) }
            guard current != payload else { return nil }
            return DiffFinding(
                .contractRouteCaseChanged, element,
                "\(routeEnum).\(now.name.value) carries \(current.map { "'\($0)'" } ?? "nothing") and carried \(payload.map { "'\($0)'" } ?? "nothing"): the app's code that performs it no longer builds",
                at: now.name.range)
        }
    }

    // MARK: Types

    /// `contract-type-changed` for each type the old graph declared that the new one does not, or
    /// declares with another Swift shape: what the app's code that makes or reads its values
    /// meets.
    private func typeChanges() -> [DiffFinding] {
        let oldTypes = SwiftTypes(graph: old.graph)
        let newTypes = SwiftTypes(graph: new.graph)
        return old.graph.types.compactMap { type in
            let name = type.name.value
            guard let now = new.graph.type(named: name) else {
                return DiffFinding(
                    .contractTypeChanged, DiffElement.type(name), "type '\(name)' is gone: the app's code that uses it no longer builds",
                    at: new.graph.entry.range, notes: [DiagnosticNote("'\(name)' was declared here", at: type.name.location)])
            }
            guard let change = Self.shapeChange(type.kind, oldTypes, now.kind, newTypes) else { return nil }
            return DiffFinding(
                .contractTypeChanged, DiffElement.type(name), "type '\(name)' \(change): the app's code that makes or reads its values may no longer build",
                at: now.name.range)
        }
    }

    /// What changed between two declarations of a type as Swift declares them; `nil` when nothing
    /// the app's code can see did (a record's new optional field keeps its memberwise initializer).
    private static func shapeChange(_ before: TypeDeclaration.Kind, _ oldTypes: SwiftTypes, _ after: TypeDeclaration.Kind, _ newTypes: SwiftTypes) -> String? {
        switch (before, after) {
        case (.alias(let was), .alias(let now)):
            let (old, new) = (oldTypes.spelling(was.value), newTypes.spelling(now.value))
            return old == new ? nil : "stood for '\(old)' and stands for '\(new)' now"
        case (.record(let was), .record(let now)):
            let old = Dictionary(was.map { ($0.name.value, oldTypes.spelling($0.type.value)) }) { first, _ in first }
            var changes: [String] = []
            for field in now {
                let spelled = newTypes.spelling(field.type.value)
                if let previous = old[field.name.value] {
                    if previous != spelled { changes.append("field '\(field.name.value)' is a '\(spelled)' (was '\(previous)')") }
                } else if case .optional = field.type.value {
                    continue
                } else {
                    changes.append("has a new field '\(field.name.value)'")
                }
            }
            changes += was.map(\.name.value).filter { name in !now.contains { $0.name.value == name } }.map { "lost its field '\($0)'" }
            return changes.isEmpty ? nil : changes.joined(separator: ", ")
        case (.enumeration(let was), .enumeration(let now)):
            let spell = { (types: SwiftTypes, cases: [EnumCase]) in cases.map { $0.name.value + ($0.payload.map { "(\(types.spelling($0.value)))" } ?? "") } }
            let (old, new) = (spell(oldTypes, was), spell(newTypes, now))
            return old == new ? nil : "had the cases \(old.joined(separator: ", ")) and has \(new.joined(separator: ", ")) now"
        case (.external(let wasCodable, let wasSendable), .external(let codable, let sendable)):
            return wasCodable == codable && wasSendable == sendable ? nil : "is declared external with other promises (codable, sendable)"
        default:
            return "is another kind of type now (an alias, a record, an enum or external)"
        }
    }
}
