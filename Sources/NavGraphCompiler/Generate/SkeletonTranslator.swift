/// FlowController skeletons: one user-owned file per screen and flow, conforming to its
/// contract, with a compilable body and `TODO(navgraph):` comments where the app fills in.
///
/// `navgraph scaffold` writes only those that do not exist yet; they are never regenerated.
public enum SkeletonGenerator {
    /// The place-to-fill-in marker every skeleton uses.
    public static let todoMarker = "TODO(navgraph):"

    /// One skeleton per screen, then per flow, named `<Name>FlowController.swift`, then one per
    /// offered set of shared routes, `<Set>Routing.swift`.
    public static func skeletons(for valid: ValidGraph) -> [GeneratedFile] {
        let graph = valid.graph
        let contracts = ContractsTranslator(valid, types: SwiftTypes(graph: graph))
        let ui = graph.generationOptions.ui
        // A tab's FlowController labels its tab under SwiftUI (`tabItem`); without it the tab is blank.
        let tabs = Set(graph.flows.filter { $0.kind.showsTabBar }.flatMap { $0.children.map(\.value) })
        let screens = graph.screens.map { screen in
            screen.effectiveKind.isDialog
                ? dialogSkeleton(screen, graph: graph, types: contracts.types, requirements: contracts.requirements(of: screen))
                : systemSheetParts(screen.effectiveKind, name: screen.name.value).map { parts in
                    systemSheetSkeleton(screen, parts, types: contracts.types, requirements: contracts.requirements(of: screen))
                }
                ?? skeleton(
                    name: screen.name.value, what: "screen", isScreen: true, isTab: tabs.contains(screen.name.value), summary: screen.summary,
                    ui: ui, requirements: contracts.requirements(of: screen), endsWithFeedback: screen.feedback != nil)
        }
        let flows = graph.flows.map { flow in
            skeleton(
                name: flow.name.value, what: "\(flow.kind.rawValue) flow", isScreen: false, isTab: tabs.contains(flow.name.value),
                summary: flow.summary, ui: ui, requirements: contracts.requirements(of: flow),
                containedChildren: flow.kind == .container ? flow.children.map(\.value) : [], drawsTabs: flow.tabBar != nil, drawsKeys: flow.tabBar != nil && !flow.instances.isEmpty)
        }
        let sharedRoutes = graph.sharedRouteOwners.map { owner in
            sharedRoutesSkeleton(owner, requirements: contracts.routeRequirements(owner.routes))
        }
        return screens + flows + sharedRoutes
    }

    /// What every screen offering a set of shared routes makes for them, written once as an
    /// extension of the set's contract: each screen's FlowController has it, and may still
    /// implement a requirement itself where it makes a destination differently.
    private static func sharedRoutesSkeleton(_ owner: RouteOwner, requirements: [ContractsTranslator.Requirement]) -> GeneratedFile {
        let routing = GeneratedNames.routing(owner.name)
        let file = SwiftFile(
            header: [
                "\(routing).swift: what the shared routes \(owner.name) ask of the screens that offer them, written once.",
                "Created once by `navgraph scaffold`; this file is yours and is never overwritten.",
                "Fill in the places marked \(todoMarker)",
            ],
            imports: ["Foundation"],
            declarations: [.type(SwiftTypeDeclaration(
                doc: "What \(owner.offeredBy) make for the shared routes \(owner.name), written once for all of them.",
                keyword: .extension, name: routing,
                members: requirements.map(requirementFunction)
            ))]
        )
        return GeneratedFile(name: "\(routing).swift", contents: SwiftCodeWriter.render(file))
    }

    /// The skeletons whose type the app's Swift files (`sources`) do not declare yet, and, for
    /// each of the others, the file that declares its type: an app that keeps several
    /// FlowControllers in one file, keeps one in a subfolder, or has written `extension
    /// StatusRowRouting` under another file name, gets no second declaration. A skeleton is named
    /// after the type it declares or extends (`<Type>.swift`).
    public static func undeclared(_ skeletons: [GeneratedFile], in sources: [SourceFile]) -> (write: [GeneratedFile], declared: [(skeleton: String, file: String)]) {
        let scan = SwiftTypeScan(sources)
        var write: [GeneratedFile] = []
        var declared: [(skeleton: String, file: String)] = []
        for file in skeletons {
            let type = String(file.name.dropLast(".swift".count))
            if let place = scan.types[type].flatMap({ $0.declarations.first ?? $0.extensions.first }) {
                declared.append((file.name, place.file))
            } else {
                write.append(file)
            }
        }
        return (write, declared)
    }

    private static func skeleton(
        name: String, what: String, isScreen: Bool, isTab: Bool, summary: String?, ui: GenerationOptions.UserInterface,
        requirements: [ContractsTranslator.Requirement], endsWithFeedback: Bool = false, containedChildren: [String] = [], drawsTabs: Bool = false, drawsKeys: Bool = false
    ) -> GeneratedFile {
        let members = commonMembers(requirements) + (endsWithFeedback ? [endingComment] : [])
            + (ui == .swiftui ? swiftUIMembers(name, isScreen: isScreen, isTab: isTab, containedChildren: containedChildren, drawsTabs: drawsTabs, drawsKeys: drawsKeys) : [])
        return skeletonFile(
            name: name, what: what, ui: ui,
            doc: "The FlowController of the \(what) \(name)" + (summary.map { ": \($0)" } ?? ".")
                + "\n\nIt owns the transitions; the view only reports events (for example through its view model)."
                + (ui == .uikit
                    ? " On UIKit it is a `UIViewController`; make it a `UIHostingController` to show a SwiftUI view."
                    : " It is a plain object; the navigator shows " + (isScreen ? "its `view`." : "what it starts.")),
            isViewController: ui == .uikit, members: members)
    }

    /// The navigator property and the contract's requirements, each with its `TODO(navgraph):`.
    private static func commonMembers(_ requirements: [ContractsTranslator.Requirement]) -> [SwiftDeclaration] {
        [
            .property(doc: "The navigator that shows this FlowController; set when it is shown.", modifiers: ["weak"],
                      name: "navigator", type: "(any NavGraphNavigator)?", value: nil, getter: nil),
        ] + requirements.map(requirementFunction)
    }

    /// A requirement as the skeleton fills it: its `TODO(navgraph):` and a value that compiles.
    private static func requirementFunction(_ requirement: ContractsTranslator.Requirement) -> SwiftDeclaration {
        .function(
            doc: requirement.doc, attributes: [], signature: requirement.signature,
            body: [.comment("\(todoMarker) \(requirement.todo)")] + requirement.skeletonStatements + (requirement.skeletonValue.map { [.line($0)] } ?? []))
    }

    /// An alert's or confirmation dialog's skeleton, the same under UIKit and SwiftUI: a plain
    /// object whose `alert` has a button per case of an enum feedback (or one with a value of
    /// another feedback) and a Cancel that hands back nothing (an OK, when there is no feedback).
    private static func dialogSkeleton(
        _ screen: Screen, graph: Graph, types: SwiftTypes, requirements: [ContractsTranslator.Requirement]
    ) -> GeneratedFile {
        let name = screen.name.value
        let feedback = screen.feedback?.value
        var buttons: [String] = []
        if let feedback, case .named(let typeName) = feedback, case .enumeration(let cases)? = graph.type(named: typeName)?.kind {
            // A case that carries a value gets no button: the skeleton cannot know which value.
            buttons = cases.filter { $0.payload == nil }.map {
                "NavGraphAlertAction(\(SwiftEscaper.stringLiteral($0.name.value)), value: .\(SwiftName.identifier($0.name.value))),"
            }
        } else if let feedback, let value = types.placeholderValue(feedback) {
            buttons = ["NavGraphAlertAction(\"OK\", value: \(value)),"]
        }
        // With nothing to hand back, the one button acknowledges.
        buttons.append(feedback == nil ? "NavGraphAlertAction(\"OK\", role: .cancel)," : "NavGraphAlertAction(\"Cancel\", role: .cancel),")
        let valueType = feedback.map(types.spelling) ?? StandardNames.never
        let kind = screen.effectiveKind == .alert ? "alert" : "confirmation dialog"
        let alert = SwiftDeclaration.property(
            doc: "What the \(kind) says, and its buttons: each closes it and hands its value to the route that presented it.",
            modifiers: [], name: "alert", type: "NavGraphAlert<\(valueType)>", value: nil,
            getter: [
                .comment("\(todoMarker) Word the \(kind) and its buttons; the screen that presented it goes on from the value."),
                .block(opening: "NavGraphAlert(title: \(SwiftEscaper.stringLiteral(name)), message: nil, actions: [", body: buttons.map { .line($0) }, closing: "])"),
            ])
        return skeletonFile(
            name: name, what: kind, ui: nil,
            doc: "The FlowController of the \(kind) \(name)" + (screen.summary.map { ": \($0)" } ?? ".")
                + "\n\nA plain object under UIKit and SwiftUI alike: it describes the \(kind), which the system draws.",
            isViewController: false, members: commonMembers(requirements) + [alert])
    }

    /// What a system sheet's skeleton holds besides the common members: a property saying what
    /// the system shows, and, for a sheet that hands something back, the function making the
    /// screen's feedback of it, unless the runtime maps it (the feedback is what the system hands
    /// back, or there is none).
    private struct SystemSheetParts {
        /// The sheet as the file's comments name it: "document picker".
        let what: String
        /// What the FlowController does, ending the type's doc comment.
        let role: String
        let property: (name: String, type: String, doc: String, todo: String, value: String)
        let mapping: (signature: String, doc: String, todo: String, handedBackAsIs: TypeExpression?)?
    }

    private static func systemSheetParts(_ kind: NavGraphScreenKind, name: String) -> SystemSheetParts? {
        switch kind {
        case .documentPicker:
            SystemSheetParts(
                what: "document picker", role: "it describes the picker, which the system shows.",
                property: (
                    "documentPicker", "NavGraphDocumentPicker", "What the picker offers: uniform type identifiers, and whether several documents may be picked.",
                    "The content types \(name) opens (\"public.data\" is any document).", "NavGraphDocumentPicker(contentTypes: [\"public.data\"])"),
                // `[URL]` is handed back as picked (an alias of it gets the function, which says the same).
                mapping: (
                    "feedback(fromDocuments urls: [URL])", "The value the picked documents hand back to the route that presented the picker; `nil` for none.",
                    "Make \(name)'s feedback from the documents picked.", .array(.builtin(.url))))
        case .photoPicker:
            SystemSheetParts(
                what: "photo picker", role: "it describes the picker, which the system shows.",
                property: (
                    "photoPicker", "NavGraphPhotoPicker", "What the picker offers: how many items, of which kinds.",
                    "How many items \(name) picks, and which kinds (none named: every kind).", "NavGraphPhotoPicker(selectionLimit: 1, kinds: [.images])"),
                mapping: (
                    "feedback(fromPhotos photos: [NavGraphPickedPhoto])", "The value the picked items hand back to the route that presented the picker; `nil` for none.",
                    "Make \(name)'s feedback from the items picked (each loads its data with `loadData()`).", nil))
        case .share:
            SystemSheetParts(
                what: "share sheet", role: "it names what to share, which the system offers to the person's services.",
                property: ("shareItems", "[Any]", "What is shared: the items UIKit's activity view controller takes (a URL, a String, an image).", "What \(name) shares.", "[\"\(name)\"]"),
                mapping: (
                    "feedback(fromShare result: NavGraphShareResult)", "The value the service the person chose hands back to the route that presented the share sheet; `nil` for none.",
                    "Make \(name)'s feedback from the service chosen.", nil))
        case .webAuthentication:
            SystemSheetParts(
                what: "web authentication session", role: "it names the sign-in page and the callback, and the system runs the session.",
                property: (
                    "webAuthentication", "NavGraphWebAuthentication", "The sign-in the session runs: its page, and the scheme of the callback URL that ends it.",
                    "The sign-in page \(name) opens, and the scheme its service calls back with.",
                    "NavGraphWebAuthentication(url: \(StandardNames.builtin(.url))(string: \"https://example.com/oauth/authorize\")!, callbackURLScheme: \"example\")"),
                // The callback `URL` is handed back as the service gave it.
                mapping: (
                    "feedback(fromCallback url: \(StandardNames.builtin(.url)))", "The value the callback URL hands back to the route that started the sign-in; `nil` for none.",
                    "Make \(name)'s feedback from the callback URL (read the authorization code from its query).", .builtin(.url)))
        case .safari:
            // A Safari view hands nothing back; a route to a page other than http or https is
            // refused at run time, as `SFSafariViewController` takes no other.
            SystemSheetParts(
                what: "Safari view", role: "it names the page, which the system shows.",
                property: (
                    "safariURL", StandardNames.builtin(.url), "The page the Safari view shows: an http or https URL.",
                    "The page \(name) shows (only http and https: a route to any other is refused).", "\(StandardNames.builtin(.url))(string: \"https://www.apple.com\")!"),
                mapping: nil)
        case .openURL:
            // Its feedback is `Bool` or none (`invalid-system-sheet` otherwise): the runtime maps it.
            SystemSheetParts(
                what: "openURL screen", role: "it names the URL, which the system opens, leaving the app.",
                property: (
                    "outsideURL", StandardNames.builtin(.url), "The URL the system opens: a web page, a mailto: URL, or NavGraphOutside.settings.",
                    "The URL \(name) opens outside the app.", "NavGraphOutside.settings"),
                mapping: nil)
        case .mailComposer:
            SystemSheetParts(
                what: "mail composer", role: "it says what the mail starts with, which the person writes and sends.",
                property: (
                    "mailDraft", "NavGraphMailDraft", "The mail the composer starts with: recipients, subject and body.",
                    "The mail \(name) starts with.", "NavGraphMailDraft(toRecipients: [\"support@example.com\"], subject: \"\(name)\")"),
                mapping: (
                    "feedback(fromCompose result: NavGraphComposeResult)",
                    "The value how the composition ended (or `.unavailable`: the device cannot send mail) hands back to the route that presented the composer; `nil` for none.",
                    "Make \(name)'s feedback from how the mail was sent, saved or cancelled.", nil))
        case .messageComposer:
            SystemSheetParts(
                what: "message composer", role: "it says what the message starts with, which the person writes and sends.",
                property: (
                    "messageDraft", "NavGraphMessageDraft", "The message the composer starts with: recipients and body.",
                    "The message \(name) starts with.", "NavGraphMessageDraft(body: \"\(name)\")"),
                mapping: (
                    "feedback(fromCompose result: NavGraphComposeResult)",
                    "The value how the composition ended (never `.saved`; `.unavailable`: the device cannot send messages) hands back to the route that presented the composer; `nil` for none.",
                    "Make \(name)'s feedback from how the message was sent or cancelled.", nil))
        case .view, .alert, .confirmationDialog:
            nil
        }
    }

    /// A system sheet's FlowController: what the system shows, and the value it makes of what the
    /// system hands back where the runtime does not map it.
    private static func systemSheetSkeleton(
        _ screen: Screen, _ parts: SystemSheetParts, types: SwiftTypes, requirements: [ContractsTranslator.Requirement]
    ) -> GeneratedFile {
        let name = screen.name.value
        let property = parts.property
        var members = commonMembers(requirements) + [SwiftDeclaration.property(
            doc: property.doc, modifiers: [], name: property.name, type: property.type, value: nil,
            getter: [.comment("\(todoMarker) \(property.todo)"), .line(property.value)])]
        if let mapping = parts.mapping, let feedback = screen.feedback?.value, feedback != mapping.handedBackAsIs {
            members.append(.function(
                doc: mapping.doc, attributes: [], signature: "\(mapping.signature) -> \(types.spelling(feedback))?",
                body: [.comment("\(todoMarker) \(mapping.todo)"), .line(types.placeholderValue(feedback) ?? "nil")]))
        }
        return skeletonFile(
            name: name, what: parts.what, ui: nil,
            doc: "The FlowController of the \(parts.what) \(name)" + (screen.summary.map { ": \($0)" } ?? ".")
                + "\n\nA plain object under UIKit and SwiftUI alike: \(parts.role)",
            isViewController: false, members: members)
    }

    private static func skeletonFile(
        name: String, what: String, ui: GenerationOptions.UserInterface?, doc: String, isViewController: Bool, members: [SwiftDeclaration]
    ) -> GeneratedFile {
        let className = GeneratedNames.flowController(name)
        let file = SwiftFile(
            header: [
                "\(className).swift: the FlowController of the \(what) \(name).",
                "Created once by `navgraph scaffold`; this file is yours and is never overwritten.",
                "Fill in the places marked \(todoMarker)",
            ],
            imports: ["Foundation"],
            // A dialog describes itself in plain values: it needs neither UI framework.
            declarations: (ui == nil ? [] : [
                ui == .uikit
                    ? .conditional(condition: "canImport(UIKit)", [.importModule("UIKit")])
                    : .conditional(condition: "canImport(SwiftUI)", [.importModule("SwiftUI")]),
            ]) + [
                .type(SwiftTypeDeclaration(
                    doc: doc,
                    attributes: isViewController ? [] : ["@MainActor"],
                    modifiers: ["final"],
                    keyword: .class,
                    name: className,
                    conformances: (isViewController ? ["NavGraphViewController"] : []) + [GeneratedNames.contract(name)],
                    members: members
                )),
            ]
        )
        return GeneratedFile(name: "\(className).swift", contents: SwiftCodeWriter.render(file))
    }

    /// How a screen that hands back a value ends: the generated `finish(with:)` and `finish()`.
    private static var endingComment: SwiftDeclaration {
        .comment([
            "\(todoMarker) When the person is done, call `finish(with:)` with what this screen hands back;",
            "on Cancel, call `finish()`: it closes without a value and the opener's `<route>DidEnd()` runs.",
        ])
    }

    /// A SwiftUI screen's view, a tab's label, a container's view of its children and the view of
    /// a tabs flow the app draws (`bar: app`), under `#if canImport(SwiftUI)` so that headless
    /// tests build without SwiftUI.
    private static func swiftUIMembers(_ name: String, isScreen: Bool, isTab: Bool, containedChildren: [String], drawsTabs: Bool, drawsKeys: Bool) -> [SwiftDeclaration] {
        let view: [SwiftDeclaration] = isScreen ? [
            .property(doc: "The view of \(name); it reports the person's actions to this FlowController.", modifiers: [],
                      name: "view", type: "some View", value: nil,
                      getter: [.comment("\(todoMarker) Show \(name)."), .line("Text(\(SwiftEscaper.stringLiteral(name)))")]),
        ] : []
        let tabItem: [SwiftDeclaration] = isTab ? [
            .property(doc: "The label of \(name)'s tab.", modifiers: [], name: "tabItem", type: "some View", value: nil,
                      getter: [.comment("\(todoMarker) Label \(name)'s tab."),
                               .line("Label(\(SwiftEscaper.stringLiteral(name)), systemImage: \(SwiftEscaper.stringLiteral("circle")))")]),
        ] : []
        let container: [SwiftDeclaration] = containedChildren.isEmpty ? [] : [
            .function(doc: "The view \(name)'s children are shown in, at once.", attributes: [],
                      signature: "containerView(_ children: NavGraphContainerChildren) -> some View",
                      body: [.comment("\(todoMarker) Lay out \(name)'s children."),
                             .block(opening: "VStack {", body: containedChildren.map { .line("children[.\(GeneratedNames.nodeMember($0))]") })]),
        ]
        let segments: [SwiftStatement] = [
            .block(opening: "Picker(\(SwiftEscaper.stringLiteral(name)), selection: tabs.selection) {", body: [
                .line("ForEach(tabs.shown, id: \\.self) { Text($0.rawValue).tag($0) }"),
            ]),
            .line(".pickerStyle(.segmented)"),
        ]
        // The tabs made from data: one per key (a browser's open tabs), selected by key.
        let keys: [SwiftStatement] = drawsKeys ? [
            .block(opening: "Picker(\"Open tabs\", selection: tabs.selectedKey) {", body: [
                .line("ForEach(tabs.keys, id: \\.self) { Text($0.description).tag(Optional($0)) }"),
            ]),
        ] : []
        let tabs: [SwiftDeclaration] = drawsTabs ? [
            .function(doc: "The view \(name)'s selected tab is shown in, with the switcher the app draws.", attributes: [],
                      signature: "tabsView(_ tabs: NavGraphAppTabs) -> some View",
                      body: [.comment("\(todoMarker) Draw \(name)'s switcher."), .block(opening: "VStack {", body: segments + keys + [.line("tabs.selected")])]),
        ] : []
        let members = view + tabItem + container + tabs
        return members.isEmpty ? [] : [.conditional(condition: "canImport(SwiftUI)", members)]
    }
}
