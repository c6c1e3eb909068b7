extension DiagnosticExplanation {
    /// The line that ends text output, pointing at `navgraph explain` for the codes reported, and
    /// at `swift run navgraph` for app packages, which depend on NavGraph and have no `navgraph`
    /// on PATH; `nil` when nothing was reported.
    public static func hint(for diagnostics: [Diagnostic]) -> String? {
        var codes: [DiagnosticCode] = []
        for diagnostic in diagnostics where !codes.contains(diagnostic.code) {
            codes.append(diagnostic.code)
        }
        let inAppPackage = "; in an app package, 'swift run navgraph explain ...'"
        switch codes.count {
        case 0:
            return nil
        case 1:
            return "note: run 'navgraph explain \(codes[0].rawValue)' for what it means and how to fix it" + inAppPackage
        default:
            let list = codes.map(\.rawValue).joined(separator: ", ")
            return "note: run 'navgraph explain CODE' for what a code means and how to fix it (codes here: \(list))"
                + inAppPackage
        }
    }
}
