@testable import NavGraphCompiler

/// Text edits at the places the compiler read (columns in Unicode scalars, as libyaml counts), for
/// tests that change a graph as a person would: rename a declaration and its uses, change a value,
/// insert a key.
struct GraphEdit {
    /// What a range's text becomes; an empty range inserts.
    var range: SourceRange
    var replacement: String

    /// `text` with every edit made; edits must not overlap.
    static func apply(_ edits: [GraphEdit], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let start = edit.range.start
            let end = edit.range.end
            let head = Array(lines[start.line - 1].prefix(start.column - 1))
            let tail = Array(lines[end.line - 1].dropFirst(end.column - 1))
            let middle = edit.replacement.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
            var replaced = middle
            replaced[0] = head + replaced[0]
            replaced[replaced.count - 1] += tail
            lines.replaceSubrange((start.line - 1)...(end.line - 1), with: replaced)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    /// The edits that rename the screen or flow `name` and every use of it to `newName`.
    static func renaming(node name: String, to newName: String, in index: GraphIndex) -> [GraphEdit] {
        let key = DeclarationKey(.screenOrFlow, name)
        return (index.declarations(of: key) + index.references(to: key)).map { GraphEdit(range: $0.range, replacement: newName) }
    }

    /// The edit that renames the route `route` of `owner` (its uses are by name in no other place).
    static func renaming(route: String, of owner: String, to newName: String, in index: GraphIndex) -> [GraphEdit] {
        index.declarations(of: DeclarationKey(.route(owner: owner), route)).map { GraphEdit(range: $0.range, replacement: newName) }
    }

    /// An insertion of `text` at `location`.
    static func inserting(_ text: String, at location: SourceLocation) -> GraphEdit {
        GraphEdit(range: SourceRange(at: location), replacement: text)
    }
}
