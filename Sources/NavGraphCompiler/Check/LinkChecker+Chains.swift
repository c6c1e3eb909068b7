/// A link's `through:`: the screens it shows before its own, each bound by its `{Screen.name}`
/// parameters. Where the chain opens and the routes between its screens are
/// `LinkPlacementChecker`'s.
extension LinkChecker {
    /// `link-parameter-mismatch` for each `{Screen.name}` naming no screen of the chain; whether
    /// there is none.
    func checkChainParameters(_ link: Link, diagnostics: inout DiagnosticBag) -> Bool {
        let chain = link.chain.map(\.value)
        let chained = Set(chain)
        var allBind = true
        for parameter in link.pattern.value.parameters {
            guard let owner = parameter.chainScreen, !chained.contains(owner) else { continue }
            let advice = chain.isEmpty
                ? "a link binds another screen's context only for the screens it shows before its own, listed in 'through:'"
                : "it names no screen of the link's 'through' (\(DiagnosticText.list(chain)))\(diagnostics.didYouMean(owner, among: chain))"
            diagnostics.add(
                .linkParameterMismatch, "parameter '\(parameter.name)' of link '\(DiagnosticText.excerpt(link.pattern.value.text))' binds nothing: \(advice)",
                at: link.location(of: parameter))
            allBind = false
        }
        return allBind
    }

    /// `link-parameter-mismatch` for a chain screen's context its parameters do not bind;
    /// `invalid-link` for a chain screen that is a flow, an alert or the link's own screen;
    /// `invalid-structure` for one listed twice. An undeclared name is `ReferenceChecker`'s.
    func checkChain(_ link: Link, of screen: Screen, diagnostics: inout DiagnosticBag) {
        let text = DiagnosticText.excerpt(link.pattern.value.text)
        ReferenceChecker.reportListedTwice(link.chain, in: "'through' of link '\(text)'", diagnostics: &diagnostics)
        for chained in link.chain {
            let name = chained.value
            guard let other = linkedScreen(
                chained, of: link, what: "shows '\(name)' before '\(screen.name.value)'", flowAdvice: "'through' lists screens",
                ownScreen: screen.name.value, ownAdvice: "opens '\(name)' last already; 'through' lists the screens it shows before it",
                diagnostics: &diagnostics
            ), !graph.incompleteNames.contains(name) else { continue }
            checkBinding(link.bindingChainScreen(name), of: other, diagnostics: &diagnostics)
        }
    }
}
