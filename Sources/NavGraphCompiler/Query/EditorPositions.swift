/// A place in a file as an editor speaking the Language Server Protocol counts it: a 0-based
/// line and a 0-based column in UTF-16 code units (LSP's default `positionEncoding`).
public struct EditorPosition: Hashable, Sendable, Comparable {
    /// The 0-based line; lines break at LF, CR LF and a lone CR only, as LSP says.
    public var line: Int
    /// The 0-based column, in UTF-16 code units: a character outside the Basic Multilingual
    /// Plane (most emoji) counts 2.
    public var utf16Column: Int

    /// Creates a position.
    public init(line: Int, utf16Column: Int) {
        self.line = line
        self.utf16Column = utf16Column
    }

    /// Orders by line, then column.
    public static func < (lhs: EditorPosition, rhs: EditorPosition) -> Bool {
        lhs.line != rhs.line ? lhs.line < rhs.line : lhs.utf16Column < rhs.utf16Column
    }
}

/// Converts between the compiler's places (1-based lines as libyaml breaks them, columns in
/// Unicode scalars: ``SourceLocation``) and an editor's (``EditorPosition``), for one file's text.
///
/// The two disagree in two ways: columns (a scalar outside the BMP is one column here and two
/// UTF-16 units there) and lines (libyaml also breaks lines at NEL, U+2028 and U+2029, which LSP
/// does not). Both are taken through the byte offset, so neither is assumed away. A UTF-8
/// byte-order mark belongs to no line in either: editors drop it from the text they hold.
public struct EditorPositions: Sendable {
    private let bytes: [UInt8]
    private let lines: LineTable
    /// Byte offset where each editor line starts.
    private let editorLineStarts: [Int]

    /// The positions of a file with these contents.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        lines = LineTable(bytes)
        let start = bytes.starts(with: LineTable.byteOrderMark) ? LineTable.byteOrderMark.count : 0
        var starts = [start]
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        editorLineStarts = starts
    }

    /// The editor's position of a compiler location in this file.
    public func position(of location: SourceLocation) -> EditorPosition {
        position(ofByte: lines.byteOffset(line: location.line, column: location.column))
    }

    /// The compiler's location of an editor position in this file (`file` is the path it carries);
    /// a position past its line's end is that end, one past the last line the end of the file.
    public func location(of position: EditorPosition, file: String) -> SourceLocation {
        let place = lines.position(ofByte: byteOffset(of: position))
        return SourceLocation(file: file, line: place.line, column: place.column)
    }

    /// The byte offset of an editor position, kept inside its line (a column past the line's end
    /// is its end, before the line break).
    public func byteOffset(of position: EditorPosition) -> Int {
        guard position.line >= 0 else { return editorLineStarts[0] }
        guard position.line < editorLineStarts.count else { return bytes.count }
        let end = lineEnd(position.line)
        var offset = editorLineStarts[position.line]
        var units = 0
        while offset < end, units < position.utf16Column {
            let length = Self.scalarLength(bytes[offset])
            units += length == 4 ? 2 : 1
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The editor's position of a byte offset.
    public func position(ofByte offset: Int) -> EditorPosition {
        let clamped = min(max(offset, editorLineStarts[0]), bytes.count)
        var low = 0
        var high = editorLineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if editorLineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let end = min(clamped, lineEnd(low))
        var units = 0
        var index = editorLineStarts[low]
        while index < end {
            let length = Self.scalarLength(bytes[index])
            units += length == 4 ? 2 : 1
            index += length
        }
        return EditorPosition(line: low, utf16Column: units)
    }

    /// Where line `index`'s text ends, its break excluded.
    private func lineEnd(_ index: Int) -> Int {
        guard index + 1 < editorLineStarts.count else { return bytes.count }
        var end = editorLineStarts[index + 1]
        if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0, end > editorLineStarts[index], bytes[end - 1] == 0x0D { end -= 1 }
        return end
    }

    /// The length in bytes of the UTF-8 sequence a lead byte begins (1 for a stray continuation
    /// byte, so that a walk over text that is not UTF-8 still moves on).
    private static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
