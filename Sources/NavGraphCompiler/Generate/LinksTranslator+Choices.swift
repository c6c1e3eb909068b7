/// Links whose target the app chooses (`or:`): `open(url:)` asks the entry which screen to open
/// (`linkTargetFor<Screen>`), then opens it where its own first link places it.
extension LinksTranslator {
    /// The lines of `open(url:)` that open the target the app chose instead of the link's screen.
    func chosenTargetOpening() -> [SwiftStatement] {
        guard !plan.choices.isEmpty else { return [] }
        return [.block(
            opening: "if !match.alternatives.isEmpty, let chosen = navGraphChosenTarget(of: match.destination), match.alternatives.contains(chosen.name), let placement = NavGraphDestination.navGraphLinkTable.placement(of: chosen.name) {",
            body: [.line("return navigation.open(chosen, placement: placement, tappedOn: source)")]
        )]
    }

    /// `navGraphChosenTarget(of:)`: the entry's choice for a screen whose links have `or:`.
    func chosenTargetFunction() -> [SwiftDeclaration] {
        guard !plan.choices.isEmpty else { return [] }
        let entry = GeneratedNames.contract(graph.entry.value)
        let clauses = plan.choices.map { choice -> SwitchClause in
            let name = choice.screen.name.value
            let context = choice.screen.context.map { types.spelling($0.value) }
            let targets = choice.targets.map { target -> SwitchClause in
                let member = GeneratedNames.nodeMember(target)
                let value = target == name ? "destination" : graph.screen(named: target)?.context == nil ? ".\(member)" : ".\(member)(context)"
                return SwitchClause(pattern: ".\(member)", body: [.line("return \(value)")])
            }
            let ask = "entry.\(GeneratedNames.linkTargetChoice(name))(\(context == nil ? "" : "context"))"
            let read: [SwiftStatement] = context.map { [.line("guard let context = destination.context(as: \($0).self) else { return nil }")] } ?? []
            return SwitchClause(pattern: ".\(GeneratedNames.nodeMember(name))", body: read + [.switchOver(subject: ask, cases: targets)])
        }
        return [.function(
            doc: "The destination the app chooses for a URL that matched a link with `or:`: the entry's `linkTargetFor<Screen>` answers, with the link's context handed to a target that takes one. `nil` for a screen without such links, or while the entry is not shown.",
            attributes: [], signature: "navGraphChosenTarget(of destination: NavGraphDestination) -> NavGraphDestination?",
            body: [
                .line("guard let root = navigation.state.root, let entry = navigation.flowController(for: root) as? any \(entry) else { return nil }"),
                .switchOver(subject: "destination.name", cases: clauses + [.otherwise([.line("return nil")])]),
            ]
        )]
    }
}
