/// Checks a graph again and again while its files are edited, as a language server does: the
/// same stages and checks as ``GraphCompiler/check(_:)``, with two differences an editor needs.
///
/// - **Only what changed is read again.** A file whose bytes are those of the last check keeps
///   its syntax and parse; the files are joined, resolved and checked anew each time.
/// - **A file whose YAML is broken keeps its last good parse.** While a file cannot be read
///   (half a line typed), its declarations from the last time it could be stand in for it, so
///   the other files do not fill with "undefined" errors about names it declares. Its own
///   diagnostics are then the reasons it cannot be read; what the check finds inside it is left
///   out, its places being those of the older text.
///
/// Without a broken file, the diagnostics are exactly `GraphCompiler.check`'s (one difference:
/// each file looks up at most `DiagnosticBag.suggestionLimit` did-you-means of its own).
public struct GraphEditingSession: Sendable {
    /// One file as last read: its bytes, and what they gave.
    private struct ReadFile: Sendable {
        var source: SourceFile
        var declarations: GraphFile?
        var diagnostics: DiagnosticBag
    }

    private var lastRead: [String: ReadFile] = [:]
    /// By path: the last text of each file that could be read, and what it declared.
    private var lastGood: [String: (source: SourceFile, declarations: GraphFile)] = [:]

    /// A session that has read nothing yet.
    public init() {}

    /// Checks the graph formed by `files` as they are now.
    public mutating func check(_ files: [SourceFile]) -> EditedGraph {
        var observer = UnobservedPhases()
        var fileDiagnostics = DiagnosticBag()
        var parsed: [GraphFile] = []
        var standIns: [String: SourceFile] = [:]
        var indexed: [SourceFile] = []
        for file in files {
            let read = read(file, observing: &observer)
            for diagnostic in read.diagnostics.sorted() { fileDiagnostics.add(diagnostic) }
            if let declarations = read.declarations {
                parsed.append(declarations)
                indexed.append(file)
                lastGood[file.path] = (file, declarations)
            } else if let good = lastGood[file.path] {
                parsed.append(good.declarations)
                indexed.append(good.source)
                standIns[file.path] = good.source
            }
        }
        let paths = Set(files.map(\.path))
        lastRead = lastRead.filter { paths.contains($0.key) }
        lastGood = lastGood.filter { paths.contains($0.key) }
        let everyFileRead = parsed.count == files.count
        let checked = GraphCompiler.check(parsed, fileDiagnostics: fileDiagnostics, observing: &observer) { diagnostic in
            standIns[diagnostic.location.file] == nil && (everyFileRead || !diagnostic.code.saysSomethingIsMissing)
        }
        return EditedGraph(checked: checked, standIns: standIns, indexedFiles: indexed)
    }

    /// The file read and parsed, or as it was last time when its bytes are the same.
    private mutating func read(_ file: SourceFile, observing observer: inout some PhaseObserver) -> ReadFile {
        if let known = lastRead[file.path], known.source.contents == file.contents { return known }
        var diagnostics = DiagnosticBag()
        let declarations = GraphCompiler.read(file, diagnostics: &diagnostics, observing: &observer)
        let read = ReadFile(source: file, declarations: declarations, diagnostics: diagnostics)
        lastRead[file.path] = read
        return read
    }
}

/// A graph checked by a ``GraphEditingSession``.
public struct EditedGraph: Sendable {
    /// What the check found, as `GraphCompiler.check` says it (see ``GraphEditingSession``).
    public var checked: CheckedGraph
    /// By path: the files whose YAML could not be read, each with the older text whose
    /// declarations stand in for it.
    public var standIns: [String: SourceFile]
    /// The text each declaration was read from: the file as it is, or its stand-in. The places in
    /// `checked.declarations` are places in these texts (what ``GraphIndex`` takes).
    public var indexedFiles: [SourceFile]
}
