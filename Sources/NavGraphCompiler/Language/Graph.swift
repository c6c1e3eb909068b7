/// The whole graph: every file's declarations joined, each name declared once.
///
/// Built by name resolution. Only a graph whose check found no errors is handed to generation.
public struct Graph: Sendable {
    /// The screen or flow shown at launch.
    public var entry: Located<String>
    /// Declared types, in the order of the files and of declaration.
    public var types: [TypeDeclaration]
    /// Declared screens, in the order of the files and of declaration.
    public var screens: [Screen]
    /// Declared flows, in the order of the files and of declaration.
    public var flows: [Flow]
    /// The sets of shared routes that screens offer, in the order of the files and of
    /// declaration; each screen's `routes` already holds the routes of the sets it offers.
    public private(set) var sharedRouteSets: [SharedRouteSet] = []
    /// The display paths of the files the graph was read from, in order.
    public var files: [String]
    /// `generate:` as written in the one file that holds it, or the defaults.
    public var generationOptions = GenerationOptions()
    /// Where `generate:` is written; `nil` when no file has it.
    public var generationOptionsRange: SourceRange?
    /// The top-level `links:` of the one file that holds it: the only URLs links answer. `nil`
    /// when no file declares it (links answer URLs of any scheme and host).
    public var linkOrigins: Located<LinkOrigins>?
    /// Names of screens, flows and types whose declarations had errors; checks that need their
    /// missing parts skip them, so one mistake is reported once.
    public var incompleteNames: Set<String> = []

    private var typeIndex: [String: Int]
    private var screenIndex: [String: Int]
    private var flowIndex: [String: Int]
    private var sharedRouteSetIndex: [String: Int] = [:]

    /// Creates a graph; later declarations of a name already taken are not indexed.
    public init(entry: Located<String>, types: [TypeDeclaration], screens: [Screen], flows: [Flow], files: [String]) {
        self.entry = entry
        self.types = types
        self.screens = screens
        self.flows = flows
        self.files = files
        typeIndex = Self.firstIndex(types.map(\.name.value))
        screenIndex = Self.firstIndex(screens.map(\.name.value))
        flowIndex = Self.firstIndex(flows.map(\.name.value))
    }

    private static func firstIndex(_ names: [String]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() where index[name] == nil {
            index[name] = position
        }
        return index
    }

    /// The type declared with this name.
    public func type(named name: String) -> TypeDeclaration? { typeIndex[name].map { types[$0] } }
    /// The screen declared with this name.
    public func screen(named name: String) -> Screen? { screenIndex[name].map { screens[$0] } }
    /// What the screen declared with this name shows, read in place: asked of every route's
    /// destination, where copying the whole screen out would cost more than the question.
    func screenKind(named name: String) -> NavGraphScreenKind? { screenIndex[name].map { screens[$0].effectiveKind } }
    /// The flow declared with this name.
    public func flow(named name: String) -> Flow? { flowIndex[name].map { flows[$0] } }

    /// Where the screen declared with this name is in `screens` (see `indexOfFlow(named:)`).
    func indexOfScreen(named name: String) -> Int? { screenIndex[name] }
    /// Where the flow declared with this name is in `flows`: a flow read in place by index
    /// rather than copied out, where a check asks of it for every link.
    func indexOfFlow(named name: String) -> Int? { flowIndex[name] }

    /// The offered set of shared routes declared with this name.
    public func sharedRouteSet(named name: String) -> SharedRouteSet? { sharedRouteSetIndex[name].map { sharedRouteSets[$0] } }

    /// Keeps `sets` as the graph's offered sets of shared routes.
    mutating func setSharedRouteSets(_ sets: [SharedRouteSet]) {
        sharedRouteSets = sets
        sharedRouteSetIndex = Self.firstIndex(sets.map(\.name.value))
    }

    /// The screens that offer the set named `name`, in the graph's order.
    public func screens(offering name: String) -> [Screen] {
        screens.filter { $0.sharedRoutes.contains { $0.value == name } }
    }

    /// Every screen's name, in declaration order, each read in place: a loop over the screens
    /// copies each one out, retaining every array it holds, to read its name.
    var screenNames: some Collection<Located<String>> { screens.indices.lazy.map { [screens] in screens[$0].name } }
    /// Whether the screen at `index` writes routes of its own, read in place (see `screenNames`).
    func hasOwnRoutes(screenAt index: Int) -> Bool { !Screen.ownRoutes(screens[index].routes, offering: screens[index].sharedRoutes).isEmpty }
    /// Every flow's name, in declaration order, each read in place (see `screenNames`).
    var flowNames: some Collection<Located<String>> { flows.indices.lazy.map { [flows] in flows[$0].name } }

    /// Every screen with its own routes, every offered set of shared routes and every flow with
    /// its routes: each route once, where it is written. Walked in place, never gathered: an
    /// array of every owner, built at each of the several checks that walk it, copied each
    /// screen's name and routes out of a graph larger than the caches (docs/Performance.md).
    var routeDeclarers: some Sequence<(name: String, routes: [Route])> {
        RouteOwners(graph: self, declarers: true).lazy.map { ($0.name.value, $0.routes) }
    }

    /// Every screen and flow with the routes it performs (a screen's own and those of the shared
    /// sets it offers; a flow's presentations), in declaration order, walked in place.
    var routeSources: some Sequence<(name: Located<String>, routes: [Route])> {
        RouteOwners(graph: self, declarers: false)
    }

    /// Every route a screen or flow performs, in declaration order. Lazy: the checks walk it
    /// once each, and an array of every route would copy each of them first.
    var allRoutes: some Sequence<Route> { routeSources.lazy.flatMap(\.routes) }

    /// The routes whose style has `property`, in declaration order, each asked in place: walking
    /// `allRoutes` copies every route out, retaining its box, before a filter passes over it.
    func allRoutes(where property: KeyPath<NavGraphRouteStyle, Bool>) -> [Route] {
        var found: [Route] = []
        for (_, routes) in routeSources {
            for index in routes.indices where routes[index].style.value[keyPath: property] { found.append(routes[index]) }
        }
        return found
    }

    /// Every route's destination, in declaration order, each read in place (see `screenNames`):
    /// walking `allRoutes` copies each route out, retaining its box.
    var routeDestinations: some Sequence<Located<String>> {
        routeSources.lazy.flatMap { owner in owner.routes.indices.lazy.map { owner.routes[$0].destination } }
    }

    /// The routes of the screen named `name` (its own and its shared sets'), read in place: asked
    /// while walking the graph, where copying the whole screen out would cost more than the question.
    func routes(ofScreen name: String) -> [Route]? { screenIndex[name].map { screens[$0].routes } }
    /// The context and feedback of the screen named `name`, read in place (see `routes(ofScreen:)`).
    func types(ofScreen name: String) -> (context: Located<TypeExpression>?, feedback: Located<TypeExpression>?)? {
        screenIndex[name].map { (screens[$0].context, screens[$0].feedback) }
    }

    /// Whether a screen or a flow has this name.
    public func declaresNode(_ name: String) -> Bool { screenIndex[name] != nil || flowIndex[name] != nil }
    /// Whether a flow has this name, asked without copying the flow out.
    func declaresFlow(_ name: String) -> Bool { flowIndex[name] != nil }
    /// Whether a screen has this name, asked without copying the screen out.
    func declaresScreen(_ name: String) -> Bool { screenIndex[name] != nil }
    /// Whether a type has this name, asked without copying the declaration out.
    func declaresType(_ name: String) -> Bool { typeIndex[name] != nil }
    /// Whether every name `type` mentions is a declared type. Recursive rather than walked with a
    /// closure, which copied the whole graph into its context at every call.
    func declaresEveryType(in type: TypeExpression) -> Bool {
        switch type {
        case .builtin: true
        case .named(let name): typeIndex[name] != nil
        case .optional(let wrapped), .array(let wrapped): declaresEveryType(in: wrapped)
        case .dictionary(let key, let value): declaresEveryType(in: key) && declaresEveryType(in: value)
        }
    }
    /// What the alias declared with this name stands for, read in place; `nil` when no alias has it.
    func aliasTarget(ofType name: String) -> Located<TypeExpression>? {
        guard let index = typeIndex[name], case .alias(let target) = types[index].kind else { return nil }
        return target
    }

    /// Whether the flow named `name` may list fewer children than its author meant: its
    /// declaration had an error, or it names a child nothing declares (a misspelling, most likely
    /// of the very name a route says is "not a child"). Checks that say a name is not one of its
    /// children skip it (docs/Language.md, "Which errors hide which").
    func mayHaveLostChildren(_ name: String) -> Bool {
        incompleteNames.contains(name) || flow(named: name)?.children.contains { !declaresNode($0.value) } == true
    }
}

/// The owners of routes of a graph, walked in place (`Graph.routeSources`, `Graph.routeDeclarers`):
/// the screens, then (for declarers) the offered sets of shared routes, then the flows with routes
/// of their own. A screen's routes are all it performs for sources, its own alone for declarers.
struct RouteOwners: Sequence, IteratorProtocol {
    // The graph's arrays, not the graph: reading through a stored graph in `next()` copied the
    // whole graph (a dozen references to retain) at every step.
    private let screens: [Screen]
    private let sets: [SharedRouteSet]
    private let flows: [Flow]
    private let declarers: Bool
    private var screen = 0
    private var set = 0
    private var flow = 0

    init(graph: Graph, declarers: Bool) {
        screens = graph.screens
        sets = declarers ? graph.sharedRouteSets : []
        flows = graph.flows
        self.declarers = declarers
    }

    mutating func next() -> (name: Located<String>, routes: [Route])? {
        if screen < screens.count {
            defer { screen += 1 }
            return (screens[screen].name, declarers ? Screen.ownRoutes(screens[screen].routes, offering: screens[screen].sharedRoutes) : screens[screen].routes)
        }
        if set < sets.count {
            defer { set += 1 }
            return (sets[set].name, sets[set].routes)
        }
        while flow < flows.count {
            defer { flow += 1 }
            if !flows[flow].routes.isEmpty { return (flows[flow].name, flows[flow].routes) }
        }
        return nil
    }
}
