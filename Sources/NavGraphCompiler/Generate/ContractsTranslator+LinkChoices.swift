/// Links whose target the app chooses (`or:`): an enum of each such screen's targets, and a
/// requirement of the entry's contract that chooses among them when a URL opens one of its links.
/// The entry, because the app makes it and it is shown whenever a link opens: the choice is the
/// app's state (whether the person subscribes), as `shouldOpen` is.
extension ContractsTranslator {
    /// `enum <Screen>LinkTarget`: the screen, then its links' alternatives.
    func linkTargetEnums() -> [SwiftDeclaration] {
        links.choices.map { choice in
            guard case .type(var declaration) = nodeChoice(
                doc: "What a link of \(choice.screen.name.value) with `or:` or `orSystem:` opens, as the app chooses (`\(GeneratedNames.linkTargetChoice(choice.screen.name.value))`).",
                name: GeneratedNames.linkTarget(choice.screen.name.value), nodes: choice.targets) else { preconditionFailure("a node choice is an enum") }
            if choice.system {
                declaration.members.append(.enumCase(
                    doc: "The URL is not this app's: the system opens it (Safari, another app).", name: GeneratedNames.systemTarget, payload: nil))
            }
            return .type(declaration)
        }
    }

    /// `linkTargetFor<Screen>(_:)`, asked of the entry.
    func linkTargetRequirements(of node: String) -> [Requirement] {
        guard node == graph.entry.value else { return [] }
        return links.choices.map { choice in
            let name = choice.screen.name.value
            let alternatives = choice.targets.dropFirst().joined(separator: ", ")
            let parameter = choice.screen.context.map { "_ context: \(types.spelling($0.value))" } ?? ""
            let link = choice.screen.links.first(where: \.asksTheApp)
            let others = (alternatives.isEmpty ? [] : [alternatives]) + (choice.system ? ["`.\(GeneratedNames.systemTarget)` for the system to open the URL"] : [])
            return Requirement(
                doc: "What a URL that matches a link of \(name) with `or:` or `orSystem:` opens: \(name), or \(others.joined(separator: ", or ")), "
                    + (choice.awaited ? "looked up asynchronously while the link waits (a newer link replaces it)" : "chosen now (whether the person may see \(name), say)")
                    + ". A target that link does not list opens \(name).",
                signature: "\(GeneratedNames.linkTargetChoice(name))(\(parameter))\(choice.awaited ? " async" : "") -> \(GeneratedNames.linkTarget(name))",
                todo: "Choose what a link to \(name) opens now.",
                skeletonValue: ".\(GeneratedNames.nodeMember(name))",
                askedBy: link.map { Located("the choice of a link of '\(name)'", at: $0.alternatives.first?.range ?? $0.pattern.range) }
            )
        }
    }
}
