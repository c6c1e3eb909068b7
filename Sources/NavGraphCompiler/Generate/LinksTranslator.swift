/// Translates the graph's links into the end of `NavGraphNavigation.swift`: the link table as
/// data (each pattern's segments and query items, its placement with the calls into the app's
/// FlowControllers that following it needs, and how the destination is read from the
/// parameters), `NavGraphDestination(url:)`, and `open(url:)` / `open(_:)` on the navigator.
///
/// Matching and opening are the runtime's (`NavGraphLinkTable`, `NavGraphStateMachine.open`):
/// nothing generated switches over the links. Nothing is generated for a graph without links.
struct LinksTranslator {
    let graph: Graph
    let types: SwiftTypes
    /// The plan of the graph's links, made once per valid graph.
    let plan: LinkPlan
    /// Resolves aliases, made once (it looks at every declared type).
    let resolver: TypeResolver
    /// The `present` routes to each screen, found once.
    private let presentations: [String: [Route]]
    /// The way down from the entry to each flow, for the steps of a place a link lists after its first.
    private let tree: FlowTree

    init(_ valid: ValidGraph, types: SwiftTypes) {
        graph = valid.graph
        self.types = types
        plan = valid.links
        tree = valid.flowTree
        resolver = TypeResolver(graph: graph)
        presentations = plan.entries.isEmpty && plan.opened.isEmpty ? [:] : Dictionary(
            grouping: graph.allRoutes.filter(\.style.value.presentsModally), by: \.destination.value)
    }

    /// The most links in one function of the table, so that no literal grows with the graph.
    static let chunkSize = 50

    /// The declarations, appended to `NavGraphNavigation.swift`.
    func declarations() -> [SwiftDeclaration] {
        let links = plan.entries.isEmpty ? [] : valueConformances() + [table()]
        let opening = plan.entries.isEmpty && plan.unlinked.isEmpty && plan.unlinkedChains.isEmpty ? [] : [navigatorExtension()]
        return links + opening + (plan.placesWithoutURLs ? [openPlacements()] : []) + (plan.ways.isEmpty ? [] : [ways()])
    }

    /// `NavGraphDestination.navGraphPlacement(of:)`: where a link, a placement without a URL or
    /// an `open` route opens each screen, for open routes and restored states; a switch over the
    /// screens that only open routes open. And `navGraphReopens(_:)`: which contexts a restored
    /// state may show there.
    private func openPlacements() -> SwiftDeclaration {
        var body: [SwiftStatement] = plan.entries.isEmpty ? [] : [
            .line("if let linked = navGraphLinkTable.placement(of: screen) { return linked }"),
        ]
        if !plan.unlinked.isEmpty { body.append(.line("if let unlinked = navGraphUnlinkedPlacement(of: screen) { return unlinked }")) }
        let clauses = plan.opened.map { opened in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(opened.node), body: [
                .block(opening: "return NavGraphPlacement(", body: placementArguments(opened.node, opened.placement, way: opened.way), closing: ")"),
            ])
        }
        body.append(clauses.isEmpty ? .line("return nil") : .switchOver(subject: "screen", cases: clauses + [.otherwise([.line("return nil")])]))
        let opened = plan.openedNodes.map { "." + GeneratedNames.nodeMember($0) }.joined(separator: ", ")
        // A graph without placements keeps the words it was generated with.
        let placing = !plan.unlinked.isEmpty || !plan.unlinkedChains.isEmpty
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphDestination", members: unlinkedPlacements() + [
            .function(
                doc: "Where a link\(placing ? ", a placement without a URL" : "") or an `open` route opens `screen`, and a restored state opens it again;"
                    + " `nil` for a screen \(placing ? "none" : "neither") opens.",
                attributes: [], signature: "static navGraphPlacement(of screen: NavGraphNodeName) -> NavGraphPlacement<NavGraphDestination>?",
                body: body
            ),
            .function(
                doc: "Whether a restored state may show `destination` where a link or an `open` route opened it: any context of a screen or flow"
                    + " an `open` route\(placing ? " or a placement without a URL" : "") opens (the app chose it), otherwise a context a link reads from a URL.",
                attributes: [], signature: "static navGraphReopens(_ destination: NavGraphDestination) -> Swift.Bool",
                body: [.line("[\(opened)].contains(destination.name)" + (plan.entries.isEmpty ? "" : " || navGraphLinkTable.reads(destination)"))]
            ),
        ]))
    }

    /// `navGraphUnlinkedPlacement(of:)`: where `open(_:)` opens each screen whose placement
    /// without a URL (`placement:`) says, a switch over them; none for a graph without such.
    private func unlinkedPlacements() -> [SwiftDeclaration] {
        guard !plan.unlinked.isEmpty else { return [] }
        let clauses = plan.unlinked.map { unlinked in
            SwitchClause(pattern: "." + GeneratedNames.nodeMember(unlinked.placement.screen), body: [
                .block(opening: "return NavGraphPlacement(", body: placementArguments(
                    unlinked.placement.screen, unlinked.placement, way: unlinked.way, newWindow: graph.screen(named: unlinked.node)?.placement?.opensNewWindow == true), closing: ")"),
            ])
        }
        return [.function(
            doc: "Where `open(_:)` opens `screen` when its placement without a URL (`placement:` in the graph) says; `nil` for another screen.",
            attributes: [], signature: "static navGraphUnlinkedPlacement(of screen: NavGraphNodeName) -> NavGraphPlacement<NavGraphDestination>?",
            body: [.switchOver(subject: "screen", cases: clauses + [.otherwise([.line("return nil")])])]
        )] + subflowOpenings()
    }

    /// `navGraphSubflowOpened(by:)`: for each sub-flow's root whose placement without a URL opens
    /// the sub-flow, the sub-flow's destination with the root's context (the two take one type,
    /// which LinkPlacer checked), which the sub-flow hands its root; none for a graph without such.
    private func subflowOpenings() -> [SwiftDeclaration] {
        let clauses = plan.unlinked.compactMap { unlinked -> SwitchClause? in
            guard let root = unlinked.placement.subflowRoot else { return nil }
            return SwitchClause(pattern: "." + GeneratedNames.nodeMember(root), body: [
                .line("return NavGraphDestination(name: .\(GeneratedNames.nodeMember(unlinked.placement.screen)), navGraphContext: destination.navGraphContext)"),
            ])
        }
        guard !clauses.isEmpty else { return [] }
        return [.function(
            doc: "What `open(_:)` opens for `destination`: the sub-flow whose root it names, with its context, where the root's placement without a URL opens the sub-flow; `destination` itself otherwise.",
            attributes: [], signature: "static navGraphSubflowOpened(by destination: NavGraphDestination) -> NavGraphDestination",
            body: [.switchOver(subject: "destination.name", cases: clauses + [.otherwise([.line("return destination")])])]
        )]
    }

    // MARK: The table

    private func table() -> SwiftDeclaration {
        let chunks = stride(from: 0, to: plan.entries.count, by: Self.chunkSize).map {
            Array(plan.entries[$0..<min($0 + Self.chunkSize, plan.entries.count)])
        }
        let names = chunks.count == 1 ? ["links"] : chunks.indices.map { "links\($0 + 1)" }
        let links = names.map { "\($0)()" }.joined(separator: " + ")
        var members: [SwiftDeclaration] = [
            .property(
                doc: "Every link of the graph, in a trie: what `init?(url:)` and `NavGraphNavigator.open(url:)` match"
                    + (graph.linkOrigins == nil ? " (URLs of any scheme and host)." : ", for URLs of the graph's schemes and domains only."),
                modifiers: ["static"], name: "navGraphLinkTable", type: "NavGraphLinkTable<NavGraphDestination>",
                value: "NavGraphLinkTable(\(links)\(origins()))", getter: nil
            ),
            .function(
                doc: "The destination `url` opens (see docs/Language.md, Links), or `nil` when it matches no link"
                    + " or a value does not read as its type.",
                attributes: [], signature: "init?(url: URL)",
                body: [.line("guard let match = Self.navGraphLinkTable.match(url) else { return nil }"), .line("self = match.destination")]
            ),
        ]
        for (name, chunk) in zip(names, chunks) {
            members.append(.function(
                doc: "", attributes: [], signature: "private static \(name)() -> [NavGraphLink<NavGraphDestination>]",
                body: [.block(opening: "[", body: chunk.map(link), closing: "]")]
            ))
        }
        return .type(SwiftTypeDeclaration(doc: "", keyword: .extension, name: "NavGraphDestination", members: members))
    }

    private func link(_ entry: LinkPlan.Entry) -> SwiftStatement {
        let pattern = entry.link.pattern.value
        let segments = { (segments: [LinkPattern.Segment]) in
            "[" + segments.map { segment -> String in
                switch segment {
                case .literal(let text): ".literal(\(SwiftEscaper.stringLiteral(text)))"
                case .parameter(let parameter): ".parameter(\(SwiftEscaper.stringLiteral(parameter.name)))"
                case .rest(let parameter): ".rest(\(SwiftEscaper.stringLiteral(parameter.name)))"
                }
            }.joined(separator: ", ") + "]"
        }
        // What comes before the placement: the scheme or domain, the path and the query.
        var head = entry.link.scheme.map { ["scheme: \(SwiftEscaper.stringLiteral($0.value))"] } ?? []
        if let domain = entry.link.domain { head.append("domain: \(SwiftEscaper.stringLiteral(domain.value))") }
        head.append("path: \(segments(pattern.path))")
        if entry.link.takesWholeURL { head.append("takesWholeURL: true") }
        if !pattern.query.isEmpty {
            let items = pattern.query.map { "(\(SwiftEscaper.stringLiteral($0.name)), \(SwiftEscaper.stringLiteral($0.parameter.name)))" }
            head.append("query: [\(items.joined(separator: ", "))]")
            // What a URL must carry: a link of the same path that requires fewer is tried after this one.
            let required = LinkCatalog.requiredQueryItems(entry.link, of: entry.screen, graph, resolver)
            if !required.isEmpty { head.append("requiring: [\(required.map(SwiftEscaper.stringLiteral).joined(separator: ", "))]") }
        }
        // The route read in the URL's fragment (`/#/room/{id}`), whose query the items above are.
        if let fragment = pattern.fragment { head.append("fragment: \(segments(fragment))") }
        // What comes after it: the alternatives and the app's choice, the chain, and how the
        // destination is read (and read back: `values`).
        var choosing = entry.link.alternatives.isEmpty ? [] : [
            "alternatives: [\(entry.link.alternatives.map { "." + GeneratedNames.nodeMember($0.value) }.joined(separator: ", "))]",
        ]
        // A screen's choice is one requirement: awaited when any of its links says so.
        let choice = plan.choices.first { $0.screen.name.value == entry.screen.name.value }
        if entry.link.asksTheApp, let choice, choice.system || choice.awaited {
            choosing.append("choice: NavGraphLinkChoice(systemMayOpen: \(entry.link.systemMayOpen), answerIsAwaited: \(choice.awaited))")
        }
        let make = "make: { \(destinationExpression(entry.screen, entry.link, opening: entry.opened)) }"
        let chain = chainScreens(of: entry)
        let readBack = values(entry.screen, entry.link)
        let placed = entry.placement.screen
        // Most links: the arguments around the placement on its first and last lines, when how
        // the destination is read and read back takes one line.
        if chain.isEmpty, let reading = oneLine(arguments(make, values: readBack, closing: "")) {
            return .block(
                opening: "NavGraphLink(" + (head + ["placement: NavGraphPlacement("]).joined(separator: ", "),
                body: placementArguments(placed, entry.placement, way: entry.way, newWindow: entry.link.opensNewWindow, newInstance: entry.link.opensNewInstance),
                closing: "), " + (choosing + [reading]).joined(separator: ", ") + "), // \(pattern.text)")
        }
        var body = head.map { SwiftStatement.line($0 + ",") }
        body.append(.block(
            opening: "placement: NavGraphPlacement(", body: placementArguments(placed, entry.placement, way: entry.way, newWindow: entry.link.opensNewWindow, newInstance: entry.link.opensNewInstance), closing: "),"))
        body += choosing.map { .line($0 + ",") }
        if !chain.isEmpty {
            let routes = entry.placement.chain.map(\.route)
            // The first screen opens where its own link does: a sub-flow's root opens the sub-flow.
            let opened = [entry.placement.screen] + chain.dropFirst().map(\.screen.name.value)
            body.append(.block(opening: "through: [", body: zip(zip(chain, routes), opened).flatMap { screenAndRoute, node in
                let (screen, route) = screenAndRoute
                let make = ".init(route: \(SwiftEscaper.stringLiteral(route)), make: { \(destinationExpression(screen.screen, screen.link, opening: node)) }"
                return arguments(make, values: values(screen.screen, screen.link), closing: "),")
            }, closing: "],"))
        }
        body += arguments(make, values: readBack, closing: "")
        return .block(opening: "NavGraphLink(", body: body, closing: "), // \(pattern.text)")
    }

    /// Arguments written as lines, joined into one; `nil` when one takes a block.
    private func oneLine(_ arguments: [SwiftStatement]) -> String? {
        var texts: [String] = []
        for argument in arguments {
            guard case .line(let text) = argument else { return nil }
            texts.append(text)
        }
        return texts.joined(separator: " ")
    }

    /// `make` and, when the link binds a context, `values` after it, then `closing`.
    private func arguments(_ make: String, values: [SwiftStatement]?, closing: String) -> [SwiftStatement] {
        guard let values else { return [.line(make + closing)] }
        if values.count == 1, case .line(let expression) = values[0] { return [.line(make + ","), .line("values: { \(expression) }" + closing)] }
        return [.line(make + ","), .block(opening: "values: {", body: values, closing: "}" + closing)]
    }

    /// The body of `values:`, `make` read backwards (`NavGraphLink.values`): the parameters' values
    /// read from a destination's context, by parameter name; for a link that names an enum case,
    /// `nil` for another case. `nil` for a link that binds nothing, which reads nothing back.
    private func values(_ screen: Screen, _ link: Link) -> [SwiftStatement]? {
        let parameters = link.pattern.value.bindingParameters
        // Constants alone (`set:`) read nothing back: what `make` gives is compared whole.
        guard let context = screen.context?.value, let type = boundType(of: link, on: screen), !parameters.isEmpty else { return nil }
        let read: String
        if case .named(let record) = type, case .record = graph.type(named: record)?.kind {
            read = "[" + parameters.map { "\(SwiftEscaper.stringLiteral($0.name)): value.\(SwiftName.identifier($0.field))" }.joined(separator: ", ") + "]"
        } else {
            read = parameters.first.map { "[\(SwiftEscaper.stringLiteral($0.name)): value]" } ?? "[:]"
        }
        let spelled = types.spelling(context)
        guard let chosen = link.enumCase else { return [.line("$0.context(as: \(spelled).self).map { value in \(read) }")] }
        return [
            .line("guard case .\(SwiftName.identifier(chosen.value))(let value)? = $0.context(as: \(spelled).self) else { return nil }"),
            .line("return \(read)"),
        ]
    }

    /// The screens a chain link shows before its own, each with the link as it binds that
    /// screen's context (`LinkPattern.bindingChainScreen`); empty for most links.
    private func chainScreens(of entry: LinkPlan.Entry) -> [(screen: Screen, link: Link)] {
        entry.link.chain.compactMap { name in
            graph.screen(named: name.value).map { ($0, entry.link.bindingChainScreen(name.value)) }
        }
    }

    /// `.itemDetail(try $0.value("id", as: Int.self))`: the destination read from the parameters;
    /// for a link that names an enum case, `.editor(.reply(try $0.value("status", as: String.self)))`;
    /// what `set:` gives is read from its text (`NavGraphLinkValues.constant`), without `$0` when
    /// the link has no parameter.
    /// `node` is what the link opens: the screen, or the sub-flow whose root it is, which takes
    /// the same context (`.roomFlow(try $0.value("id", as: String.self))`).
    private func destinationExpression(_ screen: Screen, _ link: Link, opening node: String) -> String {
        let member = GeneratedNames.nodeMember(node)
        guard screen.context != nil else { return "_ in .\(member)" }
        let parameters = link.pattern.value.bindingParameters
        let value = boundType(of: link, on: screen).flatMap { self.value(of: $0, from: parameters, constants: link.constants?.value, wholeURL: link.takesWholeURL) }
        let reading = parameters.isEmpty ? "_ in try" : "try"
        if let chosen = link.enumCase {
            let enumCase = "." + SwiftName.identifier(chosen.value)
            return value.map { "\(reading) .\(member)(\(enumCase)(\($0)))" } ?? "_ in .\(member)(\(enumCase))"
        }
        return value.map { "\(reading) .\(member)(\($0))" } ?? "_ in .\(member)"
    }

    /// The canonical type a link's parameters bind (`LinkBinding.boundType`).
    private func boundType(of link: Link, on screen: Screen) -> TypeExpression? {
        LinkBinding.boundType(of: link, on: screen, in: graph, resolver: resolver)
    }

    /// A value of `type` read from the parameters and `constants`: a record from its fields, a
    /// scalar from the one parameter or constant; `nil` when there is none. The whole URL
    /// (`wholeURL`) is always there, so an optional it binds is read as required: a context
    /// without it is none that link makes.
    private func value(of type: TypeExpression, from parameters: [LinkParameter], constants: LinkConstants?, wholeURL: Bool) -> String? {
        if case .value(let constant) = constants { return self.constant(constant.value, type) }
        let setFields = constants?.fieldValues ?? [:]
        if case .named(let record) = type, case .record(let fields) = graph.type(named: record)?.kind {
            // One look-up per field, not a search of the parameters: a link may have thousands.
            let byField = Dictionary(parameters.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
            let arguments = fields.map { field -> String in
                let label = SwiftName.argumentLabel(field.name.value)
                if let text = setFields[field.name.value], let fieldType = resolver.canonical(field.type.value) {
                    return "\(label): \(constant(text, fieldType))"
                }
                guard let parameter = byField[field.name.value],
                      let fieldType = resolver.canonical(field.type.value) else { return "\(label): nil" }
                return "\(label): \(read(parameter.name, fieldType, required: wholeURL))"
            }
            return "\(SwiftName.identifier(record))(\(arguments.joined(separator: ", ")))"
        }
        return parameters.first.map { read($0.name, type, required: wholeURL) }
    }

    /// `NavGraphLinkValues.constant("unread", as: SmartFeedKind.self)`: a constant `set:` gives,
    /// read as an optional's wrapped type.
    private func constant(_ text: String, _ type: TypeExpression) -> String {
        let wrapped: TypeExpression = if case .optional(let inner) = type { inner } else { type }
        return "NavGraphLinkValues.constant(\(SwiftEscaper.stringLiteral(text)), as: \(types.spelling(wrapped)).self)"
    }

    /// `$0.value("id", as: Int.self)`, or `optionalValue` for an optional type unless it is
    /// `required`.
    private func read(_ parameter: String, _ type: TypeExpression, required: Bool = false) -> String {
        let name = SwiftEscaper.stringLiteral(parameter)
        guard case .optional(let wrapped) = type else { return "$0.value(\(name), as: \(types.spelling(type)).self)" }
        return "$0.\(required ? "value" : "optionalValue")(\(name), as: \(types.spelling(wrapped)).self)"
    }

    // MARK: Placements

    /// The arguments of `NavGraphPlacement(...)` for `placement` of `node` (a screen, or a flow an
    /// `open` route opens), taking `way`: the node, its steps and its arrival on one line where the
    /// steps take one, then how it is made and started, and whether it opens in a new window
    /// where several show (`window: new`) or in a new instance of a flow made from data
    /// (`instance: new`).
    func placementArguments(_ node: String, _ placement: LinkPlacement, way: FlowTree.Way, newWindow: Bool = false, newInstance: Bool = false) -> [SwiftStatement] {
        var body: [SwiftStatement] = []
        let arrival: String
        var make: String?
        switch placement.arrival {
        case .shown:
            arrival = ".shown"
        case .pushed:
            arrival = ".pushed"
            make = makeClosure(node, by: placement.flow ?? graph.entry.value)
        case .presented(let inOwnStack):
            arrival = ".presented(\(presentationOptions(of: node, inOwnStack: inOwnStack)))"
            make = makeClosure(node, by: graph.entry.value)
        }
        // The way to a node is declared once (`NavGraphWays`); the entry's is empty.
        let shared: String? = way.through.flatMap { plan.wayNodes.contains($0) ? wayName($0) : nil }
        let last = way.last.map { step($0, linking: node) }
        switch (shared, last) {
        case (nil, nil):
            body.append(.line("screen: .\(GeneratedNames.nodeMember(node)), steps: [], arrival: \(arrival),"))
        case (let shared?, nil):
            body.append(.line("screen: .\(GeneratedNames.nodeMember(node)), steps: \(shared), arrival: \(arrival),"))
        case (let shared, .line(let last)?):
            // A step of one line (`.init(...),`) goes inside the brackets without its comma.
            let steps = (shared.map { $0 + " + " } ?? "") + "[\(last.dropLast())]"
            body.append(.line("screen: .\(GeneratedNames.nodeMember(node)), steps: \(steps), arrival: \(arrival),"))
        case (let shared, let last?):
            body.append(.line("screen: .\(GeneratedNames.nodeMember(node)),"))
            body.append(.block(opening: "steps: " + (shared.map { $0 + " + " } ?? "") + "[", body: [last], closing: "],"))
            body.append(.line("arrival: \(arrival),"))
        }
        if let make { body.append(.line("make: \(make),")) }
        body += startClosures(node)
        if !placement.alsoIn.isEmpty {
            // The other places `in:` lists, each a placement of its own, without places of its own.
            let others = placement.alsoIn.map { other -> SwiftStatement in
                .block(opening: "NavGraphPlacement(", body: placementArguments(node, other, way: tree.way(of: other)), closing: "),")
            }
            body[body.count - 1] = body[body.count - 1].endingWithComma
            body.append(.block(opening: "elsewhere: [", body: others, closing: "]"))
        }
        for (flag, argument) in [(newWindow, "opensNewWindow"), (newInstance, "opensNewInstance")] where flag {
            body[body.count - 1] = body[body.count - 1].endingWithComma
            body.append(.line("\(argument): true"))
        }
        return body
    }

    /// How a route presents the screen (style, detents, whether it may be swiped away), when one
    /// presents it as the placement does (in a stack of its own or not) and not as a popover,
    /// which needs a source to point at, nor as an overlay, which a flow shows over everything
    /// and links wait behind; otherwise a sheet.
    private func presentationOptions(of screen: String, inOwnStack: Bool) -> String {
        let route = presentations[screen]?.first { route in
            route.embedsInStack == inOwnStack && !route.effectivePresentation.pointsAtAnchor && !route.effectivePresentation.coversEverything
        }
        let options = route.map(Replacements.presentationOptions) ?? NavGraphPresentationOptions(embedInStack: inOwnStack)
        return GeneratedSpelling.expression(of: options)
    }

    /// `, origins: NavGraphLinkOrigins(schemes: ["shop"], domains: ["shop.example.com"])`, or
    /// nothing for a graph that declares no origins.
    private func origins() -> String {
        guard let origins = graph.linkOrigins?.value else { return "" }
        let list = { (names: [Located<String>]) in "[" + names.map { SwiftEscaper.stringLiteral($0.value) }.joined(separator: ", ") + "]" }
        return ", origins: NavGraphLinkOrigins(schemes: \(list(origins.schemes)), domains: \(list(origins.domains)))"
    }

    /// `NavGraphWays`: the way down from the entry to each node of the flow tree that placements
    /// go through, each the way above it and one step, declared once and named by every placement
    /// through it: the generated code grows with the flows, not with the links times their depth.
    private func ways() -> SwiftDeclaration {
        let type = "[NavGraphPlacement<NavGraphDestination>.Step]"
        return .type(SwiftTypeDeclaration(
            doc: "The way down from the entry to each flow (or switch child) that links and `open` routes go through:"
                + " the way to the flow above it and the step that shows it, declared once for every placement that takes it.",
            modifiers: ["private"], keyword: .enum, name: "NavGraphWays",
            members: plan.ways.map { way in
                let above = plan.wayNodes.contains(way.step.flow) ? wayName(way.step.flow) + " + " : ""
                return .constant(
                    doc: "", modifiers: ["static"], name: GeneratedNames.nodeMember(way.node), type: type,
                    opening: above + "[", body: [step(way.step, linking: nil)], closing: "]")
            }
        ))
    }

    /// `NavGraphWays.shop`: the declared way down to `node`.
    private func wayName(_ node: String) -> String {
        "NavGraphWays." + GeneratedNames.nodeMember(node)
    }

    /// One step of the way down to `linked` (`nil` for a way that placements share); a switch
    /// step also says how to ask its flow, and make and start the child.
    private func step(_ step: LinkPlacement.Step, linking linked: String?) -> SwiftStatement {
        let head = "flow: .\(GeneratedNames.nodeMember(step.flow)), kind: .\(step.kind.rawValue), child: .\(GeneratedNames.nodeMember(step.child))"
        guard step.kind.startsWithInitialChild else { return .line(".init(\(head)),") }
        let contract = GeneratedNames.contract(step.flow)
        let start = startChild(step, of: contract, linking: linked)
        var switching: [SwiftStatement] = [
            .line("ask: { ($0 as? any \(contract))?.shouldOpen($1) ?? false },"),
            .line("make: \(makeClosure(step.child, by: step.flow))" + (start == nil ? "" : ",")),
        ]
        if let start { switching.append(start) }
        return .block(opening: ".init(", body: [
            .line(head + ","),
            .block(opening: "switching: .init(", body: switching, closing: ")"),
        ], closing: "),")
    }

    /// How a switch step starts its child: a flow child its flow; a screen child other than
    /// `linked` with the context its switch flow (of contract `flowContract`) gives it; `nil` for
    /// the linked screen, which the placement starts.
    private func startChild(_ step: LinkPlacement.Step, of flowContract: String, linking linked: String?) -> SwiftStatement? {
        let childContract = GeneratedNames.contract(step.child)
        if graph.flow(named: step.child) != nil {
            return .line("start: { child, _ in (child as? any \(childContract))?.startFlow() }")
        }
        guard step.child != linked, let screen = graph.screen(named: step.child) else { return nil }
        guard screen.context != nil else {
            return .line("startScreen: { _, child in (child as? any \(childContract))?.start() }")
        }
        return .block(opening: "startScreen: { flow, child in", body: [
            .line("guard let flow = flow as? any \(flowContract) else { return }"),
            .line("(child as? any \(childContract))?.start(context: flow.\(GeneratedNames.childContext(step.child))())"),
        ])
    }

    /// `{ ($0 as? any ShopFlowControlling)?.makeItemDetail() }`.
    private func makeClosure(_ node: String, by maker: String) -> String {
        "{ ($0 as? any \(GeneratedNames.contract(maker)))?.\(plan.makeName(of: node, by: maker, in: graph))() }"
    }

    /// `start`: starts the placed screen with the destination's context, or the placed flow
    /// (`startFlow`, with the context of a sub-flow that takes one); for a sub-flow with a
    /// context, `restoring` too: a restored state gives it its context and shows its saved screens.
    private func startClosures(_ node: String) -> [SwiftStatement] {
        let contract = GeneratedNames.contract(node)
        let isFlow = graph.flow(named: node) != nil
        let name = isFlow ? "flow" : "screen"
        guard let context = graph.screen(named: node)?.context?.value ?? graph.flow(named: node)?.context?.value else {
            return [.line("start: { \(name), _ in (\(name) as? any \(contract))?.\(isFlow ? "startFlow" : "start")() }")]
        }
        let starting = { (label: String, call: String, closing: String) -> SwiftStatement in
            .block(opening: "\(label): { \(name), destination in", body: [
                .line("guard let context = destination.context(as: \(types.spelling(context)).self) else { return }"),
                .line("(\(name) as? any \(contract))?.\(call)(context: context)"),
            ], closing: closing)
        }
        return isFlow ? [starting("start", "startFlow", "},"), starting("restoring", "start", "}")] : [starting("start", "start", "}")]
    }

    // MARK: Values and the navigator

    /// `extension Category: NavGraphLinkValue {}` for each enum a link reads.
    private func valueConformances() -> [SwiftDeclaration] {
        var enums: [String] = []
        var seen: Set<String> = []
        for entry in plan.entries {
            for (screen, link) in [(entry.screen, entry.link)] + chainScreens(of: entry) {
                enums.append(contentsOf: readEnums(link, on: screen).filter { seen.insert($0).inserted })
            }
        }
        return enums.map { name in
            .type(SwiftTypeDeclaration(
                doc: "\(name) is read from a link by its case name.", keyword: .extension,
                name: SwiftName.identifier(name), conformances: ["NavGraphLinkValue"], members: []
            ))
        }
    }

    /// The enums `link` reads to make `screen`'s context, each once.
    private func readEnums(_ link: Link, on screen: Screen) -> [String] {
        guard let canonical = boundType(of: link, on: screen) else { return [] }
        var candidates = [canonical]
        if case .named(let record) = canonical, case .record(let fields) = graph.type(named: record)?.kind {
            let bound = Set(link.pattern.value.bindingParameters.map(\.field)).union(link.constants?.value.fieldValues.keys.map { $0 } ?? [])
            candidates = fields.filter { bound.contains($0.name.value) }.compactMap { resolver.canonical($0.type.value) }
        }
        var enums: [String] = []
        var seen: Set<String> = []
        for candidate in candidates {
            var type = candidate
            if case .optional(let wrapped) = type { type = wrapped }
            // LinkChecker lets only enums whose cases carry nothing be read from a link.
            if case .named(let name) = type, case .enumeration = graph.type(named: name)?.kind, seen.insert(name).inserted {
                enums.append(name)
            }
        }
        return enums
    }

    private func navigatorExtension() -> SwiftDeclaration {
        var members: [SwiftDeclaration] = []
        if !plan.entries.isEmpty {
            members.append(.function(
                doc: "Opens the screen `url` links to where the graph places it (see `open(_:)`). A link tapped inside the app"
                    + " names the screen it was tapped on (`source`): a route of that screen that pushes the linked screen opens it"
                    + " above it, as if tapped. Returns whether it is shown now: `false` when the URL matches no link, or the link"
                    + " is kept for later.",
                attributes: ["@discardableResult"], signature: "open(url: URL, from source: (any NavGraphFlowController)? = nil) -> Swift.Bool",
                body: [.line("guard let match = NavGraphDestination.navGraphLinkTable.match(url) else { return false }")]
                    + chosenTargetOpening()
                    + [.line("return navigation.open(match.destination, placement: match.placement\(plan.hasChains ? ", through: match.through" : ""), tappedOn: source)")]
            ))
        }
        let unlinked = "let placement = NavGraphDestination.navGraphUnlinkedPlacement(of: destination.name)"
        // A sub-flow's root the app names opens the sub-flow, handed the root's context.
        var opening: [SwiftStatement] = plan.unlinked.contains { $0.placement.subflowRoot != nil }
            ? [.line("let destination = NavGraphDestination.navGraphSubflowOpened(by: destination)")] : []
        opening += plan.unlinked.isEmpty || plan.entries.isEmpty ? [] : [
            .line("if \(unlinked) { return navigation.open(destination, placement: placement) }"),
        ]
        // Without links, only the placements without URLs open a destination.
        opening.append(.line(plan.entries.isEmpty ? (plan.unlinked.isEmpty ? "return false" : "guard \(unlinked) else { return false }")
            : "guard let placement = NavGraphDestination.navGraphLinkTable.placement(of: destination.name),"
                + " NavGraphDestination.navGraphLinkTable.reads(destination) else { return false }"))
        if !(plan.entries.isEmpty && plan.unlinked.isEmpty) { opening.append(.line("return navigation.open(destination, placement: placement)")) }
        // A graph without placements keeps the words it was generated with.
        let placing = plan.unlinked.isEmpty && plan.unlinkedChains.isEmpty
            ? ("a push notification, say", "its screen's first link places it", "without links, and")
            : ("a push notification, Handoff, an intent",
               "its screen's placement without a URL (`placement:` in the graph) places it, with any context, or else where its first link places it",
               "with neither, and, by its link,")
        members.append(.function(
            doc: "Opens `destination` (from \(placing.0)) where \(placing.1):"
                + " switching, selecting, pushing or presenting, in one transition. A switch flow that shows"
                + " another child is asked first (`shouldOpen(_:)`); when it refuses, or a transition is running,"
                + " the destination is kept and opened after a later transition. Returns whether it is shown now;"
                + " `false` also for a screen \(placing.2) for a context no link of the screen reads from a URL"
                + " (an empty topic: what a URL could not open, a notification does not either).",
            attributes: ["@discardableResult"], signature: "open(_ destination: NavGraphDestination) -> Swift.Bool",
            body: opening
        ))
        members.append(.function(
            doc: "Opens the destination a payload from outside the app carries (a notification's or a shortcut item's `userInfo`,"
                + " an App Intent's parameter: `NavGraphDestination.payload()`), as `open(_:)` opens it: only where a link or a"
                + " placement places it, behind the switch flows' gates. Throws `NavGraphPayloadError` for a payload that is not"
                + " a destination of the graph (`NavGraphDestination(payload:)` says which); returns `open(_:)`'s answer otherwise.",
            attributes: ["@discardableResult"], signature: "open(payload: Data) throws -> Swift.Bool",
            body: [.line("open(try NavGraphDestination(payload: payload))")]
        ))
        return .type(SwiftTypeDeclaration(
            doc: "", keyword: .extension, name: "NavGraphNavigator", members: members + chosenTargetFunction() + chainOpeners()))
    }
}

private extension SwiftStatement {
    /// The statement with a comma after it, for an argument that is no longer the last.
    var endingWithComma: SwiftStatement {
        switch self {
        case .line(let text): .line(text + ",")
        case .block(let opening, let body, let closing): .block(opening: opening, body: body, closing: closing + ",")
        case .switchOver, .comment: self
        }
    }
}
