/// Turns byte offsets of a file into lines and columns the way libyaml counts them:
/// lines break at LF, CR LF or a lone CR; columns count Unicode scalars from 1.
struct LineTable {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                lineStarts.append(index + 1)
            }
            index += 1
        }
    }

    /// The 1-based line and column of a byte offset (an offset inside a multi-byte
    /// character counts as that character).
    func position(ofByte offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= clamped { low = middle } else { high = middle - 1 }
        }
        let start = lineStarts[low]
        // Count the bytes that begin a scalar (not UTF-8 continuation bytes 10xxxxxx).
        let scalarsBefore = bytes[start..<clamped].reduce(0) { $1 & 0xC0 == 0x80 ? $0 : $0 + 1 }
        return (low + 1, scalarsBefore + 1)
    }

    /// The text of a 1-based line, without its line break; `nil` past the end.
    func line(_ number: Int) -> [UInt8]? {
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return Array(bytes[start..<end])
    }
}
