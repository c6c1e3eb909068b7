/// Translates screens and flows into `NavGraphContracts.swift`: one FlowController contract (a
/// `@MainActor` protocol) per screen and per flow, and the generated code that fulfils a route or
/// starts a flow with what the app's FlowController provides.
///
/// A screen's contract asks for: `start(context:)`, one `make<Route>()` per route that opens a new
/// destination above it (push, present; a replaced switch child is made by its switch flow, the
/// one place each flow child is made), one `<route>DidFinish(with:)` per
/// pushed or presented route that expects feedback, and one `<route>DidEnd()` per pushed or
/// presented route (told that the route ended without feedback; it has a default implementation
/// that does nothing, so skeletons leave it out). A flow's contract asks for one `make<Child>()` per child
/// (the stack's root, every tab, every child of a switch: a route, a link or a restored state may
/// show any of them) and `contextFor<Child>()` for each of those that is a screen with a context;
/// a switch flow's also asks for its gates (ContractsTranslator+Gates.swift).
///
/// The extensions also give what restoring a saved state needs (`NavGraphFlowController`'s
/// `navGraphFlow`, `navGraphChild(_:)` and `navGraphReopening(_:to:)`), each as long as one
/// screen's routes or one flow's children: nothing switches over the whole graph.
struct ContractsTranslator {
    let graph: Graph
    let types: SwiftTypes
    /// What links add to the contracts (see ContractsTranslator+Links.swift).
    let links: LinkPlan
    /// Which screens can finish, and where the others are shown (ContractsTranslator+Finishing.swift).
    let finishing: Finishing
    /// What each `replace` route takes the place of.
    let replacements: Replacements
    /// The screens and flows that decide their dismissal (`dismissible: app`), with where asked.
    let dismissalDeciders: [String: Located<NavGraphDismissal>]
    /// The screens and flows that give their sheet's height (`{ height: app }`), with where asked.
    let sheetSizers: [String: Located<[NavGraphDetent]>]
    /// The routes each route's steps (`then:`) name.
    let steps: RouteSteps
    /// The switch flows a window route's source is under: a window asks their gates.
    let windowGateFlows: Set<String>
    /// The tabs flows a link or a route opens a new instance of (`instance: new`), each with the
    /// first that does (ContractsTranslator+NewInstance.swift).
    let newInstanceAskers: [String: Located<String>]

    /// A translator of the contracts of a valid graph.
    init(_ valid: ValidGraph, types: SwiftTypes) {
        graph = valid.graph
        self.types = types
        links = valid.links
        replacements = valid.analysis.replacements
        steps = valid.analysis.steps
        let analysis = valid.analysis
        let placements = Array(analysis.linkPlacements.values.joined())
            + analysis.unlinkedPlacements.values + analysis.openPlacements.values.flatMap(\.values)
        finishing = Finishing(graph: graph, replacements: replacements, placements: placements)
        dismissalDeciders = Self.dismissalDeciders(in: graph)
        sheetSizers = Self.sheetSizers(in: graph)
        windowGateFlows = Set(WindowsTranslator(valid: valid, types: types).gateFlows)
        newInstanceAskers = Self.newInstanceAskers(valid)
    }

    /// The declarations of `NavGraphContracts.swift`.
    func declarations() -> [SwiftDeclaration] {
        [entryStart()] + linkTargetEnums()
            + graph.screens.flatMap { [screenContract($0), screenExtension($0)] }
            + graph.sharedRouteOwners.flatMap(sharedRoutesContracts)
            + graph.flows.flatMap { [rootChoice($0), hideableChildChoice($0), tabOrderChoice($0), containerChildChoice($0)].compactMap { $0 } + [flowContract($0), flowExtension($0)] }
            + FormerNamesTranslator(graph: graph, types: types).contractAliases()
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
        /// Statements of the skeleton's body before its value (a container's `contain(_:as:)`
        /// adds the child view controller).
        var skeletonStatements: [SwiftStatement] = []
        /// What in the graph asks for it ("route 'edit'"), where it is written: `navgraph
        /// scaffold` reports a requirement an existing FlowController lacks there.
        var askedBy: Located<String>? = nil
    }

    /// What a screen's contract requires, in order.
    func requirements(of screen: Screen) -> [Requirement] {
        let name = screen.name.value
        let requirements = [Requirement(
            doc: startDoc(of: screen),
            signature: startSignature(screen.context?.value),
            todo: screen.context == nil ? "Start \(name): load what it shows." : "Start \(name) with `context`: hand it to the view or view model.",
            skeletonValue: nil,
            askedBy: screen.context.map { Located("the context of \(name)", at: $0.range) } ?? Located("screen '\(name)'", at: screen.name.range)
        )]
        return requirements + presentationAnswerRequirements(of: name) + routeRequirements(screen.ownRoutes) + linkRequirements(of: name)
    }

    /// What `start` of `screen` is for: a screen that leaves the app is never shown, but started
    /// just before its URL is handed to the system, so that it can say which URL.
    private func startDoc(of screen: Screen) -> String {
        let withContext = screen.context == nil ? "." : ", with the context its route hands over."
        if screen.effectiveKind == .openURL {
            return "Starts \(screen.name.value) when a route opens it, before its URL is handed to the system" + withContext
        }
        return "Starts \(screen.name.value) once it is shown" + (screen.context == nil ? "." : ", with the context it shows.")
    }

    /// What routes ask of the contract that performs them, a screen's or a shared set's: a
    /// `make<Route>()` for each that opens a destination, a `<route>DidFinish(with:)` for each
    /// that expects feedback.
    func routeRequirements(_ routes: [Route]) -> [Requirement] {
        var requirements: [Requirement] = []
        // A select shows a tab that exists already, an unwind a screen already below, and a
        // replace within a switch or of a stack's root asks that flow to make the child: nothing
        // for the source to make.
        for route in routes where makes(route) {
            requirements.append(Requirement(
                doc: "Makes the \(route.destination.value) FlowController that route `\(route.name.value)` shows.",
                signature: "\(GeneratedNames.makeRoute(route.name.value))() -> any \(GeneratedNames.contract(route.destination.value))",
                todo: "Configure \(route.destination.value) for route `\(route.name.value)` if it needs more than its context.",
                skeletonValue: "\(GeneratedNames.flowController(route.destination.value))()",
                askedBy: Located("route '\(route.name.value)'", at: route.name.range)
            ))
            if let feedback = receivedFeedback(route) {
                requirements.append(Requirement(
                    doc: "Receives what \(route.destination.value) hands back when route `\(route.name.value)` finishes.",
                    signature: "\(GeneratedNames.routeDidFinish(route.name.value))(with feedback: \(types.spelling(feedback)))",
                    todo: "Use what \(route.destination.value) handed back.",
                    skeletonValue: nil,
                    askedBy: route.feedback.map { Located("the feedback of route '\(route.name.value)'", at: $0.range) }
                ))
            }
        }
        return requirements
    }

    /// What a flow's contract requires, in order.
    func requirements(of flow: Flow) -> [Requirement] {
        subflowStartRequirement(of: flow) + presentationAnswerRequirements(of: flow.name.value) + flow.children.flatMap { child -> [Requirement] in
            let name = child.value
            let shownFirst = !flow.kind.startsWithInitialChild || flow.initialChild?.value == name
            var requirements = [Requirement(
                doc: "Makes the \(name) FlowController, \(role(of: name, in: flow)).",
                signature: "\(GeneratedNames.makeChild(name))() -> any \(GeneratedNames.contract(name))",
                todo: childTodo(name, in: flow),
                skeletonValue: "\(GeneratedNames.flowController(name))()",
                askedBy: Located("child '\(name)' of flow '\(flow.name.value)'", at: child.range)
            )]
            if let located = graph.screen(named: name)?.context {
                let context = located.value
                requirements.append(Requirement(
                    doc: "The context \(name) starts with" + (shownFirst ? "." : " when a restored state shows it."),
                    signature: "\(GeneratedNames.childContext(name))() -> \(types.spelling(context))",
                    todo: "Return the context \(name) starts with.",
                    skeletonValue: types.placeholderValue(context)
                        ?? "\(StandardNames.fatalError)(\(SwiftEscaper.stringLiteral("TODO(navgraph): the context \(name) starts with")))",
                    askedBy: Located("child '\(name)' of flow '\(flow.name.value)', which has a context", at: child.range)
                ))
            }
            return requirements
        } + instancesRequirements(of: flow) + newInstanceRequirement(of: flow) + rootChoiceRequirement(of: flow) + hideableChildRequirement(of: flow) + tabOrderRequirement(of: flow) + actionTabRequirements(of: flow) + containRequirement(of: flow) + appTabsShowRequirement(of: flow)
            + routeRequirements(flow.routes) + linkRequirements(of: flow.name.value) + gateRequirements(of: flow)
    }

    /// `start(context:)` of a sub-flow or a presented container with a context: the app keeps
    /// what the route that pushed or presented it hands over, before the flow makes its root or
    /// children (`contextFor<Child>()` may read it).
    private func subflowStartRequirement(of flow: Flow) -> [Requirement] {
        guard let context = flow.context else { return [] }
        let (opens, _, shows) = Self.openedWithContext(flow)
        return [Requirement(
            doc: "Receives the context the route that \(opens) \(flow.name.value) hands over, before \(flow.name.value) makes its \(shows).",
            signature: startSignature(context.value),
            todo: "Keep `context`: the \(shows) \(flow.kind == .stack ? "starts" : "start") with what it gives.",
            skeletonValue: nil,
            askedBy: Located("the context of flow '\(flow.name.value)'", at: context.range)
        )]
    }

    /// The feedback a route wires back to its source: only pushed and presented destinations finish.
    private func receivedFeedback(_ route: Route) -> TypeExpression? {
        guard route.style.value.returnsToOpener else { return nil }
        return route.feedback?.value
    }

    private func startSignature(_ context: TypeExpression?) -> String {
        context.map { "start(context: \(types.spelling($0)))" } ?? "start()"
    }

    private func startedChildren(of flow: Flow) -> [Located<String>] {
        switch flow.kind {
        case .stack, .tabs, .split, .container: flow.children
        case .switch: flow.initialChild.map { [$0] } ?? []
        }
    }

    private func childTodo(_ child: String, in flow: Flow) -> String {
        switch flow.kind {
        case .stack, .split: "Configure \(child)."
        case .tabs where flow.tabBar != nil: "Configure \(child): \(flow.name.value) shows it alone while it is selected, beside the switcher the app draws."
        case .tabs: "Configure \(child) (for example its tab bar item)."
        case .container: "Configure \(child): \(flow.name.value) shows it beside its other children."
        case .switch: "Configure \(child): made here each time \(flow.name.value) shows it, whichever route, link or restored state asks."
        }
    }

    private func role(of child: String, in flow: Flow) -> String {
        switch flow.kind {
        case .stack where flow.choosesRoot: "one of the roots the stack starts with, as `firstRoot()` chooses, or a restored state shows"
        case .stack: "the root of the stack"
        case .split: "the first column's screen, the root of the split view's stack"
        case .tabs: "one of the tabs"
        case .container: "one of the children \(flow.name.value) shows at once, in its own view"
        case .switch:
            (flow.initialChild?.value == child ? "the child shown first, and again" : "shown")
                + " whenever a route, a link or a restored state switches to it: the one place \(flow.name.value) makes it"
        }
    }

    // MARK: Screens

    /// What every contract refines, by `generate: ui:`: a view controller under UIKit; under
    /// SwiftUI a plain object that provides a screen's view.
    static func baseProtocols(isScreen: Bool, ui: GenerationOptions.UserInterface) -> [String] {
        switch ui {
        case .uikit: ["NavGraphViewController", "NavGraphFlowController"]
        case .swiftui: [isScreen ? "NavGraphSwiftUIScreen" : "NavGraphSwiftUIFlowController"]
        }
    }

    /// What a screen's contract refines: an alert's, confirmation dialog's or system sheet's is
    /// the same under UIKit and SwiftUI, a plain object describing what the system shows, whose
    /// buttons or result hand back the screen's feedback (`Never` when it has none).
    func conformances(of screen: Screen) -> [String] {
        let kind = screen.effectiveKind
        guard kind.isSystemOwned else {
            return Self.baseProtocols(isScreen: true, ui: graph.generationOptions.ui) + presentationAnswerConformances(of: screen.name.value)
        }
        let feedback = screen.feedback.map { types.spelling($0.value) } ?? StandardNames.never
        // A Safari view hands nothing back: its protocol has no `Feedback` to fix.
        if kind == .safari { return ["NavGraphSafariScreen"] }
        let base = switch kind {
        case .share: "NavGraphShareScreen"
        case .documentPicker: "NavGraphDocumentPickerScreen"
        case .photoPicker: "NavGraphPhotoPickerScreen"
        case .webAuthentication: "NavGraphWebAuthenticationScreen"
        case .openURL: "NavGraphOpenURLScreen"
        case .mailComposer: "NavGraphMailComposerScreen"
        case .messageComposer: "NavGraphMessageComposerScreen"
        case .view, .alert, .confirmationDialog, .safari: "NavGraphAlertScreen"
        }
        // One conformance: the `where` clause reads as part of it.
        return ["\(base) where Feedback == \(feedback)"]
    }

    private func contract(doc: String, name: String, conformances: [String], requirements: [Requirement]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: doc,
            attributes: ["@MainActor"],
            keyword: .protocol,
            name: name,
            conformances: conformances,
            members: requirements.map { .function(doc: $0.doc, attributes: [], signature: $0.signature, body: nil) }
        ))
    }

    private func screenContract(_ screen: Screen) -> SwiftDeclaration {
        let name = screen.name.value
        let doc = "The FlowController contract of screen \(name)" + (screen.summary.map { ": \($0)" } ?? ".")
            + "\n\nConform the app's \(name) FlowController to it; a change to the graph that needs new app code"
            + " shows up as a missing requirement here."
        return contract(
            doc: doc, name: GeneratedNames.contract(name), conformances: conformances(of: screen) + screen.sharedRoutes.map { GeneratedNames.routing($0.value) },
            requirements: requirements(of: screen) + endRequirements(screen.ownRoutes))
    }

    /// The contract of a set of shared routes, which the contract of every screen offering it
    /// refines: the one typed API through which a component those screens share performs the
    /// routes; with its extension and, for routes that can end, the contract it refines for them.
    private func sharedRoutesContracts(_ owner: RouteOwner) -> [SwiftDeclaration] {
        let routing = GeneratedNames.routing(owner.name)
        let doc = "The contract of the shared routes \(owner.name), which \(owner.offeredBy) offer, declared once under `sharedRoutes`."
            + "\n\nA component shared by those screens (a row, a toolbar) holds `any \(routing)`"
            + " and performs them through it; each screen's FlowController provides what they ask for (an extension of this"
            + " protocol may provide it once for all of them)."
        let ends = endRequirements(owner.routes)
        let routingContract = contract(
            doc: doc, name: routing, conformances: [ends.isEmpty ? "NavGraphFlowController" : GeneratedNames.routeEnds(owner.name)],
            requirements: routeRequirements(owner.routes))
        return [routingContract, routesExtension(owner)] + (ends.isEmpty ? [] : routeEndsContract(owner, requirements: ends))
    }

    /// The `<route>DidEnd()` of a set of shared routes, in a contract of their own that the set's
    /// contract refines, and their defaults that do nothing in its extension. A default in an
    /// extension of `<Set>Routing` itself would be redeclared by the app's own there; one in
    /// the extension of a protocol that `<Set>Routing` refines is less specific than the app's,
    /// so Swift uses the app's for every offering screen.
    private func routeEndsContract(_ owner: RouteOwner, requirements: [Requirement]) -> [SwiftDeclaration] {
        let name = GeneratedNames.routeEnds(owner.name)
        let doc = "What \(owner.offeredBy) are told when a route of the shared routes \(owner.name) ends without feedback."
            + "\n\nEach does nothing unless the app implements it: in a screen's FlowController, or once for all of them in an"
            + " extension of `\(GeneratedNames.routing(owner.name))`, which Swift prefers to the defaults in this protocol's extension."
        return [
            contract(doc: doc, name: name, conformances: ["NavGraphFlowController"], requirements: requirements),
            .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: name, members: endDefaults(owner.routes))),
        ]
    }

    /// `<route>DidEnd()` for every pushed or presented route: optional for the app, as the
    /// screen's extension implements each as doing nothing.
    private func endRequirements(_ routes: [Route]) -> [Requirement] {
        routes.filter(closes).map { route in
            Requirement(
                // What "closed" covers (back, swipe back, a sheet swiped down, a close or unwind further down) is
                // NavGraphFinishHandler's to say, not every requirement's.
                doc: "Told that route `\(route.name.value)` ended without feedback: \(route.destination.value) was closed,"
                    + " or finished without handing anything this route takes.",
                signature: "\(GeneratedNames.routeDidEnd(route.name.value))()",
                todo: "", skeletonValue: nil
            )
        }
    }

    /// Whether the route's destination can close back to it: pushed and presented ones, and a
    /// window's where there is one window and it presents (`oneWindow:`).
    func closes(_ route: Route) -> Bool {
        route.style.value.returnsToOpener || route.oneWindow != nil
    }

    /// Whether the source's contract makes the route's destination (`make<Route>()`) and
    /// `navGraphOpening(for:)` opens it: a push, a presentation, or a replace that takes the
    /// source's place on top of its stack, or a window's presented where there is one window.
    func makes(_ route: Route) -> Bool {
        route.style.value.opensDestination || replacements.replacesStackTop(route) || route.oneWindow != nil
    }

    private func screenExtension(_ screen: Screen) -> SwiftDeclaration {
        let name = screen.name.value
        var members: [SwiftDeclaration] = [nodeProperty(name)]
        if screen.effectiveKind.isSystemOwned {
            members.append(.property(
                doc: "\(name) is \(screen.effectiveKind.described).", modifiers: [],
                name: "navGraphScreenKind", type: "NavGraphScreenKind", value: nil,
                getter: [.line("." + screen.effectiveKind.rawValue)]))
        }
        members += routeMembers(RouteOwner(screen: screen), reopening: reopeningFunction(screen))
        members += pushingRoutesProperty(of: screen)
        members += finishFunctions(screen)
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: GeneratedNames.contract(name), members: members))
    }

    /// The extension of a shared set's contract: how its routes are performed.
    private func routesExtension(_ owner: RouteOwner) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: GeneratedNames.routing(owner.name), members: routeMembers(owner)))
    }

    /// `perform(_:)`, `navGraphOpening(for:)` and the `<route>DidEnd()` that do nothing, for a
    /// screen's own routes or a shared set's; a screen's `reopening` comes after
    /// `navGraphOpening(for:)`, even when it has no routes of its own.
    private func routeMembers(_ owner: RouteOwner, reopening: [SwiftDeclaration] = []) -> [SwiftDeclaration] {
        guard !owner.routes.isEmpty else { return reopening }
        let name = owner.name
        let presented = owner.routes.filter { $0.style.value.presentsModally }
        let popover = presented.contains { $0.effectivePresentation.pointsAtAnchor }
        // A confirmation dialog and a share sheet are popovers on an iPad, pointing at what the
        // person tapped.
        let popoversOnIPad = NavGraphScreenKind.allCases.filter { kind in
            kind.isPopoverOnIPad && presented.contains { graph.screen(named: $0.destination.value)?.effectiveKind == kind }
        }
        let anchored = popover || !popoversOnIPad.isEmpty
        let ignored: String
        switch owner.kind {
        case .screen: ignored = "\(name) is not the top-most screen"
        case .flow: ignored = "the top-most screen is not inside \(name) or is presented over it"
        case .sharedRoutes: ignored = "this screen is not the top-most screen"
        }
        var members: [SwiftDeclaration] = [.function(
            doc: "Performs a route of \(owner.kind == .sharedRoutes ? "the shared routes " + name : name): makes the destination, shows it, hands over the context"
                + " and wires the feedback back to this FlowController. Ignored (with a debug log) while \(ignored) or a transition is running."
                + (popover ? " A popover points at `anchor`." : "")
                + popoversOnIPad.map { " \(SwiftName.upperFirst($0.described)) points at `anchor` where it is a popover (on an iPad)." }.joined(),
            attributes: [],
            signature: "perform(_ route: \(GeneratedNames.routeEnum(name))" + (anchored ? ", anchor: NavGraphAnchor = .source)" : ")"),
            body: performBody(owner.routes, anchored: anchored)
        )]
        members += openingFunction(owner) + reopening
        // A shared set's defaults are in the extension of the contract its own refines (routeEndsContract).
        return owner.kind == .sharedRoutes ? members : members + endDefaults(owner.routes)
    }

    /// The `<route>DidEnd()` that do nothing, for the routes that can end.
    private func endDefaults(_ routes: [Route]) -> [SwiftDeclaration] {
        let ending = routes.filter(closes)
        guard !ending.isEmpty else { return [] }
        // One comment for all: the same sentence on each would say nothing more.
        return [.comment(["Each does nothing: implement it to hear that its route ended without feedback."])] + ending.map { route in
            .function(doc: "", attributes: [], signature: "\(GeneratedNames.routeDidEnd(route.name.value))()", body: [])
        }
    }

    /// `perform(_:)`'s body: the route, handed to the runtime's one entry (`navGraphPerform`),
    /// which carries out the transition its declaration gives, with what only generated code can
    /// give: `navGraphOpening(for:)` for the routes that make their destination, the placements of
    /// the graph's links for an `open` route, and how to start what a replace or a select shows.
    private func performBody(_ routes: [Route], anchored: Bool) -> [SwiftStatement] {
        var arguments = ["route"]
        if anchored { arguments.append("anchor: anchor") }
        if routes.contains(where: makes) { arguments.append("opening: navGraphOpening(for:)") }
        if routes.contains(where: { $0.style.value == .open }) { arguments.append("placement: NavGraphDestination.navGraphPlacement(of:)") }
        let call = "navGraphPerform(" + arguments.joined(separator: ", ") + ")"
        let starts = routes.compactMap(startClause)
        guard !starts.isEmpty else { return [.line(call)] }
        let clauses = starts.count < routes.count ? starts + [.otherwise([.line("break")])] : starts
        let withStart = "navGraphPerform(" + (arguments + ["start: { shown in"]).joined(separator: ", ")
        return [.block(opening: withStart, body: [.switchOver(subject: "route", cases: clauses)], closing: "})")]
    }

    /// For a route whose destination the runtime finds shown or has its flow make (a replaced
    /// switch child or stack root, a selected tab handed a context), the clause that starts it.
    private func startClause(_ route: Route) -> SwitchClause? {
        switch replacements.transition(of: route).destinationStart {
        case .made: break
        case .shownAlready where route.context != nil: break
        case .notByRoute, .shownAlready: return nil
        }
        let routeCase = GeneratedNames.routeCase(route.name.value)
        let target = route.destination.value
        let start = startCall(of: target, context: route.context == nil ? nil : "context")
        return SwitchClause(
            pattern: route.context == nil ? "." + routeCase : ".\(routeCase)(let context)",
            body: [.line("(shown as? any \(GeneratedNames.contract(target)))?.\(start)")])
    }

    /// `let onEnd = ...`: the handler that tells this FlowController how a pushed or presented
    /// route ended, with its feedback or without.
    func finishHandler(_ route: Route) -> [SwiftStatement] {
        let ended = "ended: { [weak self] in self?.\(GeneratedNames.routeDidEnd(route.name.value))() }"
        let destination = route.destination.value
        guard receivedFeedback(route) != nil, let returned = (graph.screen(named: destination)?.feedback ?? graph.flow(named: destination)?.feedback)?.value else {
            return [.line("let onEnd = NavGraphFinishHandler(\(ended))")]
        }
        // One line, as without feedback: a route's opening stays a few lines however it ends.
        let feedback = "feedback: { [weak self] (feedback: \(types.spelling(returned))) in self?.\(GeneratedNames.routeDidFinish(route.name.value))(with: feedback) }"
        return [.line("let onEnd = NavGraphFinishHandler(\(feedback), \(ended))")]
    }

    /// `start(context: context)`, `start()` or, for a flow, `startFlow()` (a sub-flow with a
    /// context: `startFlow(context: context)`). A screen whose context is optional may be shown
    /// with none: `start(context: nil)`.
    func startCall(of node: String, context: String?) -> String {
        guard let screen = graph.screen(named: node) else {
            return graph.flow(named: node)?.context == nil ? "startFlow()" : "startFlow(context: \(context ?? "nil"))"
        }
        guard screen.context != nil else { return "start()" }
        return "start(context: \(context ?? "nil"))"
    }

    private func nodeProperty(_ name: String) -> SwiftDeclaration {
        .property(doc: "\(name)'s name in the graph.", modifiers: [], name: "navGraphNode", type: "NavGraphNodeName", value: nil,
                  getter: [.line("." + GeneratedNames.nodeMember(name))])
    }

    func requireNavigator(_ message: String) -> SwiftStatement {
        .block(opening: "guard let navigator else {", body: [.line("\(StandardNames.preconditionFailure)(\(SwiftEscaper.stringLiteral(message)))")])
    }

    // MARK: Flows

    private func flowContract(_ flow: Flow) -> SwiftDeclaration {
        let name = flow.name.value
        let children = flow.children.map(\.value).joined(separator: ", ")
        let what: String
        switch flow.kind {
        case .stack where flow.choosesRoot: what = "a navigation stack with one of \(children) at its root, as the app chooses"
        case .stack: what = "a navigation stack with \(children) at its root"
        case .split: what = "a navigation stack with \(children) at its root, shown in columns where the width allows"
        case .tabs: what = "tabs \(children)"
        case .container: what = "a container of \(children), shown at once in the view the app draws"
        case .switch: what = "a switch between \(children), starting with \(flow.initialChild?.value ?? children)"
        }
        let doc = "The FlowController contract of flow \(name), \(what)" + (flow.summary.map { ": \($0)" } ?? ".")
        return contract(
            doc: doc, name: GeneratedNames.contract(name), conformances: conformances(of: flow),
            requirements: requirements(of: flow) + endRequirements(flow.routes))
    }

    /// `NavGraphContainerFlow` (UIKit) or `NavGraphSwiftUIContainer` (SwiftUI) after the base
    /// protocols, for a container flow: the runtime hands it its children to lay out;
    /// `NavGraphAppTabsFlow` or `NavGraphSwiftUIAppTabs` for a tabs flow the app draws (`bar: app`);
    /// `NavGraphSwitchGate` for a switch flow: restoring asks it (ContractsTranslator+Gates.swift).
    private func conformances(of flow: Flow) -> [String] {
        let ui = graph.generationOptions.ui
        return Self.baseProtocols(isScreen: false, ui: ui) + (flow.kind == .container ? [Self.containerProtocol(ui)] : [])
            + (flow.tabBar != nil ? [Self.appTabsProtocol(ui)] : [])
            + (flow.kind == .switch ? [Self.switchGateProtocol] : []) + presentationAnswerConformances(of: flow.name.value)
    }

    /// `enum <Flow>Root`: the roots a stack flow chooses among, one case each.
    private func rootChoice(_ flow: Flow) -> SwiftDeclaration? {
        guard flow.choosesRoot else { return nil }
        return nodeChoice(
            doc: "The roots \(flow.name.value) chooses among when it starts (`firstRoot()`).",
            name: GeneratedNames.rootChoice(flow.name.value), nodes: flow.children.map(\.value))
    }

    /// An enum of screens or flows the app chooses among, one case per node, which a contract
    /// requirement answers with (`firstRoot()`, `isShown(_:)`, `linkTargetFor<Screen>`): a node
    /// that leaves the graph is then a compile error where the app names it.
    func nodeChoice(doc: String, name: String, nodes: [String]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: doc, keyword: .enum, name: name,
            conformances: [StandardNames.hashable, StandardNames.sendable, StandardNames.caseIterable],
            members: nodes.map { .enumCase(doc: "", name: GeneratedNames.nodeMember($0), payload: nil) }
        ))
    }

    /// `firstRoot()`, for a stack flow whose root the app chooses.
    private func rootChoiceRequirement(of flow: Flow) -> [Requirement] {
        guard flow.choosesRoot, let first = flow.children.first else { return [] }
        let choice = GeneratedNames.rootChoice(flow.name.value)
        return [Requirement(
            doc: "Which root \(flow.name.value) starts with, chosen each time it starts (a restored state shows its saved one).",
            signature: "firstRoot() -> \(choice)",
            todo: "Choose the root \(flow.name.value) starts with.",
            skeletonValue: ".\(GeneratedNames.nodeMember(first.value))",
            askedBy: Located("the roots of flow '\(flow.name.value)'", at: first.range)
        )]
    }

    /// `startFlow()` of a stack whose root the app chooses: one case per root, each made, placed
    /// and started as a single root is.
    private func chosenRootStart(_ flow: Flow) -> [SwiftStatement] {
        let clauses = flow.children.map { child in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(child.value), body: [
                .line("let root = \(GeneratedNames.makeChild(child.value))()"),
                .line("navigator.setStack(of: self, root: root)"),
                .line("root.\(startCall(of: child.value, context: childContextCall(child.value)))"),
            ])
        }
        return [requireNavigator("\(flow.name.value) was started before it was shown"), .switchOver(subject: "firstRoot()", cases: clauses)]
    }

    /// `startFlow()`'s body: makes what the flow shows first, places it and starts it.
    /// A hideable tab or container child (`hideable:`) is made and started only when it shows;
    /// tabs the app orders (`order: app`) are set in its order.
    private func childrenStart(_ flow: Flow) -> [SwiftStatement] {
        let name = flow.name.value
        let children = startedChildren(of: flow)
        let hidden = Set(flow.hideable.map(\.value))
        var body: [SwiftStatement] = [requireNavigator("\(name) was started before it was shown")]
        let appOrders = flow.tabOrder != nil
        if !hidden.isEmpty || appOrders { body.append(.line("let shown = navGraphShownChildren")) }
        let variables = children.map { child -> String in
            switch flow.kind {
            case .stack, .split: "root"
            case .switch: "child"
            case .tabs: SwiftName.member(child.value, "Tab")
            case .container: SwiftName.member(child.value, "Child")
            }
        }
        for (child, variable) in zip(children, variables) {
            let make = "\(GeneratedNames.makeChild(child.value))()"
            body.append(.line("let \(variable) = " + (hidden.contains(child.value) ? "shown.contains(.\(GeneratedNames.nodeMember(child.value))) ? \(make) : nil" : make)))
        }
        switch flow.kind {
        case .stack, .split: body.append(.line("navigator.setStack(of: self, root: root)"))
        case .switch: body.append(.line("navigator.setSwitch(of: self, child: child)"))
        case .tabs, .container:
            let (call, label) = flow.kind == .tabs ? ("setTabs", "tabs") : ("setContainer", "children")
            if appOrders {
                // In the app's order: each tab by its name, a hidden one absent.
                let pairs = zip(children, variables).map { ".\(GeneratedNames.nodeMember($0.value)): \($1)" }
                body.append(.line("let \(label): [NavGraphNodeName: (any NavGraphFlowController)?] = [\(pairs.joined(separator: ", "))]"))
                body.append(.line("navigator.\(call)(of: self, \(label): shown.compactMap { \(label)[$0] ?? nil })"))
            } else if hidden.isEmpty {
                body.append(.line("navigator.\(call)(of: self, \(label): [\(variables.joined(separator: ", "))])"))
            } else {
                // A hideable child that does not show now is made later, by the flow's update.
                body.append(.line("let \(label): [(any NavGraphFlowController)?] = [\(variables.joined(separator: ", "))]"))
                body.append(.line("navigator.\(call)(of: self, \(label): \(label).compactMap { $0 })"))
            }
        }
        for (child, variable) in zip(children, variables) {
            let optional = hidden.contains(child.value) ? "?" : ""
            body.append(.line("\(variable)\(optional).\(startCall(of: child.value, context: childContextCall(child.value)))"))
        }
        return body + firstInstancesStart(of: flow)
    }

    private func flowExtension(_ flow: Flow) -> SwiftDeclaration {
        let name = flow.name.value
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: GeneratedNames.contract(name), members: [
            nodeProperty(name),
            .function(
                doc: "Starts \(name) once it is shown: makes what it shows first, places it and starts it.",
                attributes: [], signature: "startFlow()", body: start(of: flow)
            ),
        ] + subflowStart(flow) + shownChildrenMembers(of: flow) + restartTabsMember(of: flow) + instancesMembers(of: flow) + newInstanceMembers(of: flow) + actionTabMembers(of: flow) + containMembers(of: flow) + appTabsMembers(of: flow) + routeMembers(RouteOwner(flow: flow), reopening: reopeningFunction(
                // Open routes make nothing to reopen: what they open is restored by its placement.
                of: name, enums: flow.routes.contains(where: makes) ? [(GeneratedNames.routeEnum(name), flow.routes.contains(where: hasFirstStep))] : []))
            + restorationMembers(of: flow)))
    }

    /// `startFlow()`'s body: the chosen root, the tabs that show, or what the flow shows first.
    private func start(of flow: Flow) -> [SwiftStatement] {
        if flow.choosesRoot { return chosenRootStart(flow) }
        return childrenStart(flow)
    }

    /// `startFlow(context:)` of a sub-flow or a presented container with a context: hands it to
    /// the app, then starts.
    private func subflowStart(_ flow: Flow) -> [SwiftDeclaration] {
        guard let context = flow.context else { return [] }
        let (_, opened, shows) = Self.openedWithContext(flow)
        return [.function(
            doc: "Starts \(flow.name.value) once a route has \(opened) it: hands the app the route's context (`start(context:)`), then makes, places and starts the \(shows).",
            attributes: [], signature: "startFlow(context: \(types.spelling(context.value)))",
            body: [.line("start(context: context)"), .line("startFlow()")]
        )]
    }

    /// How the generated comments of a flow with a context name the route that hands it over
    /// and what the flow makes with it: a stack is pushed (or presented) and makes its root, a
    /// container is presented and makes its children.
    private static func openedWithContext(_ flow: Flow) -> (opens: String, opened: String, shows: String) {
        flow.kind == .stack ? ("pushes", "pushed", "root") : ("presents", "presented", "children")
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
        ] + savingMembers(contract: contract, context: context)))
    }


}
