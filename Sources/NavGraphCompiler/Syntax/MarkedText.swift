/// A graph file's text as libyaml reads it (and Yams composes it, when it must): marked, in one
/// pass over the text, so that reading costs time linear in its size and gets past duplicate keys.
///
/// Two kinds of marks are inserted, each a payload between two *sentinels* — a private-use
/// character the file does not contain — and each taken out again by `unmarked(_:)`:
/// - Before every alias (`*name`), an empty mark: `*name` becomes part of a plain scalar, so
///   libyaml and Yams never see an alias, Yams never shares a node and never hashes an expanded
///   alias bomb. The tree builder recognises the alias (a plain scalar cannot start with `*`) and
///   expands it itself, counting what it adds. Nothing about quotes or comments needs to be known for this: a mark
///   inside quoted text or a comment is simply taken out again.
/// - Before every scalar that may be a key (at a line's start, after `- `, `? `, `{`, `[` or `,`,
///   on a line with a `:` after it), a numbered mark: every key differs from every other, so Yams
///   never stops at a duplicate (the tree builder asks it only about keys without a mark), and the
///   tree builder finds all duplicates in one pass.
///
/// A mark only ever goes before a character that begins or continues a scalar (a letter, a digit,
/// `_`, any non-ASCII character, or just after an opening quote), so the document's structure is
/// the same as the original's. Marks add no line breaks; `originalColumn(line:column:)` maps
/// libyaml's columns back.
struct MarkedText {
    /// The text to read.
    let text: String
    /// The character that delimits marks.
    let sentinel: Unicode.Scalar
    /// Its UTF-8 encoding.
    private let sentinelBytes: [UInt8]

    /// One inserted mark: where it is in the marked text, and how many scalars it adds.
    fileprivate struct Insertion {
        let line: Int
        let column: Int
        let length: Int
        /// Scalars inserted before it on the same line.
        let before: Int
    }

    private let insertions: [Insertion]
    /// For each line from 1, the index in `insertions` of its first insertion (of the next
    /// line's, when it has none), and one more entry past the last line with one.
    private let firstInsertion: [Int]

    /// Marks `bytes` (UTF-8, without byte-order mark); `nil` when the file contains every
    /// private-use character and so leaves no sentinel free (only a hostile file does).
    init?(_ bytes: [UInt8]) {
        guard let sentinel = Self.freeSentinel(in: bytes) else { return nil }
        self.sentinel = sentinel
        sentinelBytes = Array(String(sentinel).utf8)
        let (output, insertions) = bytes.withUnsafeBufferPointer { buffer in
            var scanner = Scanner(bytes: buffer, sentinel: sentinel)
            scanner.run()
            return (scanner.output, scanner.insertions)
        }
        text = String(decoding: output, as: UTF8.self)
        self.insertions = insertions
        var firstInsertion: [Int] = []
        for index in insertions.indices {
            while firstInsertion.count < insertions[index].line { firstInsertion.append(index) }
        }
        firstInsertion.append(insertions.count)
        self.firstInsertion = firstInsertion
    }

    /// The column in the original text of a column in the marked text; a column inside a mark
    /// is the column of the character the mark stands before.
    func originalColumn(line: Int, column: Int) -> Int {
        // The last insertion on `line` at or before `column`, searched for among that line's.
        guard line >= 1, line < firstInsertion.count else { return column }
        var low = firstInsertion[line - 1]
        var high = firstInsertion[line]
        let lineStart = low
        while low < high {
            let middle = (low + high) / 2
            if insertions[middle].column <= column { low = middle + 1 } else { high = middle }
        }
        guard low > lineStart else { return column }
        let insertion = insertions[low - 1]
        if column < insertion.column + insertion.length { return insertion.column - insertion.before }
        return column - insertion.before - insertion.length
    }

    /// `text` with every mark taken out: exactly what was written.
    func unmarked(_ text: String) -> String {
        var text = text
        return text.withUTF8 { unmarked($0) }
    }

    /// The text of UTF-8 `bytes` (a scalar's, as libyaml gives it) with every mark taken out.
    ///
    /// Every scalar of a key carries a mark, so this runs once per node: it works on UTF-8 bytes
    /// (a sentinel's encoding cannot occur inside another character's) and copies the text once.
    func unmarked(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard var sentinelAt = nextSentinel(in: bytes, from: 0), let source = bytes.baseAddress else {
            return String(decoding: bytes, as: UTF8.self)
        }
        // The common case, a key: one mark, at the start. The text is what follows it.
        if sentinelAt == 0, let closing = nextSentinel(in: bytes, from: sentinelBytes.count),
            nextSentinel(in: bytes, from: closing + sentinelBytes.count) == nil {
            let textStart = closing + sentinelBytes.count
            return String(decoding: UnsafeBufferPointer(start: source + textStart, count: bytes.count - textStart), as: UTF8.self)
        }
        return String(unsafeUninitializedCapacity: bytes.count) { target in
            guard let destination = target.baseAddress else { return 0 }
            var written = 0
            var copyFrom = 0
            var insideMark = false
            func keep(upTo end: Int) {
                (destination + written).update(from: source + copyFrom, count: end - copyFrom)
                written += end - copyFrom
            }
            while true {
                if !insideMark { keep(upTo: sentinelAt) }
                insideMark.toggle()
                copyFrom = sentinelAt + sentinelBytes.count
                guard let next = nextSentinel(in: bytes, from: copyFrom) else { break }
                sentinelAt = next
            }
            if !insideMark { keep(upTo: bytes.count) }
            return written
        }
    }

    /// Whether a scalar's UTF-8 `bytes` begin with a key's numbered mark: such a scalar differs
    /// from every other scalar in the text, under any notion of equality, since its number is
    /// written once. (An alias's mark is empty and proves nothing.)
    func beginsWithKeyMark(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = sentinelBytes.count
        return bytes.count > 2 * length && isSentinel(in: bytes, at: 0) && !isSentinel(in: bytes, at: length)
    }

    /// The byte offset of the next sentinel at or after `start`, if any.
    private func nextSentinel(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        // Every scalar is searched: the loop reads through the base pointer and compares inline.
        guard let base = bytes.baseAddress else { return nil }
        let lead = sentinelBytes[0]
        let last = bytes.count - sentinelBytes.count
        var index = start
        while index <= last {
            if base[index] == lead, isSentinel(in: bytes, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// Whether the sentinel's encoding starts at `index` (which leaves room for it).
    private func isSentinel(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        var matched = 0
        while matched < sentinelBytes.count, base[index + matched] == sentinelBytes[matched] { matched += 1 }
        return matched == sentinelBytes.count
    }

    /// The first private-use character (U+E000…U+F8FF, then planes 15 and 16) not in `bytes`.
    private static func freeSentinel(in bytes: [UInt8]) -> Unicode.Scalar? {
        var used: Set<UInt32> = []
        // Private-use characters are encoded with a lead byte 0xEE, 0xEF (BMP) or 0xF3, 0xF4.
        let mayHoldOne = bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var index = 0
            while index < buffer.count {
                let byte = base[index]
                if byte == 0xEE || byte == 0xEF || byte == 0xF3 || byte == 0xF4 { return true }
                index += 1
            }
            return false
        }
        if mayHoldOne {
            for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where scalar.properties.generalCategory == .privateUse {
                used.insert(scalar.value)
            }
        }
        let ranges: [ClosedRange<UInt32>] = [0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD]
        return ranges.lazy.flatMap { $0 }.first { !used.contains($0) }.flatMap(Unicode.Scalar.init)
    }
}

/// The single pass that writes `MarkedText`.
private struct Scanner {
    /// The text being marked, valid while the scanner runs.
    let bytes: UnsafeBufferPointer<UInt8>
    let sentinelBytes: [UInt8]
    var output: [UInt8] = []
    var insertions: [MarkedText.Insertion] = []
    private var line = 1
    private var column = 1
    private var insertedOnLine = 0
    private var nextKey = 0
    /// The byte offset of the last `:` on each line, by line index.
    private let lastColon: [Int]

    init(bytes: UnsafeBufferPointer<UInt8>, sentinel: Unicode.Scalar) {
        self.bytes = bytes
        sentinelBytes = Array(String(sentinel).utf8)
        output.reserveCapacity(bytes.count + bytes.count / 8)
        var lastColon: [Int] = [-1]
        // Every byte passes here: read through the base pointer, compared inline.
        if let base = bytes.baseAddress {
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                if byte == 0x3A {  // ':'
                    lastColon[lastColon.count - 1] = index
                } else if LineTable.mayBeginLineBreak(byte) {
                    let length = LineTable.lineBreakLength(in: bytes, at: index)
                    if length > 0 {
                        lastColon.append(-1)
                        index += length
                        continue
                    }
                }
                index += 1
            }
        }
        self.lastColon = lastColon
    }

    mutating func run() {
        var index = 0
        var keyMayFollow = true
        while index < bytes.count {
            let breakLength = LineTable.lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                copy(index..<index + breakLength)
                index += breakLength
                line += 1
                column = 1
                insertedOnLine = 0
                keyMayFollow = true
                continue
            }
            let byte = bytes[index]
            if keyMayFollow {
                index = markKey(at: index)
                keyMayFollow = false
                continue
            }
            let end = endOfPlainRun(from: index)
            if end > index {
                copyRun(index..<end)
                index = end
                continue
            }
            if byte == UInt8(ascii: "*"), index + 1 < bytes.count, Self.isAnchorByte(bytes[index + 1]) {
                insertAliasMark()
            }
            copy(byte)
            index += 1
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: ",") { keyMayFollow = true }
        }
    }

    /// At a place where a key may begin: copies blanks, `- `, `? `, anchors and tags, then marks
    /// the scalar that follows when a `:` comes later on the line. Returns where copying goes on.
    private mutating func markKey(at start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if Self.isBlank(byte) {
                copy(byte)
                index += 1
            } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "?")), Self.isBlank(next) {
                copy(index..<index + 2)
                index += 2
            } else if byte == UInt8(ascii: "&") || byte == UInt8(ascii: "!") {
                var end = index
                while end < bytes.count, !Self.isBlank(bytes[end]), LineTable.lineBreakLength(in: bytes, at: end) == 0 { end += 1 }
                copy(index..<end)
                index = end
            } else {
                break
            }
        }
        guard index < bytes.count, lastColon[line - 1] > index else { return index }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            copy(index..<index + 1)
            index += 1
            insertKeyMark()
        } else if Self.beginsPlainText(byte) || byte == UInt8(ascii: "*") {
            insertKeyMark()
        }
        return index
    }

    /// Writes the next key's mark: its number in base 36, as `String(_:radix:)` spells it,
    /// written straight into the output (no string per key).
    private mutating func insertKeyMark() {
        nextKey += 1
        var divisor = 1
        while divisor <= nextKey / 36 { divisor *= 36 }
        output.append(contentsOf: sentinelBytes)
        var rest = nextKey
        var digits = 0
        while divisor > 0 {
            let digit = UInt8(rest / divisor)
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            rest %= divisor
            divisor /= 36
            digits += 1
        }
        output.append(contentsOf: sentinelBytes)
        recordInsertion(length: digits + 2)
    }

    /// Writes an alias's empty mark (two sentinels) at the current place.
    private mutating func insertAliasMark() {
        output.append(contentsOf: sentinelBytes)
        output.append(contentsOf: sentinelBytes)
        recordInsertion(length: 2)
    }

    /// Records a mark of `length` scalars just written at the current place.
    private mutating func recordInsertion(length: Int) {
        insertions.append(MarkedText.Insertion(line: line, column: column, length: length, before: insertedOnLine))
        column += length
        insertedOnLine += length
    }

    /// Copies one byte: most of the text goes through here, so without slicing.
    private mutating func copy(_ byte: UInt8) {
        output.append(byte)
        if byte & 0xC0 != 0x80 { column += 1 }
    }

    private mutating func copy(_ range: Range<Int>) {
        for index in range { copy(bytes[index]) }
    }

    /// Copies a run of bytes with one append.
    private mutating func copyRun(_ range: Range<Int>) {
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        guard let base = bytes.baseAddress else { return }
        var index = range.lowerBound
        while index < range.upperBound {
            if base[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
    }

    /// Where the run of bytes from `start` that `run` can copy at once ends: at the next byte
    /// that may begin a line break (the bytes of `LineTable.mayBeginLineBreak`), an alias (`*`)
    /// or a place where a key may follow (`{`, `[`, `,`). Most of the text is such runs, so the
    /// bytes are read through the base pointer and compared inline.
    private func endOfPlainRun(from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var end = start
        while end < bytes.count {
            let byte = base[end]
            if byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2
                || byte == 0x2A || byte == 0x7B || byte == 0x5B || byte == 0x2C { break }
            end += 1
        }
        return end
    }

    private static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// Characters libyaml allows in an anchor's or alias's name.
    private static func isAnchorByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
    }

    /// Whether a mark may go before this byte: an ASCII letter, digit or `_`, or the lead byte of
    /// a non-ASCII character. (A non-ASCII line break ends the line, so no `:` follows it there.)
    private static func beginsPlainText(_ byte: UInt8) -> Bool {
        byte >= 0xC2 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_")
    }
}
