/// Lines and columns of a file, counted the way libyaml counts them — the one notion of a line
/// break in NavGraph, used by the reader and the reports.
///
/// Lines break at LF, CR LF, a lone CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH
/// SEPARATOR (U+2029): libyaml reads YAML 1.1, where all of them end a line. Columns count
/// Unicode scalars from 1. A UTF-8 byte-order mark at the start belongs to no line, so the first
/// character after it is at 1:1.
struct LineTable: Sendable {
    private let bytes: [UInt8]
    /// Byte offset where each line starts.
    private var lineStarts: [Int]
    /// Byte offset where each line's text ends (its break excluded).
    private var lineEnds: [Int] = []
    /// Unicode scalars on each line, its break excluded.
    private var scalarCounts: [Int] = []
    /// How many lines the file has; a final line break does not start another one.
    private(set) var lineCount = 0

    /// The UTF-8 byte-order mark.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let start = bytes.starts(with: Self.byteOrderMark) ? Self.byteOrderMark.count : 0
        lineStarts = [start]
        // One pass over the buffer without generic calls per byte: a debug build reads every
        // graph file through here, so each byte must cost little.
        var scalars = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            guard let base = buffer.baseAddress else { return }
            while index < buffer.count {
                let byte = base[index]
                let length = Self.mayBeginLineBreak(byte) ? Self.lineBreakLength(in: buffer, at: index) : 0
                if length > 0 {
                    lineEnds.append(index)
                    scalarCounts.append(scalars)
                    scalars = 0
                    index += length
                    lineStarts.append(index)
                    continue
                }
                if byte & 0xC0 != 0x80 { scalars += 1 }
                index += 1
            }
        }
        lineEnds.append(bytes.count)
        scalarCounts.append(scalars)
        lineCount = lineStarts.count > 1 && lineStarts.last == bytes.count ? lineStarts.count - 1 : lineStarts.count
    }

    /// Whether a byte is one of the four that can begin a line break (most bytes are not: the
    /// pass over every byte asks this first).
    private static func mayBeginLineBreak(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2
    }

    /// The length in bytes of the line break that starts at `index` (2 for CR LF and NEL, 3 for
    /// U+2028 and U+2029), or 0 when none starts there.
    private static func lineBreakLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let first = bytes[index]
        guard mayBeginLineBreak(first) else { return 0 }
        let second: UInt8 = index + 1 < bytes.count ? bytes[index + 1] : 0
        switch first {
        case 0x0A: return 1
        case 0x0D: return second == 0x0A ? 2 : 1
        case 0xC2: return second == 0x85 ? 2 : 0
        default:
            let third: UInt8 = index + 2 < bytes.count ? bytes[index + 2] : 0
            return second == 0x80 && (third == 0xA8 || third == 0xA9) ? 3 : 0
        }
    }

    /// The column just past the last character of a 1-based line (1 for an empty line); `nil` past the end.
    func endColumn(ofLine number: Int) -> Int? {
        guard number >= 1, number <= lineCount else { return nil }
        return scalarCounts[number - 1] + 1
    }

    /// The 1-based line and column of a byte offset (an offset inside a multi-byte character or a
    /// line break counts as that character's place).
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, lineStarts[0]), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let end = min(clamped, lineEnds[low])
        // Count the bytes that begin a scalar (not UTF-8 continuation bytes 10xxxxxx).
        let scalarsBefore = bytes[lineStarts[low]..<end].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return clampedToFile(line: low + 1, column: scalarsBefore + 1)
    }

    /// The nearest place inside the file: a line past the end becomes the end of the last line,
    /// a column past its line's end the end of that line. libyaml marks the end of a stream
    /// without a final line break on the line after it.
    func clampedToFile(line: Int, column: Int) -> (line: Int, column: Int) {
        let last = lineCount
        guard line <= last else { return (last, endColumn(ofLine: last) ?? 1) }
        let line = max(line, 1)
        return (line, min(max(column, 1), endColumn(ofLine: line) ?? 1))
    }

    /// The byte offset of a 1-based line and column (columns in Unicode scalars), kept inside the
    /// file: a line past the end is the end of the file, a column past its line's end that end.
    func byteOffset(line: Int, column: Int) -> Int {
        guard line <= lineCount else { return bytes.count }
        let index = max(line, 1) - 1
        var offset = lineStarts[index]
        var scalarsLeft = column - 1
        while scalarsLeft > 0, offset < lineEnds[index] {
            offset += 1
            // A scalar ends where the next one begins: skip UTF-8 continuation bytes 10xxxxxx.
            while offset < lineEnds[index], bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalarsLeft -= 1
        }
        return offset
    }

    /// The text of a 1-based line, without its line break; `nil` past the end.
    func line(_ number: Int) -> [UInt8]? {
        guard number >= 1, number <= lineCount else { return nil }
        return Array(bytes[lineStarts[number - 1]..<lineEnds[number - 1]])
    }
}
