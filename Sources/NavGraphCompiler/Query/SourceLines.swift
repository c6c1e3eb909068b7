/// The lines of the graph files, to find where a token that starts at a ``SourceLocation`` ends.
///
/// Line breaks are those the YAML reader counts (line feed, carriage return, both together,
/// and next-line, line and paragraph separators); columns count Unicode scalars, as locations do.
struct SourceLines {
    private var lines: [String: [[Unicode.Scalar]]] = [:]

    /// The lines of every file; bytes that are not UTF-8 read as replacement characters (such a
    /// file has a `yaml-syntax` error and declares nothing to look up).
    init(_ files: [SourceFile]) {
        for file in files {
            var split: [[Unicode.Scalar]] = [[]]
            var previous: Unicode.Scalar?
            for scalar in String(decoding: file.contents, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "\n" where previous == "\r": break
                case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": split.append([])
                default: split[split.count - 1].append(scalar)
                }
                previous = scalar
            }
            lines[file.path] = split
        }
    }

    /// The span of the scalar that starts at `start`, on that line: a quoted scalar up to its
    /// closing quote, a plain one up to what ends it in YAML (`: `, ` #`, `,`, `]`, `}` or the end
    /// of the line). A scalar continued on the next lines ends at the end of its first line; a
    /// flow collection or a block scalar is its first character.
    func scalar(at start: SourceLocation) -> SourceRange {
        let line = line(start.line, of: start.file)
        let first = start.column - 1
        guard first >= 0, first < line.count else { return SourceRange(start: start, end: start) }
        let end: Int
        switch line[first] {
        case "\"", "'": end = quotedEnd(line, from: first)
        // A collection (or a block scalar's indicator) is pointed at by its first character.
        case "{", "[", "|", ">": end = first + 1
        default: end = plainEnd(line, from: first)
        }
        return SourceRange(start: start, end: SourceLocation(file: start.file, line: start.line, column: end + 1))
    }

    /// The characters of a one-line `range`.
    func text(of range: SourceRange) -> [Unicode.Scalar] {
        let line = line(range.start.line, of: range.start.file)
        let first = max(range.start.column - 1, 0)
        let end = min(range.end.column - 1, line.count)
        return first < end ? Array(line[first..<end]) : []
    }

    /// The characters of line `number` of `file` (none past the end, or for a file not read).
    private func line(_ number: Int, of file: String) -> [Unicode.Scalar] {
        guard let fileLines = lines[file], number >= 1, number <= fileLines.count else { return [] }
        return fileLines[number - 1]
    }

    /// Just past the closing quote (`\` escapes in double quotes, `''` in single quotes).
    private func quotedEnd(_ line: [Unicode.Scalar], from first: Int) -> Int {
        let quote = line[first]
        var index = first + 1
        while index < line.count {
            if quote == "\"", line[index] == "\\" {
                index += 2
                continue
            }
            if line[index] == quote {
                guard quote == "'", index + 1 < line.count, line[index + 1] == "'" else { return index + 1 }
                index += 2
                continue
            }
            index += 1
        }
        return line.count
    }

    /// Just past the last character of a plain scalar, trailing blanks left out.
    private func plainEnd(_ line: [Unicode.Scalar], from first: Int) -> Int {
        var index = first
        while index < line.count {
            let scalar = line[index]
            let next = index + 1 < line.count ? line[index + 1] : " "
            if scalar == ":" && (next == " " || next == "\t") { break }
            if scalar == "#" && index > first && (line[index - 1] == " " || line[index - 1] == "\t") { break }
            if scalar == "," || scalar == "]" || scalar == "}" { break }
            index += 1
        }
        while index > first, line[index - 1] == " " || line[index - 1] == "\t" { index -= 1 }
        return index
    }
}
