extension DiagnosticExplanation {
    /// The line that ends text output, pointing at `navgraph explain` for the codes reported, and
    /// at the `navgraph-explain` command plugin for app packages, which depend on NavGraph and have
    /// no `navgraph` on PATH: it runs the tool the build plugin built, where `swift run navgraph`
    /// would build it again; `nil` when nothing was reported.
    public static func hint(for diagnostics: [Diagnostic]) -> String? {
        var codes: [DiagnosticCode] = []
        for diagnostic in diagnostics where !codes.contains(diagnostic.code) {
            codes.append(diagnostic.code)
        }
        switch codes.count {
        case 0:
            return nil
        case 1:
            let code = codes[0].rawValue
            return "note: run 'navgraph explain \(code)' for what it means and how to fix it; in an app package, 'swift package navgraph-explain \(code)'"
        default:
            let list = codes.map(\.rawValue).joined(separator: ", ")
            return "note: run 'navgraph explain CODE' for what a code means and how to fix it (codes here: \(list));"
                + " in an app package, 'swift package navgraph-explain CODE'"
        }
    }
}
