import Testing
@testable import NavGraphCompiler

/// Every syntax node keeps its range as libyaml reports it: start and end, in lines and
/// Unicode-scalar columns, whatever the text between them.
@Suite("Syntax ranges: where each node starts and ends")
struct SyntaxRangeTests {
    // Columns count Unicode scalars, so 'Größe' and 'Dé' are one column a letter though ö, ß and
    // é are two bytes each; a tab is one column.
    private static let text = #"""
        version: 1
        screens:
          Café:
            context: 'Größe'
            routes:
              open: { to: "Dé\"tail",
                style: push }
              back:
                to: Home
                style: pop

            note: |
              first
              second
            shared: &x Shared
            after: [a, *x]
            tabbed: {	k: v}
            folded: "one
              two"
        """#

    private static let path = "ranges.navgraph.yaml"

    private func root(_ text: String = text) throws -> SyntaxNode {
        var diagnostics = DiagnosticBag()
        let root = SyntaxReader.read(SourceFile(path: Self.path, text: text), diagnostics: &diagnostics)
        #expect(diagnostics.sorted().isEmpty)
        return try #require(root)
    }

    /// The value at `keys` below `node`, each key a mapping key or a list index.
    private func value(_ node: SyntaxNode, _ keys: String...) throws -> SyntaxNode {
        var node = node
        for key in keys {
            switch node.kind {
            case .mapping(let pairs): node = try #require(pairs.first { $0.key.scalarText == key }?.value, "no key \(key)")
            case .sequence(let items): node = items[try #require(Int(key))]
            case .scalar: Issue.record("\(key) below a scalar")
            }
        }
        return node
    }

    private func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
        SourceRange(
            start: SourceLocation(file: Self.path, line: line, column: column),
            end: SourceLocation(file: Self.path, line: endLine, column: endColumn))
    }

    @Test("a plain scalar ends after its last character")
    func plainScalar() throws {
        #expect(try value(root(), "screens", "Café", "routes", "back", "to").range == range(9, 13, 9, 17))
    }

    @Test("a quoted scalar includes its quotes; columns count Unicode scalars, an escape as written")
    func quotedScalar() throws {
        let screen = try value(root(), "screens", "Café")
        #expect(try value(screen, "context").range == range(4, 14, 4, 21))
        #expect(try value(screen, "routes", "open", "to").range == range(6, 19, 6, 29))
    }

    @Test("a quoted scalar over two lines ends at its closing quote")
    func quotedOverLines() throws {
        #expect(try value(root(), "screens", "Café", "folded").range == range(18, 13, 19, 11))
    }

    @Test("a flow mapping over two lines runs from its brace to just past the closing one")
    func multiLineFlowMapping() throws {
        #expect(try value(root(), "screens", "Café", "routes", "open").range == range(6, 13, 7, 22))
    }

    @Test("a block mapping ends with its last value, not at the blank line or the key after it")
    func wholeRouteMapping() throws {
        let root = try root()
        #expect(try value(root, "screens", "Café", "routes", "back").range == range(9, 9, 10, 19))
        #expect(try value(root, "screens", "Café", "routes").range == range(6, 7, 10, 19))
    }

    @Test("a block scalar runs from its indicator through its last line break")
    func blockScalar() throws {
        let note = try value(root(), "screens", "Café", "note")
        #expect(note.range == range(12, 11, 15, 1))
        #expect(note.scalarText == "first\nsecond\n")
    }

    @Test("an alias's range is the alias, not the anchored node's; the anchor is part of that node")
    func alias() throws {
        let screen = try value(root(), "screens", "Café")
        #expect(try value(screen, "shared").range == range(15, 13, 15, 22))
        let alias = try value(screen, "after", "1")
        #expect(alias.scalarText == "Shared")
        #expect(alias.range == range(16, 16, 16, 18))
        #expect(try value(screen, "after").range == range(16, 12, 16, 19))
    }

    @Test("a tab is one column")
    func tab() throws {
        let tabbed = try value(root(), "screens", "Café", "tabbed")
        #expect(tabbed.range == range(17, 13, 17, 20))
        #expect(try value(tabbed, "k").range == range(17, 18, 17, 19))
    }

    @Test("CR LF line breaks and a byte-order mark leave lines and columns as an editor shows them")
    func crlfAndByteOrderMark() throws {
        let root = try root("\u{FEFF}version: 1\r\nentry: 'Start'\r\nnote: |\r\n  x\r\nlast: y")
        #expect(try value(root, "entry").range == range(2, 8, 2, 15))
        #expect(try value(root, "note").range == range(3, 7, 5, 1))
        #expect(try value(root, "last").range == range(5, 7, 5, 8), "the end of a text without a final line break")
        #expect(root.range == range(1, 1, 5, 8))
    }
}
