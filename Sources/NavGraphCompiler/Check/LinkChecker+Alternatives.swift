/// A link's `or:`: the other screens it may open, as the app chooses when a URL opens it.
extension LinkChecker {
    /// `invalid-link` for an alternative that is a flow, a dialog or the link's own screen;
    /// `link-parameter-mismatch` for one whose context the link's value does not fit;
    /// `invalid-structure` for one listed twice. An undeclared name is `ReferenceChecker`'s.
    func checkAlternatives(_ link: Link, of screen: Screen, diagnostics: inout DiagnosticBag) {
        guard !link.alternatives.isEmpty else { return }
        let text = DiagnosticText.excerpt(link.pattern.value.text)
        ReferenceChecker.reportListedTwice(link.alternatives, in: "'or' of link '\(text)'", diagnostics: &diagnostics)
        for alternative in link.alternatives {
            let name = alternative.value
            guard let other = linkedScreen(
                alternative, of: link, what: "may open '\(name)' instead", flowAdvice: "name the screen it should open",
                ownScreen: screen.name.value, ownAdvice: "opens '\(name)' already; 'or' lists the other screens it may open", diagnostics: &diagnostics
            ) else { continue }
            if let wanted = other.context {
                checkAlternativeContext(wanted, of: name, link, text, screen, at: alternative, diagnostics: &diagnostics)
            }
        }
    }

    /// The screen `listed` names in one of `link`'s lists of screens (`or:`, `through:`), or
    /// `nil` when it names none (`ReferenceChecker` reports an undeclared name) or names one no
    /// link can show: a flow, an alert or dialog, or the link's own screen (`invalid-link`,
    /// saying what the link `what`s with the name).
    func linkedScreen(
        _ listed: Located<String>, of link: Link, what: String, flowAdvice: String, ownScreen: String, ownAdvice: String,
        diagnostics: inout DiagnosticBag
    ) -> Screen? {
        let name = listed.value
        let text = DiagnosticText.excerpt(link.pattern.value.text)
        guard graph.declaresNode(name) else { return nil }
        guard let other = graph.screen(named: name) else {
            diagnostics.add(.invalidLink, "link '\(text)' \(what), but '\(name)' is a flow; \(flowAdvice)", at: listed.range)
            return nil
        }
        if name == ownScreen {
            diagnostics.add(.invalidLink, "link '\(text)' \(ownAdvice)", at: listed.range)
            return nil
        }
        guard !other.effectiveKind.isSystemOwned else {
            diagnostics.add(
                .invalidLink, "link '\(text)' \(what), but '\(name)' is \(other.effectiveKind.described), which only a route presents",
                at: listed.range)
            return nil
        }
        return other
    }

    /// The link hands its screen's context to the alternative it opens: the alternative takes
    /// that context, or none.
    private func checkAlternativeContext(
        _ wanted: Located<TypeExpression>, of name: String, _ link: Link, _ text: String, _ screen: Screen,
        at alternative: Located<String>, diagnostics: inout DiagnosticBag
    ) {
        guard let given = screen.context else {
            diagnostics.add(
                .linkParameterMismatch,
                "link '\(text)' may open '\(name)' instead, which takes '\(wanted.value)', but the link reads no context ('\(screen.name.value)' takes none); an alternative takes the link's context, or none",
                at: alternative.range)
            return
        }
        guard let target = resolver.canonical(wanted.value), let source = resolver.canonical(given.value), !resolver.accepts(target, from: source) else { return }
        diagnostics.add(
            .linkParameterMismatch,
            "link '\(text)' may open '\(name)' instead, which takes '\(wanted.value)', but the link reads '\(given.value)' (the context of '\(screen.name.value)'); an alternative takes the link's context, or none",
            at: alternative.range)
    }
}
