/// Renders `SwiftFile` values as text, the way a person would format them: four-space
/// indentation, a blank line between declarations, none between enum cases or stored properties.
///
/// Every comment and documentation line goes through `SwiftEscaper`.
struct SwiftCodeWriter {
    /// The text so far, written straight into one string (a million-route graph has tens of
    /// millions of lines; an array of them, joined at the end, held the text twice).
    private var text = ""
    /// Whether the last line written is blank (or nothing is written yet).
    private var lastLineIsBlank = true
    private var level = 0

    /// The text of `file`, ending with one newline.
    static func render(_ file: SwiftFile) -> String {
        var writer = SwiftCodeWriter()
        for line in file.header { writer.comment(line, marker: "//") }
        if !file.imports.isEmpty {
            writer.blank()
            for module in file.imports { writer.write("import \(module)") }
        }
        for declaration in file.declarations {
            writer.blank()
            writer.write(declaration)
        }
        return writer.text
    }

    private mutating func write(_ line: String) {
        if !line.isEmpty {
            for _ in 0..<level { text += "    " }
            text += line
        }
        text += "\n"
        lastLineIsBlank = line.isEmpty
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
        case .typeAlias(let doc, let name, let type):
            self.doc(doc)
            write("typealias \(name) = \(type)")
        case .type(let type):
            write(type)
        case .enumCase(let doc, let name, let payload):
            self.doc(doc)
            write("case \(name)" + (payload.map { "(\($0))" } ?? ""))
        case .property(let doc, let modifiers, let name, let type, let value, let getter):
            self.doc(doc)
            let binding = value == nil ? "var" : "let"
            let head = (modifiers + ["\(binding) \(name): \(type)"]).joined(separator: " ")
            if let getter {
                block(head + " {", getter)
            } else {
                write(head + (value.map { " = \($0)" } ?? ""))
            }
        case .literal(let doc, let modifiers, let name, let type, let entries):
            self.doc(doc)
            let head = (modifiers + ["let \(name): \(type) = "]).joined(separator: " ")
            if entries.isEmpty {
                write(head + "[:]")
            } else {
                block(head + "[", entries.map { .line($0) }, closing: "]")
            }
        case .function(let doc, let attributes, let signature, let body):
            self.doc(doc)
            for attribute in attributes { write(attribute) }
            let declaration = Self.functionDeclaration(signature)
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
        let head = (type.modifiers + [type.keyword.rawValue, type.name]).joined(separator: " ")
        write(head + conformances + " {")
        level += 1
        var previous: SwiftDeclaration?
        for member in type.members {
            if let previous, !(Self.isCompact(previous) && Self.isCompact(member)) { blank() }
            write(member)
            previous = member
        }
        level -= 1
        write("}")
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

    /// Enum cases and stored properties without documentation sit on consecutive lines.
    private static func isCompact(_ declaration: SwiftDeclaration) -> Bool {
        switch declaration {
        case .enumCase: true
        case .property(_, _, _, _, _, let getter): getter == nil
        default: false
        }
    }

    private mutating func block(_ opening: String, _ body: [SwiftStatement], closing: String = "}") {
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
                if clause.body.count == 1, case .line(let line) = clause.body[0] {
                    write("case \(clause.pattern): \(line)")
                } else {
                    write("case \(clause.pattern):")
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
