/// Translates screens and flows into `NavGraphContracts.swift`: one FlowController contract (a
/// `@MainActor` protocol) per screen and per flow, and the generated code that fulfils a route or
/// starts a flow with what the app's FlowController provides.
///
/// A screen's contract asks for: `start(context:)`, one `make<Route>()` per route that shows a new
/// destination (push, present, replace), and one `<route>DidFinish(with:)` per pushed or presented
/// route that expects feedback. A flow's contract asks for one `make<Child>()` per child it shows
/// at start (the stack's root, every tab, the switch's initial child) and `contextFor<Child>()`
/// for each of those that is a screen with a context.
struct ContractsTranslator {
    let graph: Graph
    let types: SwiftTypes

    /// The declarations of `NavGraphContracts.swift`.
    func declarations() -> [SwiftDeclaration] {
        [entryStart()]
            + graph.screens.flatMap { [screenContract($0), screenExtension($0)] }
            + graph.flows.flatMap { [flowContract($0), flowExtension($0)] }
    }

    // MARK: Requirements, shared with the skeletons

    /// A requirement of a contract: what the app's FlowController must provide.
    struct Requirement {
        /// Documentation.
        var doc: String
        /// The signature after `func`.
        var signature: String
        /// A comment for the skeleton's body saying what to fill in.
        var todo: String
        /// The skeleton's body: an expression to return, or `nil` for an empty body.
        var skeletonValue: String?
    }

    /// What a screen's contract requires, in order.
    func requirements(of screen: Screen) -> [Requirement] {
        let name = screen.name.value
        var requirements = [Requirement(
            doc: "Starts \(name) once it is shown" + (screen.context == nil ? "." : ", with the context it shows."),
            signature: startSignature(screen.context?.value),
            todo: screen.context == nil ? "Start \(name): load what it shows." : "Start \(name) with `context`: hand it to the view or view model.",
            skeletonValue: nil
        )]
        for route in screen.routes where route.style.value != .select {
            requirements.append(Requirement(
                doc: "Makes the \(route.destination.value) FlowController that route `\(route.name.value)` shows.",
                signature: "\(GeneratedNames.makeRoute(route.name.value))() -> any \(GeneratedNames.contract(route.destination.value))",
                todo: "Configure \(route.destination.value) for route `\(route.name.value)` if it needs more than its context.",
                skeletonValue: "\(GeneratedNames.flowController(route.destination.value))()"
            ))
            if let feedback = receivedFeedback(route) {
                requirements.append(Requirement(
                    doc: "Receives what \(route.destination.value) hands back when route `\(route.name.value)` finishes.",
                    signature: "\(GeneratedNames.routeDidFinish(route.name.value))(with feedback: \(types.spelling(feedback)))",
                    todo: "Use what \(route.destination.value) handed back.",
                    skeletonValue: nil
                ))
            }
        }
        return requirements
    }

    /// What a flow's contract requires, in order.
    func requirements(of flow: Flow) -> [Requirement] {
        startedChildren(of: flow).flatMap { child -> [Requirement] in
            let name = child.value
            var requirements = [Requirement(
                doc: "Makes the \(name) FlowController, \(role(of: name, in: flow)).",
                signature: "\(GeneratedNames.makeChild(name))() -> any \(GeneratedNames.contract(name))",
                todo: "Configure \(name) (for example its tab bar item).",
                skeletonValue: "\(GeneratedNames.flowController(name))()"
            )]
            if let context = graph.screen(named: name)?.context?.value {
                requirements.append(Requirement(
                    doc: "The context \(name) starts with.",
                    signature: "\(GeneratedNames.childContext(name))() -> \(types.spelling(context))",
                    todo: "Return the context \(name) starts with.",
                    skeletonValue: types.placeholderValue(context)
                        ?? "\(StandardNames.fatalError)(\(SwiftEscaper.stringLiteral("TODO(navgraph): the context \(name) starts with")))"
                ))
            }
            return requirements
        }
    }

    /// The feedback a route wires back to its source: only pushed and presented destinations finish.
    private func receivedFeedback(_ route: Route) -> TypeExpression? {
        guard route.style.value == .push || route.style.value == .present else { return nil }
        return route.feedback?.value
    }

    private func startSignature(_ context: TypeExpression?) -> String {
        context.map { "start(context: \(types.spelling($0)))" } ?? "start()"
    }

    private func startedChildren(of flow: Flow) -> [Located<String>] {
        switch flow.kind {
        case .stack, .tabs: flow.children
        case .switch: flow.initialChild.map { [$0] } ?? []
        }
    }

    private func role(of child: String, in flow: Flow) -> String {
        switch flow.kind {
        case .stack: "the root of the stack"
        case .tabs: "one of the tabs"
        case .switch: "the child shown first"
        }
    }

    // MARK: Screens

    private func contract(doc: String, name: String, requirements: [Requirement]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: doc,
            attributes: ["@MainActor"],
            keyword: .protocol,
            name: name,
            conformances: ["NavGraphFlowController"],
            members: requirements.map { .function(doc: $0.doc, attributes: [], signature: $0.signature, body: nil) }
        ))
    }

    private func screenContract(_ screen: Screen) -> SwiftDeclaration {
        let name = screen.name.value
        let doc = "The FlowController contract of screen \(name)" + (screen.summary.map { ": \($0)" } ?? ".")
            + "\n\nConform the app's \(name) FlowController to it; a change to the graph that needs new app code"
            + " shows up as a missing requirement here."
        return contract(doc: doc, name: GeneratedNames.contract(name), requirements: requirements(of: screen))
    }

    private func screenExtension(_ screen: Screen) -> SwiftDeclaration {
        let name = screen.name.value
        var members: [SwiftDeclaration] = [nodeProperty(name)]
        if !screen.routes.isEmpty {
            members.append(.function(
                doc: "Performs a route of \(name): makes the destination, shows it, hands over the context"
                    + " and wires the feedback back to this FlowController.",
                attributes: [],
                signature: "perform(_ route: \(GeneratedNames.routeEnum(name)))",
                body: [requireNavigator("\(name) performed a route before it was shown")]
                    + [.switchOver(subject: "route", cases: screen.routes.map(performClause))]
            ))
        }
        let finishDoc = "Finishes \(name): pops it, or dismisses it when it was presented, and hands"
        if let feedback = screen.feedback?.value {
            members.append(.function(
                doc: "\(finishDoc) `feedback` to the FlowController that opened it.",
                attributes: [], signature: "finish(with feedback: \(types.spelling(feedback)))",
                body: [.line("navigator?.finish(self, with: feedback)")]
            ))
        } else {
            members.append(.function(
                doc: "\(finishDoc) control back to the FlowController that opened it.",
                attributes: [], signature: "finish()",
                body: [.line("navigator?.finish(self, with: nil)")]
            ))
        }
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: GeneratedNames.contract(name), members: members))
    }

    private func performClause(_ route: Route) -> SwitchClause {
        let routeCase = GeneratedNames.routeCase(route.name.value)
        let pattern = route.context == nil ? "." + routeCase : ".\(routeCase)(let context)"
        let target = route.destination.value
        let start = startCall(of: target, context: route.context == nil ? nil : "context")
        switch route.style.value {
        case .push, .present:
            let show = route.style.value == .push
                ? "navigator.push(destination, from: self, onFinish: "
                : "navigator.present(destination, from: self, presentation: .\(route.effectivePresentation.rawValue), embedInStack: \(route.embedsInStack), onFinish: "
            var body: [SwiftStatement] = [.line("let destination = \(GeneratedNames.makeRoute(route.name.value))()")]
            if receivedFeedback(route) != nil, let returned = graph.screen(named: target)?.feedback?.value {
                body.append(.block(
                    opening: show + "NavGraphFinishHandler { [weak self] (feedback: \(types.spelling(returned))) in",
                    body: [.line("self?.\(GeneratedNames.routeDidFinish(route.name.value))(with: feedback)")],
                    closing: "})"
                ))
            } else {
                body.append(.line(show + "nil)"))
            }
            return SwitchClause(pattern: pattern, body: body + [.line("destination.\(start)")])
        case .replace:
            return SwitchClause(pattern: pattern, body: [
                .line("let destination = \(GeneratedNames.makeRoute(route.name.value))()"),
                .line("navigator.replace(with: destination, from: self)"),
                .line("destination.\(start)"),
            ])
        case .select:
            let select = "navigator.select(.\(GeneratedNames.nodeMember(target)), from: self)"
            guard route.context != nil else { return SwitchClause(pattern: pattern, body: [.line(select)]) }
            return SwitchClause(pattern: pattern, body: [
                .block(opening: "if let destination = \(select) as? any \(GeneratedNames.contract(target)) {", body: [.line("destination.\(start)")]),
            ])
        }
    }

    /// `start(context: context)`, `start()` or, for a flow, `startFlow()`. A screen whose context
    /// is optional may be shown without one (a route without `context`): it starts with `nil`.
    private func startCall(of node: String, context: String?) -> String {
        guard let screen = graph.screen(named: node) else { return "startFlow()" }
        guard screen.context != nil else { return "start()" }
        return "start(context: \(context ?? "nil"))"
    }

    private func nodeProperty(_ name: String) -> SwiftDeclaration {
        .property(doc: "\(name)'s name in the graph.", modifiers: [], name: "navGraphNode", type: "NavGraphNodeName", value: nil,
                  getter: [.line("." + GeneratedNames.nodeMember(name))])
    }

    private func requireNavigator(_ message: String) -> SwiftStatement {
        .block(opening: "guard let navigator else {", body: [.line("\(StandardNames.preconditionFailure)(\(SwiftEscaper.stringLiteral(message)))")])
    }

    // MARK: Flows

    private func flowContract(_ flow: Flow) -> SwiftDeclaration {
        let name = flow.name.value
        let children = flow.children.map(\.value).joined(separator: ", ")
        let what: String
        switch flow.kind {
        case .stack: what = "a navigation stack with \(children) at its root"
        case .tabs: what = "tabs \(children)"
        case .switch: what = "a switch between \(children), starting with \(flow.initialChild?.value ?? children)"
        }
        let doc = "The FlowController contract of flow \(name), \(what)" + (flow.summary.map { ": \($0)" } ?? ".")
        return contract(doc: doc, name: GeneratedNames.contract(name), requirements: requirements(of: flow))
    }

    private func flowExtension(_ flow: Flow) -> SwiftDeclaration {
        let name = flow.name.value
        let children = startedChildren(of: flow)
        var body: [SwiftStatement] = [requireNavigator("\(name) was started before it was shown")]
        let variables = children.map { child -> String in
            switch flow.kind {
            case .stack: "root"
            case .switch: "child"
            case .tabs: SwiftName.member(child.value, "Tab")
            }
        }
        for (child, variable) in zip(children, variables) {
            body.append(.line("let \(variable) = \(GeneratedNames.makeChild(child.value))()"))
        }
        switch flow.kind {
        case .stack: body.append(.line("navigator.setStack(of: self, root: root)"))
        case .switch: body.append(.line("navigator.setSwitch(of: self, child: child)"))
        case .tabs: body.append(.line("navigator.setTabs(of: self, tabs: [\(variables.joined(separator: ", "))])"))
        }
        for (child, variable) in zip(children, variables) {
            let context = graph.screen(named: child.value)?.context == nil ? nil : "\(GeneratedNames.childContext(child.value))()"
            body.append(.line("\(variable).\(startCall(of: child.value, context: context))"))
        }
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: GeneratedNames.contract(name), members: [
            nodeProperty(name),
            .function(
                doc: "Starts \(name) once it is shown: makes what it shows first, places it and starts it.",
                attributes: [], signature: "startFlow()", body: body
            ),
        ]))
    }

    // MARK: Entry

    private func entryStart() -> SwiftDeclaration {
        let entry = graph.entry.value
        let contract = GeneratedNames.contract(entry)
        let context = graph.screen(named: entry)?.context?.value
        let signature = context.map { "start(entry: any \(contract), context: \(types.spelling($0)))" } ?? "start(entry: any \(contract))"
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphNavigator", members: [
            .function(
                doc: "Shows the graph's entry, \(entry), as the whole content of this navigator, and starts it.",
                attributes: [], signature: signature,
                body: [.line("showRoot(entry)"), .line("entry.\(startCall(of: entry, context: context == nil ? nil : "context"))")]
            ),
        ]))
    }
}
