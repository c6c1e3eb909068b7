/// Translates screens and routes into `NavGraphRoutes.swift`: the name of every screen and flow,
/// and one route enum per screen that has routes, each route's transition and destination
/// available as data.
///
/// Nothing here switches over the whole graph: a route enum's switches are as long as one
/// screen's routes.
struct RoutesTranslator {
    let graph: Graph
    let types: SwiftTypes

    /// The declarations of `NavGraphRoutes.swift`.
    func declarations() -> [SwiftDeclaration] {
        [nodeNames()] + graph.screens.compactMap(routeEnum)
    }

    private func nodeNames() -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "The graph's screens and flows.",
            keyword: .extension,
            name: "NavGraphNodeName",
            members: (graph.screens.map(\.name.value) + graph.flows.map(\.name.value)).map { name in
                .property(
                    doc: "",
                    modifiers: ["static"],
                    name: GeneratedNames.nodeMember(name),
                    type: "NavGraphNodeName",
                    value: "NavGraphNodeName(rawValue: \(SwiftEscaper.stringLiteral(name)))",
                    getter: nil
                )
            }
        ))
    }

    private func routeEnum(_ screen: Screen) -> SwiftDeclaration? {
        guard !screen.routes.isEmpty else { return nil }
        let cases: [SwiftDeclaration] = screen.routes.map { route in
            .enumCase(doc: describe(route), name: GeneratedNames.routeCase(route.name.value), payload: route.context.map { types.spelling($0.value) })
        }
        let transition = SwiftDeclaration.property(
            doc: "How the route shows its destination.", modifiers: [], name: "transition", type: "NavGraphTransition", value: nil,
            getter: [.switchOver(subject: "self", cases: screen.routes.map { route in
                SwitchClause(pattern: "." + GeneratedNames.routeCase(route.name.value), body: [.line(transitionValue(route))])
            })]
        )
        let destination = SwiftDeclaration.property(
            doc: "Where the route leads, with the context it hands over"
                + (screen.routes.contains { !$0.style.value.takesContextAndFeedback }
                    ? "; for an unwind route, the screen or flow it goes back to, without a context (it is shown again with its own)." : "."),
            modifiers: [], name: "destination", type: "NavGraphDestination", value: nil,
            getter: [.switchOver(subject: "self", cases: screen.routes.map { route in
                let member = GeneratedNames.nodeMember(route.destination.value)
                let routeCase = GeneratedNames.routeCase(route.name.value)
                if !route.style.value.takesContextAndFeedback {
                    return SwitchClause(pattern: "." + routeCase, body: [.line("NavGraphDestination(name: .\(member))")])
                }
                guard route.context == nil else {
                    return SwitchClause(pattern: ".\(routeCase)(let context)", body: [.line(".\(member)(context)")])
                }
                // A screen whose context is optional may be shown with none.
                let takesContext = graph.screen(named: route.destination.value)?.context != nil
                return SwitchClause(pattern: "." + routeCase, body: [.line("." + member + (takesContext ? "(nil)" : ""))])
            })]
        )
        return .type(SwiftTypeDeclaration(
            doc: "Where \(screen.name.value) can go: one case per route, carrying the context the route hands over.",
            keyword: .enum,
            name: GeneratedNames.routeEnum(screen.name.value),
            conformances: ["NavGraphRoute"],
            members: cases + [transition, destination, routeName(screen), savedRoute(screen)]
        ))
    }

    /// `navGraphRouteName`: the route's name as the graph writes it, which a saved state keeps.
    private func routeName(_ screen: Screen) -> SwiftDeclaration {
        .property(
            doc: "The route's name in the graph, as a saved navigation state keeps it.",
            modifiers: [], name: "navGraphRouteName", type: StandardNames.string, value: nil,
            getter: [.switchOver(subject: "self", cases: screen.routes.map { route in
                SwitchClause(pattern: "." + GeneratedNames.routeCase(route.name.value), body: [.line(SwiftEscaper.stringLiteral(route.name.value))])
            })]
        )
    }

    /// `init?(navGraphRouteName:destination:)`: a route read back from a saved state, only when
    /// the route still leads to the saved destination with a context of its type.
    private func savedRoute(_ screen: Screen) -> SwiftDeclaration {
        let clauses = screen.routes.map { route -> SwitchClause in
            let pattern = "(\(SwiftEscaper.stringLiteral(route.name.value)), .\(GeneratedNames.nodeMember(route.destination.value)))"
            let routeCase = GeneratedNames.routeCase(route.name.value)
            guard let context = route.context?.value else { return SwitchClause(pattern: pattern, body: [.line("self = .\(routeCase)")]) }
            return SwitchClause(pattern: pattern, body: [
                // The type in a type annotation: in an expression, a route case of the same name would shadow it.
                .line("guard let context: \(types.spelling(context)) = destination.context() else { return nil }"),
                .line("self = .\(routeCase)(context)"),
            ])
        }
        return .function(
            doc: "The route named `navGraphRouteName` that leads to `destination`, as a saved navigation state names it;"
                + " `nil` when \(screen.name.value) has no such route, or it leads elsewhere or hands over another type of context.",
            attributes: [], signature: "init?(navGraphRouteName: \(StandardNames.string), destination: NavGraphDestination)",
            body: [.switchOver(subject: "(navGraphRouteName, destination.name)", cases: clauses + [.otherwise([.line("return nil")])])]
        )
    }

    /// "Presents ContactForm as a full-screen sheet in a navigation stack; expects ContactResult back."
    func describe(_ route: Route) -> String {
        let destination = route.destination.value
        var text: String
        switch route.style.value {
        case .push: text = "Pushes \(destination)"
        case .present:
            text = "Presents \(destination) (\(route.effectivePresentation.rawValue))"
            if route.embedsInStack { text += " in a navigation stack" }
        case .replace: text = "Replaces the current child of the enclosing switch flow with \(destination)"
        case .select: text = "Selects the tab \(destination)"
        case .unwind: text = "Closes every screen above \(destination) and shows it again"
        }
        if let context = route.context { text += ", handing over \(context.value)" }
        if let feedback = route.feedback { text += "; expects \(feedback.value) back" }
        return text + "."
    }

    private func transitionValue(_ route: Route) -> String {
        switch route.style.value {
        case .push: ".push"
        case .present: ".present(\(Self.presentationOptions(route)))"
        case .replace: ".replace"
        case .select: ".select"
        case .unwind: ".unwind(to: .\(GeneratedNames.nodeMember(route.destination.value)))"
        }
    }

    /// `NavGraphPresentationOptions(.formSheet, embedInStack: true)`: a `present` route's options,
    /// naming only what differs from the defaults.
    static func presentationOptions(_ route: Route) -> String {
        var arguments = [".\(route.effectivePresentation.rawValue)"]
        if route.embedsInStack { arguments.append("embedInStack: true") }
        if route.dismissible?.value == false { arguments.append("dismissible: false") }
        if let detents = route.detents, detents.value != NavGraphDetent.graphDefault {
            arguments.append("detents: [" + detents.value.map { ".\($0.rawValue)" }.joined(separator: ", ") + "]")
        }
        return "NavGraphPresentationOptions(" + arguments.joined(separator: ", ") + ")"
    }
}
