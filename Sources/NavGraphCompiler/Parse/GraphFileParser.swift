/// Stage 2 of the front end: one file's syntax tree to the declarations it makes.
///
/// Checks shapes and keys (`invalid-structure`, `unknown-key`) and reads type expressions
/// (`invalid-type`); names are checked later, when all files are joined.
struct GraphFileParser {
    static let topLevelKeys = ["version", "entry", "types", "screens", "flows", "sharedRoutes", "links", "generate"]
    static let screenKeys = ["kind", "summary", "context", "feedback", "routes", "sharedRoutes", "links", "formerly"]
    static let routeKeys = ["to", "style", "presentation", "compact", "embed", "context", "feedback", "dismissible", "detents", "initialDetent", "in", "formerly"]
    static let flowKeys = ["kind", "summary", "root", "children", "columns", "initial", "context", "feedback", "hideable", "routes", "formerly"]
    static let typeKeys = ["fields", "cases", "external", "codable", "sendable"]
    /// The keys of which a type declaration takes exactly one, which says what it is.
    static let typeForms = ["fields", "cases", "external"]

    private var diagnostics: DiagnosticBag
    private let path: String

    /// Parses one file's tree, adding what is wrong to `diagnostics`; `nil` when the file is not a mapping.
    static func parse(_ root: SyntaxNode, path: String, diagnostics: inout DiagnosticBag) -> GraphFile? {
        var parser = GraphFileParser(diagnostics: diagnostics, path: path)
        let file = parser.file(root)
        diagnostics = parser.diagnostics
        return file
    }

    private mutating func file(_ root: SyntaxNode) -> GraphFile? {
        var file = GraphFile(path: path)
        guard case .mapping = root.kind,
            let top = KeyedMapping.read(root, allowed: Self.topLevelKeys, what: "a graph file", diagnostics: &diagnostics)
        else {
            diagnostics.add(
                .invalidStructure,
                "a graph file must be a mapping with keys such as 'version', 'screens' and 'flows', not \(root.shapeDescription)",
                at: root.range)
            return nil
        }
        if let node = top["version"] { file.version = version(node) }
        if let node = top["entry"] { file.entry = name(node, what: "'entry'") }
        if let node = top["types"] {
            file.types = declarations(node, "'types'", .type, into: &file.incomplete) { $0.typeDeclaration($1, $2) }
        }
        if let node = top["screens"] {
            file.screens = declarations(node, "'screens'", .screenOrFlow, into: &file.incomplete) { $0.screen($1, $2) }
        }
        if let node = top["sharedRoutes"] {
            file.sharedRouteSets = declarations(node, "'sharedRoutes'", .sharedRouteSet, into: &file.incomplete) {
                SharedRouteSet(name: $1, routes: $0.routes($2))
            }
        }
        if let node = top["links"], let key = top.keyNode("links") {
            file.linkOrigins = Located(LinkOriginsReader.read(node, diagnostics: &diagnostics), at: key.range)
        }
        if let node = top["generate"], let key = top.keyNode("generate") {
            file.generate = Located(GenerationOptionsReader.read(node, diagnostics: &diagnostics), at: key.range)
        }
        if let node = top["flows"] {
            file.flows = declarations(node, "'flows'", .screenOrFlow, into: &file.incomplete) { $0.flow($1, $2) }
        }
        return file
    }

    private mutating func version(_ node: SyntaxNode) -> Located<Int>? {
        guard let text = node.scalarText, !node.isNull else {
            diagnostics.add(.invalidStructure, "'version' must be a number, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            diagnostics.add(.unsupportedVersion, "version '\(text)' is not supported; this compiler reads version 1", at: node.range)
            return nil
        }
        return Located(number, at: node.range)
    }

    /// Reads the named declarations under one top-level key, recording those with errors as incomplete.
    private mutating func declarations<Declaration>(
        _ node: SyntaxNode,
        _ what: String,
        _ namespace: IncompleteDeclaration.Namespace,
        into incomplete: inout [IncompleteDeclaration],
        read: (inout GraphFileParser, Located<String>, SyntaxNode) -> Declaration?
    ) -> [Declaration] {
        KeyedMapping.namedEntries(node, what: what, diagnostics: &diagnostics).compactMap { name, body in
            let errorsBefore = diagnostics.errorCount
            let declaration = read(&self, name, body)
            if declaration == nil || diagnostics.errorCount > errorsBefore {
                incomplete.append(IncompleteDeclaration(namespace: namespace, name: name, isDropped: declaration == nil))
            }
            return declaration
        }
    }

    // MARK: Names and text

    /// A name written as a value (`to`, `entry`, `root`...).
    private mutating func name(_ node: SyntaxNode, what: String) -> Located<String>? {
        NameReader.read(node, what: what, diagnostics: &diagnostics)
    }

    private mutating func summary(_ node: SyntaxNode?) -> String? {
        guard let node, !node.isNull else { return nil }
        guard let text = node.scalarText else {
            diagnostics.add(.invalidStructure, "'summary' must be text, not \(node.shapeDescription)", at: node.range)
            return nil
        }
        return text
    }

    private mutating func type(_ node: SyntaxNode?) -> Located<TypeExpression>? {
        guard let node else { return nil }
        return TypeExpressionReader.read(node, diagnostics: &diagnostics)
    }

    /// A value that must be one of an enumeration's words, with a suggestion when close.
    private mutating func word<Word: RawRepresentable & CaseIterable>(
        _ node: SyntaxNode, as type: Word.Type, what: String
    ) -> Located<Word>? where Word.RawValue == String {
        WordReader.read(node, as: type, what: what, diagnostics: &diagnostics)
    }

    private mutating func requireKey(_ key: String, in mapping: KeyedMapping, owner: Located<String>, what: String) -> SyntaxNode? {
        if let value = mapping[key] { return value }
        // The unknown key already reported is most likely this one misspelled; it is an error either way.
        if mapping.hasUnknownKeys { return nil }
        diagnostics.add(.invalidStructure, "\(what) '\(owner.value)' needs '\(key)'", at: owner.range)
        return nil
    }

    /// `formerly:` of a screen, flow or route: the names it had before, a name or a list of one
    /// or more; empty when absent.
    private mutating func formerNames(_ mapping: KeyedMapping) -> [Located<String>] {
        guard let node = mapping["formerly"] else { return [] }
        return FormerlyReader.read(node, what: "names the declaration had before, as in 'formerly: ProductDetail'", diagnostics: &diagnostics)
    }

    // MARK: Types

    private mutating func typeDeclaration(_ name: Located<String>, _ body: SyntaxNode) -> TypeDeclaration? {
        guard case .mapping = body.kind else {
            return type(body).map { TypeDeclaration(name: name, kind: .alias($0)) }
        }
        guard let mapping = KeyedMapping.read(body, allowed: Self.typeKeys, what: "type '\(name.value)'", diagnostics: &diagnostics)
        else { return nil }
        let forms = Self.typeForms.filter { mapping[$0] != nil }
        guard forms.count == 1, let form = forms.first else {
            let message = forms.isEmpty
                ? "type '\(name.value)' needs 'fields' (a record), 'cases' (an enum) or 'external: true'"
                : "type '\(name.value)' takes only one of 'fields', 'cases' and 'external'"
            diagnostics.add(.invalidStructure, message, at: forms.count > 1 ? mapping.keyNode(forms[1])!.location : name.location)
            return nil
        }
        let value = mapping[form]!
        let codable = mapping["codable"].flatMap { flag($0, key: "codable") }
        let sendable = mapping["sendable"].flatMap { flag($0, key: "sendable") }
        for key in ["codable", "sendable"] where form != "external" {
            guard let keyNode = mapping.keyNode(key) else { continue }
            diagnostics.add(
                .invalidStructure,
                "'\(key)' applies only to an external type: " + (key == "codable"
                    ? "a record or an enum is Codable when what it holds is"
                    : "a record or an enum is always Sendable, holding what is not in a NavGraphMainActorValue"),
                at: keyNode.range)
        }
        // A saved state is decoded wherever the app decodes it, off the main actor too, where a
        // value that is not Sendable cannot be made; the app saves its identifier instead.
        if codable?.value == true, sendable?.value == false, let key = mapping.keyNode("sendable") {
            diagnostics.add(
                .invalidStructure,
                "an external type that is not Sendable cannot be 'codable': a saved state is decoded off the main actor too; hand over its identifier (a SwiftData model's persistentModelID) to save it",
                at: key.range)
        }
        switch form {
        case "fields":
            let fields = KeyedMapping.namedEntries(value, what: "'fields'", diagnostics: &diagnostics).compactMap { field, fieldType in
                type(fieldType).map { RecordField(name: field, type: $0) }
            }
            return TypeDeclaration(name: name, kind: .record(fields))
        case "cases":
            return enumCases(value, of: name).map { TypeDeclaration(name: name, kind: .enumeration($0)) }
        default:
            guard value.scalarText == "true" else {
                diagnostics.add(.invalidStructure, "'external' can only be 'true'", at: value.range)
                return nil
            }
            return TypeDeclaration(name: name, kind: .external(codable: codable?.value ?? false, sendable: sendable?.value ?? true))
        }
    }

    /// The cases of an enum: each a name, or a one-key mapping `name: Type` for a case that
    /// carries a value.
    private mutating func enumCases(_ node: SyntaxNode, of type: Located<String>) -> [EnumCase]? {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'cases' of '\(type.value)' must be a list of one or more names", at: node.range)
            return nil
        }
        return items.compactMap { item in
            if case .mapping = item.kind {
                let entries = KeyedMapping.namedEntries(item, what: "a case of '\(type.value)'", diagnostics: &diagnostics)
                guard entries.count == 1, let entry = entries.first else {
                    diagnostics.add(
                        .invalidStructure, "an enum case that carries a value is one 'name: Type', not \(entries.count) keys", at: item.range)
                    return nil
                }
                return self.type(entry.value).map { EnumCase(name: entry.name, payload: $0) }
            }
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "an enum case must be a name or 'name: Type', not \(item.shapeDescription)", at: item.range)
                return nil
            }
            return EnumCase(name: Located(text, at: item.range))
        }
    }

    // MARK: Screens

    private mutating func screen(_ name: Located<String>, _ body: SyntaxNode) -> Screen? {
        guard let mapping = KeyedMapping.read(body, allowed: Self.screenKeys, what: "screen '\(name.value)'", diagnostics: &diagnostics)
        else { return nil }
        let kind = mapping["kind"].flatMap { word($0, as: NavGraphScreenKind.self, what: "screen kind") }
        if let kind, kind.value.isDialog, let routesKey = mapping.keyNode("routes") {
            diagnostics.add(
                .invalidAlert,
                "\(kind.value.rawValue) '\(name.value)' takes no routes: its buttons hand back its feedback, and the screen that presented it goes on from there",
                at: routesKey.range)
        }
        if let kind, kind.value.isDialog, let sharedKey = mapping.keyNode("sharedRoutes") {
            diagnostics.add(
                .invalidAlert,
                "\(kind.value.rawValue) '\(name.value)' offers no shared routes: its buttons hand back its feedback, and the screen that presented it goes on from there",
                at: sharedKey.range)
        }
        let isDialog = kind?.value.isDialog == true
        let routeNode = isDialog ? nil : mapping["routes"]
        var screen = Screen(
            name: name, summary: summary(mapping["summary"]), kind: kind, context: type(mapping["context"]),
            feedback: type(mapping["feedback"]), routes: routeNode.map { routes($0) } ?? [],
            links: mapping["links"].map { LinkReader.read($0, diagnostics: &diagnostics) } ?? [])
        if !isDialog, let node = mapping["sharedRoutes"] { screen.sharedRoutes = sharedRouteNames(node) }
        screen.formerNames = formerNames(mapping)
        return screen
    }

    /// The routes of a screen's `routes:` or of a set of shared routes, in the order written.
    private mutating func routes(_ node: SyntaxNode) -> [Route] {
        KeyedMapping.namedEntries(node, what: "'routes'", diagnostics: &diagnostics).compactMap { route($0, $1) }
    }

    /// A screen's `sharedRoutes:`: a list of one or more names of sets of shared routes.
    private mutating func sharedRouteNames(_ node: SyntaxNode) -> [Located<String>] {
        guard case .sequence(let items) = node.kind, !items.isEmpty else {
            diagnostics.add(
                .invalidStructure, "'sharedRoutes' of a screen must be a list of one or more names of sets declared under the top-level 'sharedRoutes'",
                at: node.range)
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalarText, !item.isNull else {
                diagnostics.add(.invalidStructure, "a set of shared routes is named, not \(item.shapeDescription)", at: item.range)
                return nil
            }
            return Located(text, at: item.range)
        }
    }

    private mutating func route(_ name: Located<String>, _ body: SyntaxNode) -> Route? {
        guard let mapping = KeyedMapping.read(body, allowed: Self.routeKeys, what: "route '\(name.value)'", diagnostics: &diagnostics)
        else { return nil }
        let destination = requireKey("to", in: mapping, owner: name, what: "route").flatMap { self.name($0, what: "'to'") }
        let style = requireKey("style", in: mapping, owner: name, what: "route").flatMap {
            word($0, as: NavGraphRouteStyle.self, what: "route style")
        }
        let presentation = mapping["presentation"].flatMap { word($0, as: NavGraphPresentation.self, what: "presentation") }
        let compact = mapping["compact"].flatMap { word($0, as: NavGraphPresentation.self, what: "compact presentation") }
        if let compact, style?.value.presentsModally == true, compact.value == (presentation?.value ?? .graphDefault) {
            diagnostics.add(
                .invalidStructure, "'compact' is '\(compact.value.rawValue)', as the presentation is everywhere: remove it", at: compact.range)
        }
        let embed = mapping["embed"]
        if let embed, embed.scalarText != "stack" {
            diagnostics.add(.invalidStructure, "'embed' can only be 'stack'", at: embed.range)
        }
        if let style, !style.value.presentsModally {
            for key in ["presentation", "compact", "embed", "dismissible", "detents", "initialDetent"] {
                if let keyNode = mapping.keyNode(key) {
                    diagnostics.add(.invalidStructure, "'\(key)' applies only to 'present' routes, not '\(style.value.rawValue)'", at: keyNode.range)
                }
            }
        }
        // An unwind shows a screen that is already below the source: it hands nothing over (its
        // `feedback` is what it hands back).
        if style?.value.takesContextAndFeedback == false, let keyNode = mapping.keyNode("context") {
            diagnostics.add(
                .invalidStructure, "an unwind route takes no 'context': it shows a screen that already has one; it may hand back 'feedback'",
                at: keyNode.range)
        }
        let context = style?.value.takesContextAndFeedback == false ? nil : type(mapping["context"])
        let feedback = type(mapping["feedback"])
        let dismissible = mapping["dismissible"].flatMap { flag($0, key: "dismissible") }
        let detents = mapping["detents"].flatMap { DetentReader.detents($0, diagnostics: &diagnostics) }
        // Detents apply to whichever of the two presentations is a sheet.
        let initialDetent = mapping["initialDetent"].flatMap { DetentReader.detent($0, diagnostics: &diagnostics) }
        if let presentation, !presentation.value.restsAtDetents, compact?.value.restsAtDetents != true {
            let sheets = NavGraphPresentation.allCases.filter(\.restsAtDetents).map(\.rawValue)
            for (key, range) in [("detents", detents?.range), ("initialDetent", initialDetent?.range)] {
                guard let range else { continue }
                diagnostics.add(
                    .invalidStructure,
                    "'\(key)' applies only to \(WordReader.list(sheets, conjunction: "and")) presentations, not '\(presentation.value.rawValue)'",
                    at: range)
            }
        }
        if let initialDetent, !(detents?.value ?? NavGraphDetent.graphDefault).contains(initialDetent.value) {
            let listed = (detents?.value ?? NavGraphDetent.graphDefault).map(\.spelling)
            diagnostics.add(
                .invalidStructure,
                "'initialDetent' is '\(initialDetent.value.spelling)', which is not one of the route's detents (\(WordReader.list(listed, conjunction: "and"))); add it to 'detents'",
                at: initialDetent.range)
        }
        // A sheet opens at its smallest detent; beside medium, large or a fraction, whether a
        // height in points is the smallest depends on the screen, so the route says where it opens.
        if let detents, initialDetent == nil, NavGraphDetent.smallest(of: detents.value) == nil {
            diagnostics.add(
                .invalidStructure,
                "which of these detents is the smallest depends on the screen's height (a height in points beside medium, large or a fraction): say where the sheet opens with 'initialDetent'",
                at: detents.range)
        }
        // Like a link's, an open route's `in:` names the flow it opens its destination in.
        let placedIn = mapping["in"].flatMap { self.name($0, what: "'in'") }
        if let style, style.value != .open, let keyNode = mapping.keyNode("in") {
            diagnostics.add(.invalidStructure, "'in' applies only to 'open' routes, not '\(style.value.rawValue)'", at: keyNode.range)
        }
        guard let destination, let style else { return nil }
        var route = Route(
            name: name, destination: destination, style: style, presentation: presentation,
            embedsInStack: embed?.scalarText == "stack", embedLocation: embed?.location,
            context: context, feedback: feedback, dismissible: dismissible, detents: detents)
        route.compact = compact
        route.initialDetent = initialDetent
        route.placedIn = style.value == .open ? placedIn : nil
        route.formerNames = formerNames(mapping)
        return route
    }

    /// `true` or `false`, the value of `key`.
    private mutating func flag(_ node: SyntaxNode, key: String) -> Located<Bool>? {
        guard let text = node.scalarText, !node.isNull, let value = Bool(text) else {
            diagnostics.add(.invalidStructure, "'\(key)' must be 'true' or 'false'", at: node.range)
            return nil
        }
        return Located(value, at: node.range)
    }

    // MARK: Flows

    private mutating func flow(_ name: Located<String>, _ body: SyntaxNode) -> Flow? {
        guard let mapping = KeyedMapping.read(body, allowed: Self.flowKeys, what: "flow '\(name.value)'", diagnostics: &diagnostics),
            let kindNode = requireKey("kind", in: mapping, owner: name, what: "flow"),
            let kind = word(kindNode, as: NavGraphFlowKind.self, what: "flow kind")
        else { return nil }
        let wanted = Self.listKey(of: kind.value)
        let unwanted = ["root", "children"].filter { $0 != wanted } + (kind.value.startsWithInitialChild ? [] : ["initial"])
        for key in unwanted {
            if let keyNode = mapping.keyNode(key) {
                diagnostics.add(.invalidStructure, "a \(kind.value.rawValue) flow takes '\(wanted)', not '\(key)'", at: keyNode.range)
            }
        }
        guard let value = requireKey(wanted, in: mapping, owner: name, what: "\(kind.value.rawValue) flow") else { return nil }
        let children: [Located<String>]
        var columns: [[Located<String>]] = []
        if kind.value == .split {
            guard let read = ColumnsReader.read(value, of: name, diagnostics: &diagnostics) else { return nil }
            columns = read
            // The first column's screen is the root of the split's stack.
            children = columns[0]
        } else if kind.value.hasOneRoot, case .sequence(let items) = value.kind {
            // Roots the app chooses among when the stack starts.
            guard !items.isEmpty else {
                diagnostics.add(.invalidStructure, "'root' of '\(name.value)' must be a screen or flow, or a list of one or more the app chooses among", at: value.range)
                return nil
            }
            children = items.compactMap { self.name($0, what: "a root") }
        } else if kind.value.hasOneRoot {
            guard let root = self.name(value, what: "'root'") else { return nil }
            children = [root]
        } else {
            guard case .sequence(let items) = value.kind, !items.isEmpty else {
                diagnostics.add(.invalidStructure, "'children' of '\(name.value)' must be a list of one or more screens or flows", at: value.range)
                return nil
            }
            children = items.compactMap { self.name($0, what: "a child") }
        }
        let initial = kind.value.startsWithInitialChild ? mapping["initial"].flatMap { self.name($0, what: "'initial'") } : nil
        var flow = Flow(name: name, summary: summary(mapping["summary"]), kind: kind.value, children: children, initial: initial)
        flow.columns = columns
        flow.routes = mapping["routes"].map { flowRoutes($0, of: name) } ?? []
        // A sub-flow's input and result: only a stack flow is pushed onto its opener's stack (a
        // split flow is a stack too, but the root of a window, never pushed).
        let subflow = "stack flows, which a route may push as a sub-flow"
        if applies("context", in: mapping, of: kind.value, onlyTo: .stack, subflow) { flow.context = type(mapping["context"]) }
        if applies("feedback", in: mapping, of: kind.value, onlyTo: .stack, subflow) { flow.feedback = type(mapping["feedback"]) }
        flow.hideable = hideableTabs(mapping, of: name, kind: kind.value)
        _ = applies("columns", in: mapping, of: kind.value, onlyTo: .split, "split flows, which show their stack in columns")
        flow.formerNames = formerNames(mapping)
        return flow
    }

    /// The key that lists what a flow of `kind` shows: a stack's `root`, a split's `columns`
    /// (the first of which is its root), the `children` of tabs, of a switch and of a container.
    private static func listKey(of kind: NavGraphFlowKind) -> String {
        switch kind {
        case .stack: "root"
        case .split: "columns"
        case .tabs, .switch, .container: "children"
        }
    }

    /// Whether `key` is present on a flow of `kind` that it applies to; present on another kind,
    /// it is `invalid-structure` at the key, `owners` saying which flows it applies to and why.
    private mutating func applies(
        _ key: String, in mapping: KeyedMapping, of kind: NavGraphFlowKind, onlyTo owner: NavGraphFlowKind, _ owners: String
    ) -> Bool {
        guard let keyNode = mapping.keyNode(key) else { return false }
        guard kind == owner else {
            diagnostics.add(.invalidStructure, "'\(key)' applies only to \(owners), not to a \(kind.rawValue) flow", at: keyNode.range)
            return false
        }
        return true
    }

    /// A tabs flow's `hideable`: a list of one or more of its tabs the app may hide at run time.
    private mutating func hideableTabs(_ mapping: KeyedMapping, of flow: Located<String>, kind: NavGraphFlowKind) -> [Located<String>] {
        guard applies("hideable", in: mapping, of: kind, onlyTo: .tabs, "tabs flows, whose tabs the app may show or hide at run time"),
              let value = mapping["hideable"] else { return [] }
        guard case .sequence(let items) = value.kind, !items.isEmpty else {
            diagnostics.add(.invalidStructure, "'hideable' of '\(flow.value)' must be a list of one or more of its tabs", at: value.range)
            return []
        }
        return items.compactMap { self.name($0, what: "a hideable tab") }
    }

    /// A flow's routes: each presents over the flow, whichever of its screens shows. A push, a
    /// replace, a select or an unwind acts on the screens and containers around the one screen
    /// that performs it; a flow is not one screen.
    private mutating func flowRoutes(_ node: SyntaxNode, of flow: Located<String>) -> [Route] {
        routes(node).filter { route in
            guard route.style.value != .present else { return true }
            diagnostics.add(
                .invalidStructure,
                "route '\(route.name.value)' of flow '\(flow.value)' uses \(route.style.value.rawValue); a flow's route presents over the flow, whichever of its screens shows: write 'style: present', or put the route on a screen",
                at: route.style.range)
            return false
        }
    }
}
