/// Generated Swift as a structure, before it is text: the output of translation and the input
/// of `SwiftCodeWriter`.
///
/// Names in the model have already been through `SwiftName`; documentation is kept as the
/// graph's raw text and escaped by the writer, so no user text reaches the output unescaped.

/// A file of generated Swift.
struct SwiftFile: Equatable {
    /// Comment lines at the top (raw text; escaped when written).
    var header: [String]
    /// Modules imported unconditionally.
    var imports: [String]
    /// The declarations, in order.
    var declarations: [SwiftDeclaration]
    /// The access level the writer gives every declaration an app uses (`generate: access:`).
    var access: GenerationOptions.AccessLevel = .internal
}

/// One declaration of generated Swift.
indirect enum SwiftDeclaration: Equatable {
    /// `typealias name = type`, after its attributes (`@available(...)`), each on a line.
    case typeAlias(doc: String, attributes: [String] = [], name: String, type: String)
    /// A struct, enum, class, protocol or extension with its members.
    case type(SwiftTypeDeclaration)
    /// `case name` or `case name(payload)`
    case enumCase(doc: String, name: String, payload: String?)
    /// `let name: type = value` with a value, `var name: type` (stored) without, or a computed
    /// property with a getter body.
    case property(doc: String, modifiers: [String], name: String, type: String, value: String?, getter: [SwiftStatement]?)
    /// `let name: type = opening`, the body indented, `closing`: a value written over several
    /// lines (`NavGraphWays.shop: [...] = NavGraphWays.main + [` a step `]`).
    case constant(doc: String, modifiers: [String], name: String, type: String, opening: String, body: [SwiftStatement], closing: String)
    /// `let name: type = [` one entry per line `]`: a collection literal.
    case literal(doc: String, modifiers: [String], name: String, type: String, entries: [String])
    /// A function: a protocol requirement when `body` is `nil`. The signature is what follows
    /// `func`, after any leading modifiers (`static`), which the writer puts before `func`.
    case function(doc: String, attributes: [String], signature: String, body: [SwiftStatement]?)
    /// `// text` lines (raw text; escaped when written).
    case comment([String])
    /// `import module`, for imports that sit inside a `#if`.
    case importModule(String)
    /// `#if condition` around declarations.
    case conditional(condition: String, [SwiftDeclaration])
    /// `@_exported import module` where the module can be imported, else `#error(message)`: a
    /// missing dependency stops the build with a message that says how to add it. Re-exported, so
    /// that the app's own files (its FlowControllers) see the module without importing it.
    case requiredImport(module: String, message: String)
}

/// Attributes generated code writes.
enum SwiftAttribute {
    /// `@available(*, deprecated, renamed: "name")`: a name kept for code written before a rename
    /// (`formerly:` in the graph); the build warns where it is used and offers the new name.
    static func deprecated(renamed name: String) -> String {
        "@available(*, deprecated, renamed: \(SwiftEscaper.stringLiteral(name)))"
    }
}

/// A struct, enum, class, protocol or extension.
struct SwiftTypeDeclaration: Equatable {
    /// The keyword that introduces a type declaration.
    enum Keyword: String {
        case `struct`, `enum`, `class`, `protocol`, `extension`
    }

    /// Documentation (raw text).
    var doc: String
    /// Attributes on their own line, such as `@MainActor`.
    var attributes: [String] = []
    /// Modifiers before the keyword, such as `final`.
    var modifiers: [String] = []
    /// `struct`, `enum`, ...
    var keyword: Keyword
    /// The declared or extended type's name.
    var name: String
    /// Superclass and protocols.
    var conformances: [String] = []
    /// The members.
    var members: [SwiftDeclaration]
}

/// One statement of a function or getter body.
indirect enum SwiftStatement: Equatable {
    /// A line of code.
    case line(String)
    /// `opening {`, the body indented, `}` (for closures, `if`, `guard ... else`).
    case block(opening: String, body: [SwiftStatement], closing: String = "}")
    /// `switch subject {` with `case pattern:` clauses; a clause with one short statement is written on one line.
    case switchOver(subject: String, cases: [SwitchClause])
    /// `// text` (raw text; escaped when written).
    case comment(String)
}

/// One `case` of a `switch`, or its `default`.
struct SwitchClause: Equatable {
    /// The pattern after `case`; `nil` for `default`.
    var pattern: String?
    /// The statements.
    var body: [SwiftStatement]

    /// `case pattern:`.
    init(pattern: String, body: [SwiftStatement]) {
        self.pattern = pattern
        self.body = body
    }

    /// `default:`, for the values no other clause matches.
    static func otherwise(_ body: [SwiftStatement]) -> SwitchClause {
        var clause = SwitchClause(pattern: "", body: body)
        clause.pattern = nil
        return clause
    }
}
