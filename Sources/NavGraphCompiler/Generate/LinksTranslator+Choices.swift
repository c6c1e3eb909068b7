/// Links whose target the app chooses (`or:`, `orSystem:`): `open(url:)` asks the entry which
/// screen to open (`linkTargetFor<Screen>`, awaited for a screen whose links say `await: true`),
/// then opens it where its own first link places it, or hands the URL to the system.
extension LinksTranslator {
    /// The lines of `open(url:from:)` that ask the app what a matched link opens, at once or
    /// awaited, and open that.
    func chosenTargetOpening() -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        if plan.choices.contains(where: \.awaited) {
            lines.append(.block(opening: "if match.choice.answerIsAwaited {", body: [
                .line("return navigation.open(url: url, tappedOn: source) { [weak self] in await self?.navGraphAwaitedLinkAnswer(of: match) ?? .nothing }"),
            ]))
        }
        if plan.choices.contains(where: { !$0.awaited }) {
            lines.append(.block(opening: "if match.asksTheApp {", body: [
                .line("return navigation.open(navGraphLinkAnswer(of: match), url: url, tappedOn: source)"),
            ]))
        }
        return lines
    }

    /// `navGraphLinkAnswer(of:)` for the screens whose choice is answered at once, and
    /// `navGraphAwaitedLinkAnswer(of:)` for those whose choice is awaited.
    func chosenTargetFunction() -> [SwiftDeclaration] {
        [false, true].compactMap { awaited in
            let choices = plan.choices.filter { $0.awaited == awaited }
            guard !choices.isEmpty else { return nil }
            return .function(
                doc: "What the app answers for a URL that matched a link with `or:` or `orSystem:`"
                    + (awaited ? ", looked up asynchronously (`await: true`)" : "")
                    + ": the entry's `linkTargetFor<Screen>` chooses, the link's context is handed to a target that takes one, and"
                    + " the target opens where its own first link places it; a target the link does not list opens the link's own screen."
                    + " Nothing while the entry is not shown.",
                attributes: [],
                signature: (awaited ? "navGraphAwaitedLinkAnswer" : "navGraphLinkAnswer")
                    + "(of match: NavGraphLinkTable<NavGraphDestination>.Match) \(awaited ? "async " : "")-> NavGraphLinkAnswer<NavGraphDestination>",
                body: answerBody(choices, awaited: awaited)
            )
        }
    }

    private func answerBody(_ choices: [LinkPlan.Choice], awaited: Bool) -> [SwiftStatement] {
        let entry = GeneratedNames.contract(graph.entry.value)
        let clauses = choices.map { choice -> SwitchClause in
            let name = choice.screen.name.value
            let context = choice.screen.context.map { types.spelling($0.value) }
            var targets = choice.targets.map { target -> SwitchClause in
                let member = GeneratedNames.nodeMember(target)
                let value = target == name ? "destination" : graph.screen(named: target)?.context == nil ? ".\(member)" : ".\(member)(context)"
                return SwitchClause(pattern: ".\(member)", body: [.line("chosen = \(value)")])
            }
            if choice.system { targets.append(SwitchClause(pattern: "." + GeneratedNames.systemTarget, body: [.line("return .system")])) }
            let ask = (awaited ? "await " : "") + "entry.\(GeneratedNames.linkTargetChoice(name))(\(context == nil ? "" : "context"))"
            let read: [SwiftStatement] = context.map { [.line("guard let context = destination.context(as: \($0).self) else { return .nothing }")] } ?? []
            return SwitchClause(pattern: ".\(GeneratedNames.nodeMember(name))", body: read + [.switchOver(subject: ask, cases: targets)])
        }
        return [
            .line("let destination = match.destination"),
            .line("guard let root = navigation.state.root, let entry = navigation.flowController(for: root) as? any \(entry) else { return .nothing }"),
            .line("let chosen: NavGraphDestination"),
            .switchOver(subject: "destination.name", cases: clauses + [.otherwise([.line("return .open(destination, placement: match.placement)")])]),
            .line("guard chosen.name != destination.name, match.alternatives.contains(chosen.name),"),
            .line("      let placement = NavGraphDestination.navGraphLinkTable.placement(of: chosen.name) else { return .open(destination, placement: match.placement) }"),
            .line("return .open(chosen, placement: placement)"),
        ]
    }
}
