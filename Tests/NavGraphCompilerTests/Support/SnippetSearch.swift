/// Looks for a snippet's lines in a generated file: exactly and in a row, indentation included.
/// When they are not there, the report shows the region of the file most like them as a line
/// diff, so a changed line reads as a change rather than as a missing snippet.
enum SnippetSearch {
    /// Why `snippet` is not in `text` (the file `name`), with the nearest region as a diff; nil when it is.
    static func failure(of snippet: String, in text: String, named name: String) -> String? {
        let wanted = lines(of: snippet)
        let file = LineDiff.lines(of: text)
        guard firstLine(of: wanted, in: file) == nil else { return nil }
        guard let region = nearestRegion(to: wanted, in: file) else {
            return "\(name) holds no line of the snippet:\n" + wanted.joined(separator: "\n")
        }
        return "\(name) does not hold the snippet; nearest are its lines \(region.lowerBound + 1)-\(region.upperBound) (- expected, + actual):\n"
            + LineDiff.render(expected: wanted, actual: Array(file[region]))
    }

    /// A snippet's lines; the line break that ends the last one, if written, adds no empty line.
    static func lines(of snippet: String) -> [String] {
        let lines = LineDiff.lines(of: snippet)
        return lines.count > 1 && lines.last == "" ? lines.dropLast() : lines
    }

    /// The index of the line of `text` from which `snippet` follows line for line; nil when none.
    static func firstLine(of snippet: [String], in text: [String]) -> Int? {
        guard !snippet.isEmpty, snippet.count <= text.count else { return snippet.isEmpty ? 0 : nil }
        return (0...(text.count - snippet.count)).first { start in
            snippet.indices.allSatisfy { text[start + $0] == snippet[$0] }
        }
    }

    /// The run of `text`'s lines (at most twice as long as `snippet`) whose line diff against
    /// `snippet` is shortest; of those, the one that shares the most lines with it, then the
    /// earliest; nil when no line is shared.
    static func nearestRegion(to snippet: [String], in text: [String]) -> Range<Int>? {
        var best: (difference: Int, common: Int, region: Range<Int>)?
        for start in text.indices {
            // row[j]: the longest common subsequence of the run so far and the snippet's first j lines.
            var row = Array(repeating: 0, count: snippet.count + 1)
            for end in start..<min(text.count, start + 2 * snippet.count) {
                var next = row
                for j in snippet.indices {
                    next[j + 1] = text[end] == snippet[j] ? row[j] + 1 : max(row[j + 1], next[j])
                }
                row = next
                let common = row[snippet.count]
                let difference = snippet.count + (end - start + 1) - 2 * common
                if common > 0, (difference, -common) < (best?.difference ?? .max, -(best?.common ?? 0)) {
                    best = (difference, common, start..<(end + 1))
                }
            }
        }
        return best?.region
    }
}
