/// Links whose target the app chooses (`or:`): an enum of each such screen's targets, and a
/// requirement of the entry's contract that chooses among them when a URL opens one of its links.
/// The entry, because the app makes it and it is shown whenever a link opens: the choice is the
/// app's state (whether the person subscribes), as `shouldOpen` is.
extension ContractsTranslator {
    /// `enum <Screen>LinkTarget`: the screen, then its links' alternatives.
    func linkTargetEnums() -> [SwiftDeclaration] {
        links.choices.map { choice in
            nodeChoice(
                doc: "What a link of \(choice.screen.name.value) with `or:` opens, as the app chooses (`\(GeneratedNames.linkTargetChoice(choice.screen.name.value))`).",
                name: GeneratedNames.linkTarget(choice.screen.name.value), nodes: choice.targets)
        }
    }

    /// `linkTargetFor<Screen>(_:)`, asked of the entry.
    func linkTargetRequirements(of node: String) -> [Requirement] {
        guard node == graph.entry.value else { return [] }
        return links.choices.map { choice in
            let name = choice.screen.name.value
            let alternatives = choice.targets.dropFirst().joined(separator: ", ")
            let parameter = choice.screen.context.map { "_ context: \(types.spelling($0.value))" } ?? ""
            let link = choice.screen.links.first { !$0.alternatives.isEmpty }
            return Requirement(
                doc: "What a URL that matches a link of \(name) with `or:` opens: \(name), or \(alternatives), chosen now (whether the person may see \(name), say). A target that link does not list opens \(name).",
                signature: "\(GeneratedNames.linkTargetChoice(name))(\(parameter)) -> \(GeneratedNames.linkTarget(name))",
                todo: "Choose what a link to \(name) opens now.",
                skeletonValue: ".\(GeneratedNames.nodeMember(name))",
                askedBy: link?.alternatives.first.map { Located("the alternatives of a link of '\(name)'", at: $0.range) }
            )
        }
    }
}
