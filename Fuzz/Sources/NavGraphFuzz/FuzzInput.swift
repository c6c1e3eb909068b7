import NavGraphCompiler

/// How one fuzz input becomes graph files: the bytes are split at every line that is exactly
/// ``separator`` (a YAML comment, so a single graph file is a valid input as it is), and the
/// pieces become `fuzz-1.navgraph.yaml`, `fuzz-2.navgraph.yaml`, ... A graph may be spread over
/// several files, and the checks across files (duplicate declarations, names used in another
/// file) need inputs of more than one file to be reached.
enum FuzzInput {
    /// The line that starts the next file; `Scripts/fuzz.sh` joins a multi-file seed with it and
    /// the dictionary holds it.
    static let separator: [UInt8] = Array("#>next-file".utf8)

    /// At most this many files; the rest of the input stays in the last one. Many tiny files
    /// exercise nothing more than a few do.
    static let maximumFiles = 8

    /// The graph files an input stands for (at least one, possibly empty).
    static func files(from bytes: UnsafeBufferPointer<UInt8>) -> [SourceFile] {
        var pieces: [[UInt8]] = []
        var current: [UInt8] = []
        var lineStart = 0
        var index = 0
        while index <= bytes.count {
            let atEnd = index == bytes.count
            if atEnd || bytes[index] == 0x0A {
                let line = bytes[lineStart..<index]
                if line.elementsEqual(separator), pieces.count < maximumFiles - 1 {
                    pieces.append(current)
                    current = []
                } else {
                    current.append(contentsOf: line)
                    if !atEnd { current.append(0x0A) }
                }
                lineStart = index + 1
            }
            index += 1
        }
        pieces.append(current)
        return pieces.enumerated().map { number, contents in
            SourceFile(path: "fuzz-\(number + 1).navgraph.yaml", contents: contents)
        }
    }
}
