/// Renders `SwiftFile` values as text, the way a person would format them: four-space
/// indentation, a blank line between declarations, none between enum cases, stored properties or
/// protocol requirements, nor after a comment that introduces one-line members; a body of one
/// short line on the line of its declaration (`var navGraphNode: NavGraphNodeName { .itemList }`).
///
/// Every comment and documentation line goes through `SwiftEscaper`.
///
/// The access level is decided here, in one place, from the structure: with `access: public`
/// every top-level declaration and every member of a struct, enum, class or extension is written
/// `public`; enum cases and protocol requirements take their type's level, and declarations the
/// translators marked `private` stay private.
struct SwiftCodeWriter {
    /// The text so far, written straight into one string (a million-route graph has tens of
    /// millions of lines; an array of them, joined at the end, held the text twice).
    private var text = ""
    /// Whether the last line written is blank (or nothing is written yet).
    private var lastLineIsBlank = true
    private var level = 0
    private var access = GenerationOptions.AccessLevel.internal
    /// Whether the declarations being written may carry an access modifier (not protocol requirements).
    private var takesAccess = true
    /// The most UTF-8 bytes the text may hold: past it nothing more is written.
    private var budget = Int.max
    /// Whether the text went past `budget`.
    private var exceeded = false

    /// The text of `file`, ending with one newline.
    static func render(_ file: SwiftFile) -> String {
        // Without a budget there is always a text.
        render(file, within: .max) ?? ""
    }

    /// The text of `file`, or `nil` as soon as it holds more than `budget` UTF-8 bytes: the rest
    /// is not written, so output that would be too large costs no more than the budget.
    static func render(_ file: SwiftFile, within budget: Int) -> String? {
        var writer = SwiftCodeWriter()
        writer.budget = budget
        writer.access = file.access
        for line in file.header { writer.comment(line, marker: "//") }
        if !file.imports.isEmpty {
            writer.blank()
            for module in file.imports { writer.write("import \(module)") }
        }
        for declaration in file.declarations where !writer.exceeded {
            writer.blank()
            writer.write(declaration)
        }
        return writer.exceeded ? nil : writer.text
    }

    private mutating func write(_ line: String) {
        guard !exceeded else { return }
        if !line.isEmpty {
            for _ in 0..<level { text += "    " }
            text += line
        }
        text += "\n"
        lastLineIsBlank = line.isEmpty
        if text.utf8.count > budget { exceeded = true }
    }

    private mutating func blank() {
        if !lastLineIsBlank { write("") }
    }

    private mutating func comment(_ text: String, marker: String) {
        for line in SwiftEscaper.commentLines(text) {
            write(line.isEmpty ? marker : "\(marker) \(line)")
        }
    }

    private mutating func doc(_ text: String) {
        if !text.isEmpty { comment(text, marker: "///") }
    }

    private mutating func write(_ declaration: SwiftDeclaration) {
        switch declaration {
        case .typeAlias(let doc, let attributes, let name, let type):
            self.doc(doc)
            for attribute in attributes { write(attribute) }
            write(accessPrefix([]) + "typealias \(name) = \(type)")
        case .type(let type):
            write(type)
        case .enumCase(let doc, let name, let payload):
            self.doc(doc)
            write("case \(name)" + (payload.map { "(\($0))" } ?? ""))
        case .property(let doc, let modifiers, let name, let type, let value, let getter):
            self.doc(doc)
            let binding = value == nil ? "var" : "let"
            let head = (withAccess(modifiers) + ["\(binding) \(name): \(type)"]).joined(separator: " ")
            if let getter {
                block(head + " {", getter)
            } else {
                write(head + (value.map { " = \($0)" } ?? ""))
            }
        case .constant(let doc, let modifiers, let name, let type, let opening, let body, let closing):
            self.doc(doc)
            block((withAccess(modifiers) + ["let \(name): \(type) = \(opening)"]).joined(separator: " "), body, closing: closing)
        case .literal(let doc, let modifiers, let name, let type, let entries):
            self.doc(doc)
            let head = (withAccess(modifiers) + ["let \(name): \(type) = "]).joined(separator: " ")
            if entries.isEmpty {
                write(head + "[:]")
            } else {
                block(head + "[", entries.map { .line($0) }, closing: "]")
            }
        case .function(let doc, let attributes, let signature, let body):
            self.doc(doc)
            for attribute in attributes { write(attribute) }
            let written = Self.functionDeclaration(signature)
            let declaration = accessPrefix(written.split(separator: " ").map(String.init)) + written
            if let body, body.isEmpty {
                write(declaration + " {}")
            } else if let body {
                block(declaration + " {", body)
            } else {
                write(declaration)
            }
        case .comment(let lines):
            for line in lines { comment(line, marker: "//") }
        case .importModule(let module):
            write("import \(module)")
        case .conditional(let condition, let declarations):
            write("#if \(condition)")
            for (index, declaration) in declarations.enumerated() {
                if index > 0, !Self.isImport(declaration) { blank() }
                write(declaration)
            }
            write("#endif")
        case .requiredImport(let module, let message):
            write("#if canImport(\(module))")
            write("@_exported import \(module)")
            write("#else")
            write("#error(\(SwiftEscaper.stringLiteral(message)))")
            write("#endif")
        }
    }

    private mutating func write(_ type: SwiftTypeDeclaration) {
        doc(type.doc)
        for attribute in type.attributes { write(attribute) }
        let conformances = type.conformances.isEmpty ? "" : ": " + type.conformances.joined(separator: ", ")
        // An extension's members carry the access level; an extension that adds conformances may not.
        let typeAccess = type.keyword == .extension ? "" : accessPrefix(type.modifiers)
        let head = typeAccess + (type.modifiers + [type.keyword.rawValue, type.name]).joined(separator: " ")
        guard !type.members.isEmpty else {
            write(head + conformances + " {}")
            return
        }
        write(head + conformances + " {")
        level += 1
        let outer = takesAccess
        takesAccess = type.keyword != .protocol && !type.modifiers.contains("private")
        defer { takesAccess = outer }
        var previous: SwiftDeclaration?
        for member in type.members {
            if let previous, !Self.isAdjacent(previous, member) { blank() }
            write(member)
            previous = member
        }
        level -= 1
        write("}")
    }

    /// `public ` where the file's access level is public and the declaration takes a modifier:
    /// not a protocol requirement, not a declaration already `private` or `fileprivate`.
    private func accessPrefix(_ modifiers: [String]) -> String {
        isPublic(modifiers) ? "public " : ""
    }

    private func isPublic(_ modifiers: [String]) -> Bool {
        access == .public && takesAccess && !modifiers.contains("private") && !modifiers.contains("fileprivate")
    }

    /// `modifiers` with the access level after any attributes (`@NavGraphIndirect public var`).
    private func withAccess(_ modifiers: [String]) -> [String] {
        guard isPublic(modifiers) else { return modifiers }
        let attributes = modifiers.prefix { $0.hasPrefix("@") }
        return attributes + ["public"] + modifiers.dropFirst(attributes.count)
    }

    /// `static name(...)` → `static func name(...)`: leading modifiers stay in front of `func`;
    /// `init(...)` stays as it is.
    private static func functionDeclaration(_ signature: String) -> String {
        var words = signature.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var modifiers: [String] = []
        while let first = words.first, ["static", "private", "mutating", "nonisolated"].contains(first) {
            modifiers.append(first)
            words.removeFirst()
        }
        let isInitializer = words.first.map { $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0.hasPrefix("init<") } ?? false
        return (modifiers + (isInitializer ? [] : ["func"]) + [words.joined(separator: " ")]).joined(separator: " ")
    }

    private static func isImport(_ declaration: SwiftDeclaration) -> Bool {
        if case .importModule = declaration { true } else { false }
    }

    /// Enum cases, stored properties, protocol requirements (each one line under its
    /// documentation) and empty functions without documentation sit on consecutive lines.
    private static func isCompact(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase: true
        case .property(_, _, _, _, _, let getter): getter == nil
        case .function(let doc, _, _, let body): body == nil || doc.isEmpty && body == []
        default: false
        }
    }

    /// Whether `member` follows `previous` without a blank line: compact members together, and
    /// a comment directly above the compact members it introduces.
    private static func isAdjacent(_ previous: SwiftDeclaration, _ member: SwiftDeclaration) -> Bool {
        if case .comment = previous { return isCompact(member) }
        return isCompact(previous) && isCompact(member)
    }

    /// The longest line, indentation included, that a one-line body is joined onto.
    private static let joinedLineLimit = 120

    private mutating func block(_ opening: String, _ body: [SwiftStatement], closing: String = "}") {
        if closing == "}", opening.hasSuffix("{"), body.count == 1, case .line(let line) = body[0],
           level * 4 + opening.count + line.count + 4 <= Self.joinedLineLimit {
            write("\(opening) \(line) }")
            return
        }
        write(opening)
        level += 1
        for statement in body { write(statement) }
        level -= 1
        write(closing)
    }

    private mutating func write(_ statement: SwiftStatement) {
        switch statement {
        case .line(let line):
            write(line)
        case .block(let opening, let body, let closing):
            block(opening, body, closing: closing)
        case .switchOver(let subject, let cases):
            write("switch \(subject) {")
            for clause in cases {
                let label = clause.pattern.map { "case \($0):" } ?? "default:"
                if clause.body.count == 1, case .line(let line) = clause.body[0] {
                    write("\(label) \(line)")
                } else {
                    write(label)
                    level += 1
                    for statement in clause.body { write(statement) }
                    level -= 1
                }
            }
            write("}")
        case .comment(let text):
            comment(text, marker: "//")
        }
    }
}
