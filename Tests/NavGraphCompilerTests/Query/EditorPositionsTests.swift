import Testing
@testable import NavGraphCompiler

/// The compiler's places (lines as libyaml breaks them, columns in Unicode scalars) and an
/// editor's (LSP: lines at LF, CR LF and CR, columns in UTF-16 units).
@Suite("Editor positions")
struct EditorPositionsTests {
    private func location(_ line: Int, _ column: Int) -> NavGraphCompiler.SourceLocation {
        NavGraphCompiler.SourceLocation(file: "f", line: line, column: column)
    }

    @Test("a character outside the BMP is one column and two UTF-16 units; a letter with an accent one of each")
    func utf16Columns() {
        let positions = EditorPositions(Array("a: 😀é x\n".utf8))
        #expect(positions.position(of: location(1, 7)) == EditorPosition(line: 0, utf16Column: 7), "'x', after six scalars, seven UTF-16 units")
        #expect(positions.location(of: EditorPosition(line: 0, utf16Column: 7), file: "f") == location(1, 7))
        #expect(positions.location(of: EditorPosition(line: 0, utf16Column: 99), file: "f") == location(1, 8), "past the line's end: its end")
    }

    @Test("CR LF and a lone CR break lines for both; NEL and U+2028 for libyaml only")
    func lineBreaks() {
        let positions = EditorPositions(Array("a\r\nb\rc\u{85}d\u{2028}e\n".utf8))
        #expect(positions.position(of: location(3, 1)) == EditorPosition(line: 2, utf16Column: 0), "c")
        #expect(positions.position(of: location(4, 1)) == EditorPosition(line: 2, utf16Column: 2), "d: after c and NEL, on the editor's line of c")
        #expect(positions.position(of: location(5, 1)) == EditorPosition(line: 2, utf16Column: 4), "e")
        #expect(positions.location(of: EditorPosition(line: 2, utf16Column: 4), file: "f") == location(5, 1))
    }

    @Test("a byte-order mark belongs to no line in either")
    func byteOrderMark() {
        let positions = EditorPositions([0xEF, 0xBB, 0xBF] + Array("ab".utf8))
        #expect(positions.position(of: location(1, 2)) == EditorPosition(line: 0, utf16Column: 1))
        #expect(positions.byteOffset(of: EditorPosition(line: 0, utf16Column: 0)) == 3)
    }
}
