/// Whether every value of a type of one graph, as a saved state writes it (`ContextTypes`), is
/// read back as a value of a type of another: the question `navgraph diff` asks of a context
/// whose type changed between two versions of a graph. Types compare by how they are written,
/// not by name (a record renamed with the same fields still reads); the answer is "yes" only when
/// it holds for every value.
struct ContextCompatibility {
    let old: ContextTypes
    let new: ContextTypes
    /// The pairs of declared types being compared, assumed to read while their fields are
    /// compared, so that a record that holds itself ends the comparison.
    private var assumed: Set<[String]> = []

    init(old: ContextTypes, new: ContextTypes) {
        self.old = old
        self.new = new
    }

    /// Whether every value of the canonical `oldType` (of the old graph) reads as the canonical
    /// `newType` (of the new one).
    mutating func reads(_ oldType: TypeExpression, as newType: TypeExpression) -> Bool {
        switch (oldType, newType) {
        case (.optional(let oldWrapped), .optional(let newWrapped)):
            return reads(oldWrapped, as: newWrapped)
        case (_, .optional(let newWrapped)):
            return reads(oldType, as: newWrapped)
        case (.optional, _):
            // `null` reads as no value of a type that is not optional.
            return false
        case (.builtin(let oldBuiltin), .builtin(let newBuiltin)):
            return Self.builtin(oldBuiltin, readsAs: newBuiltin)
        case (.array(let oldElement), .array(let newElement)):
            return reads(oldElement, as: newElement)
        case (.dictionary(let oldKey, let oldValue), .dictionary(let newKey, let newValue)):
            return keys(oldKey, readAs: newKey) && reads(oldValue, as: newValue)
        case (.named(let name), .builtin(.string)):
            // An enum's case names are strings.
            return old.isStringEnum(name)
        case (.named(let oldName), .named(let newName)):
            return named(oldName, readsAs: newName)
        default:
            return false
        }
    }

    /// JSON numbers read as any number type that holds them; URLs and UUIDs are strings.
    private static func builtin(_ old: BuiltinType, readsAs new: BuiltinType) -> Bool {
        if old == new { return true }
        switch (old, new) {
        case (.int, .int64), (.int64, .int), (.int, .double), (.int64, .double), (.float, .double), (.url, .string), (.uuid, .string): return true
        default: return false
        }
    }

    private mutating func keys(_ oldKey: TypeExpression, readAs newKey: TypeExpression) -> Bool {
        switch (old.keyForm(oldKey), new.keyForm(newKey)) {
        case (.stringKeys, .stringKeys), (.intKeys, .intKeys), (.intKeys, .stringKeys): return true
        case (.pairs, .pairs): return reads(oldKey, as: newKey)
        default: return false
        }
    }

    private mutating func named(_ oldName: String, readsAs newName: String) -> Bool {
        guard assumed.insert([oldName, newName]).inserted else { return true }
        if let oldFields = old.fields(ofRecord: oldName), let newFields = new.fields(ofRecord: newName) {
            let written = Dictionary(oldFields.map { ($0.name, $0) }) { first, _ in first }
            return newFields.allSatisfy { field in
                guard let before = written[field.name] else { return !field.keyRequired }
                // A field the old record may leave out must not be required now.
                return (before.keyRequired || !field.keyRequired) && reads(before.type, as: field.type)
            }
        }
        if let oldCases = old.cases(ofEnum: oldName), let newCases = new.cases(ofEnum: newName) {
            guard old.isStringEnum(oldName) == new.isStringEnum(newName) else { return false }
            let now = Dictionary(newCases.map { ($0.name, $0.payload) }) { first, _ in first }
            return oldCases.allSatisfy { enumCase in
                guard let payload = now[enumCase.name] else { return false }
                switch (enumCase.payload, payload) {
                case (nil, nil), (.some, nil): return true
                case (nil, .some): return false
                case (let before?, let after?): return reads(before, as: after)
                }
            }
        }
        // The app's own types: the same one reads as itself.
        return old.isExternal(oldName) && new.isExternal(newName) && oldName == newName
    }
}
