/// A link's `set:` against what it binds (`link-parameter-mismatch`): one constant for a scalar,
/// fields by name for a record, each read from its text as a URL's text is (`LinkBinding.reads`).
/// Checked at the link's own pattern only: a pattern it answered before (`formerly:`) shares them.
extension LinkChecker {
    /// `set:` where the link binds nothing, for `reason` (no context, a case that carries nothing).
    func reportUnboundConstants(_ link: Link, because reason: String, diagnostics: inout DiagnosticBag) {
        guard link.replacedBy == nil, let constants = link.constants else { return }
        diagnostics.add(.linkParameterMismatch, "'set' of link '\(link.written)' binds nothing: \(reason); remove it", at: constants.range)
    }

    /// Whether `set:` gives the one value of the scalar `type` (reported when it gives fields, or
    /// a text that does not read as one).
    func checkScalarConstant(_ link: Link, type: TypeExpression, canonical: TypeExpression, diagnostics: inout DiagnosticBag) -> Bool {
        guard let constants = link.constants else { return false }
        guard link.replacedBy == nil else { return true }
        guard case .value(let value) = constants.value else {
            diagnostics.add(
                .linkParameterMismatch, "'set' of link '\(link.written)' gives fields, but it binds one '\(type)': write its value, as in 'set: \(example(of: canonical))'",
                at: constants.range)
            return true
        }
        checkReads(value, as: type, canonical: canonical, what: "'set' of link '\(link.written)'", diagnostics: &diagnostics)
        return true
    }

    /// The fields `set:` gives a record, by name: each a field of `record` (with its did-you-mean),
    /// of a type text spells, not bound by a parameter too, its text read as that type.
    func checkFieldConstants(_ link: Link, record: String, fields declared: [RecordField], byName: [String: RecordField], diagnostics: inout DiagnosticBag) {
        guard link.replacedBy == nil, let constants = link.constants else { return }
        guard case .fields(let fields) = constants.value else {
            diagnostics.add(
                .linkParameterMismatch, "'set' of link '\(link.written)' gives one value, but it binds the record '\(record)': set its fields by name, as in 'set: { \(declared.first?.name.value ?? "field"): … }'",
                at: constants.range)
            return
        }
        let parameters = Dictionary(link.pattern.value.bindingParameters.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
        for constant in fields {
            let name = constant.name.value
            guard let field = byName[name] else {
                let hint = diagnostics.didYouMean(name, among: byName.keys.sorted())
                diagnostics.add(.linkParameterMismatch, "'set' of link '\(link.written)' sets '\(name)', which is no field of '\(record)'\(hint)", at: constant.name.range)
                continue
            }
            let note = DiagnosticNote("'\(name)' is declared here", at: field.name.location)
            if let parameter = parameters[name] {
                diagnostics.add(
                    .linkParameterMismatch,
                    "field '\(name)' of '\(record)' is bound by parameter '\(parameter.name)' of link '\(link.written)' and set to '\(DiagnosticText.excerpt(constant.value.value))': remove one",
                    at: constant.name.range, notes: [note])
                continue
            }
            guard let canonical = resolver.canonical(field.type.value) else { continue }
            guard LinkBinding.isScalar(canonical, in: graph) else {
                diagnostics.add(
                    .linkParameterMismatch, "field '\(name)' of '\(record)' is a '\(field.type.value)', which a constant cannot spell", at: constant.name.range, notes: [note])
                continue
            }
            checkReads(constant.value, as: field.type.value, canonical: canonical, what: "field '\(name)' of '\(record)'", diagnostics: &diagnostics)
        }
    }

    /// Reports a constant whose text does not read as `type` (a case the enum lacks, with its
    /// did-you-mean; `yes` for a `Bool`).
    private func checkReads(_ value: Located<String>, as type: TypeExpression, canonical: TypeExpression, what: String, diagnostics: inout DiagnosticBag) {
        guard !LinkBinding.reads(value.value, as: canonical, caseNames: caseNames) else { return }
        let text = DiagnosticText.excerpt(value.value)
        var wrapped = canonical
        if case .optional(let inner) = canonical { wrapped = inner }
        if case .named(let name) = wrapped, let cases = caseNames(name) {
            let hint = diagnostics.didYouMean(value.value, among: cases)
            diagnostics.add(.linkParameterMismatch, "\(what) is a '\(type)', which has no case '\(text)'\(hint)", at: value.range)
            return
        }
        diagnostics.add(
            .linkParameterMismatch, "\(what) is a '\(type)', and '\(text)' does not read as one: write it as a URL would carry it, as in '\(example(of: wrapped))'",
            at: value.range)
    }

    /// The case names of the enum `name`, `nil` for another type.
    private func caseNames(_ name: String) -> [String]? {
        guard case .enumeration(let cases) = graph.type(named: name)?.kind else { return nil }
        return cases.map(\.name.value)
    }

    /// A constant of the canonical scalar `type`, as a message suggests writing one.
    private func example(of type: TypeExpression) -> String {
        switch type {
        case .optional(let wrapped): example(of: wrapped)
        case .builtin(.int), .builtin(.int64): "42"
        case .builtin(.double), .builtin(.float): "1.5"
        case .builtin(.bool): "true"
        case .builtin(.uuid): "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        case .named(let name): caseNames(name)?.first ?? name
        default: "text"
        }
    }
}
