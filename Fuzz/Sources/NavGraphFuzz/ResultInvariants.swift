import NavGraphCompiler

/// What must hold for every input, whatever its bytes (issue 11, docs/Fuzzing.md). A violation
/// is a bug even when nothing crashes, so it traps with a message naming the invariant.
enum ResultInvariants {
    /// Every diagnostic and note names one of the files, a line of that file and a column on
    /// that line (columns count Unicode scalars from 1, and may stand one past the line's last
    /// character, where an unexpected end is reported); a diagnostic's range ends at such a place,
    /// not before it starts; no diagnostic is reported twice.
    static func check(_ diagnostics: [Diagnostic], of files: [SourceFile]) {
        let lines = Dictionary(files.map { ($0.path, ScalarLines($0.contents)) }, uniquingKeysWith: { first, _ in first })
        var seen = Set<Diagnostic>()
        for diagnostic in diagnostics {
            if !seen.insert(diagnostic).inserted {
                fatalError("diagnostic reported twice: \(diagnostic.location): \(diagnostic.message) [\(diagnostic.code.rawValue)]")
            }
            checkPlace(diagnostic.location, of: diagnostic, in: lines)
            checkPlace(diagnostic.range.end, of: diagnostic, in: lines)
            if diagnostic.range.end < diagnostic.location {
                fatalError("\(diagnostic.range) [\(diagnostic.code.rawValue)] ends before it starts")
            }
            for note in diagnostic.notes {
                checkPlace(note.location, of: diagnostic, in: lines)
            }
        }
    }

    /// Generation gives exactly the documented files, in order, none of them empty.
    static func check(_ generated: [GeneratedFile]) {
        let names = generated.map(\.name)
        if names != SwiftGenerator.outputFileNames {
            fatalError("generated files \(names), expected \(SwiftGenerator.outputFileNames)")
        }
        if let empty = generated.first(where: { $0.contents.isEmpty }) {
            fatalError("generated file \(empty.name) is empty")
        }
    }

    private static func checkPlace(_ location: SourceLocation, of diagnostic: Diagnostic, in lines: [String: ScalarLines]) {
        guard let file = lines[location.file] else {
            fatalError("\(location) [\(diagnostic.code.rawValue)] names a file that was not given")
        }
        guard location.line >= 1, location.line <= file.scalarCounts.count else {
            fatalError("\(location) [\(diagnostic.code.rawValue)] is on line \(location.line) of a file of \(file.scalarCounts.count) lines")
        }
        let width = file.scalarCounts[location.line - 1]
        guard location.column >= 1, location.column <= width + 1 else {
            fatalError("\(location) [\(diagnostic.code.rawValue)] is at column \(location.column) of a line of \(width) characters")
        }
    }
}

/// The number of Unicode scalars on each line of a file, with lines broken the way libyaml
/// breaks them (docs/Language.md): LF, CR LF, a lone CR, NEL (U+0085), LS (U+2028) and
/// PS (U+2029). Bytes that are not valid UTF-8 count one per lead byte, as the line table does.
struct ScalarLines {
    /// Scalars on each line, line breaks excluded; a file always has at least one line.
    private(set) var scalarCounts: [Int] = []

    init(_ bytes: [UInt8]) {
        var count = 0
        var index = 0
        while index < bytes.count {
            let breakLength = Self.lineBreakLength(in: bytes, at: index)
            if breakLength > 0 {
                scalarCounts.append(count)
                count = 0
                index += breakLength
                continue
            }
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        scalarCounts.append(count)
    }

    /// The number of bytes of the line break starting at `index`, or 0.
    private static func lineBreakLength(in bytes: [UInt8], at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return byte(1) == 0x0A ? 2 : 1
        case 0xC2 where byte(1) == 0x85: return 2
        case 0xE2 where byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9): return 3
        default: return 0
        }
    }
}
