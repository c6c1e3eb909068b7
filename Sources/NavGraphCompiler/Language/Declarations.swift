// Route styles, presentations, detents and flow kinds are the runtime's words too: declared once
// in NavGraphVocabulary, and re-exported because the declarations below are public API.
@_exported import NavGraphVocabulary

/// A type declared under `types:`.
public struct TypeDeclaration: Sendable, Hashable {
    /// What a declared type is.
    public enum Kind: Sendable, Hashable {
        /// `Name: Int`: interchangeable with its target, like a Swift typealias.
        case alias(Located<TypeExpression>)
        /// `fields:`: a struct (Hashable, Sendable, Codable).
        case record([RecordField])
        /// `cases:`: an enum; String-backed when no case carries a value.
        case enumeration([EnumCase])
        /// `external: true`: a type the app defines itself; `codable: true` says it is `Codable`
        /// too, so that a saved navigation state can hold it; `sendable: false` says it is not
        /// `Sendable` (a SwiftData model), so generated code carries it in a
        /// `NavGraphMainActorValue`, made and read on the main actor.
        case external(codable: Bool, sendable: Bool = true)
    }

    /// The declared name.
    public var name: Located<String>
    /// What the type is.
    public var kind: Kind

    /// Creates a type declaration.
    public init(name: Located<String>, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

extension TypeDeclaration.Kind {
    /// The type expressions the declaration writes: an alias's target, a record's field types,
    /// an enum's payloads, in order.
    public var writtenTypes: [Located<TypeExpression>] {
        switch self {
        case .alias(let target): [target]
        case .record(let fields): fields.map(\.type)
        case .enumeration(let cases): cases.compactMap(\.payload)
        case .external: []
        }
    }
}

/// One case of an enum type: `name`, or `name: Type` for a case that carries a value.
public struct EnumCase: Sendable, Hashable {
    /// The case's name.
    public var name: Located<String>
    /// The type of the value the case carries, if it carries one.
    public var payload: Located<TypeExpression>?

    /// Creates a case.
    public init(name: Located<String>, payload: Located<TypeExpression>? = nil) {
        self.name = name
        self.payload = payload
    }
}

/// One field of a record type.
public struct RecordField: Sendable, Hashable {
    /// The field's name.
    public var name: Located<String>
    /// The field's type.
    public var type: Located<TypeExpression>

    /// Creates a field.
    public init(name: Located<String>, type: Located<TypeExpression>) {
        self.name = name
        self.type = type
    }
}

/// A screen: one FlowController in the app.
public struct Screen: Sendable, Hashable {
    /// The screen's name.
    public var name: Located<String>
    /// The documentation, copied into doc comments.
    public var summary: String?
    /// `kind:`: a view (the default), an alert or a confirmation dialog.
    public var kind: Located<NavGraphScreenKind>?
    /// The input the screen needs to be shown.
    public var context: Located<TypeExpression>?
    /// The value it hands back when it finishes.
    public var feedback: Located<TypeExpression>?
    /// Where it can go, in the order written.
    public var routes: [Route]
    /// The links that open it (URLs, notifications), in the order written.
    public var links: [Link] = []
    /// `placement:`: where the app opens it without a URL (a notification, Handoff, an intent):
    /// a place or a chain of screens, as a link's `in:` and `through:` say; `nil` when the
    /// screen's first link without `through:` says it, or nothing opens it by destination.
    public var placement: ScreenPlacement? = nil
    /// `sharedRoutes:`: the sets of shared routes the screen offers too, in the order written.
    /// Once the graph is joined, `routes` holds their routes after the screen's own.
    public var sharedRoutes: [Located<String>] = []
    /// `formerly:`: the names the screen had before, in the order written; a saved state that
    /// names one shows this screen (`navgraph diff` follows the rename too).
    public var formerNames: [Located<String>] = []

    /// Creates a screen.
    public init(
        name: Located<String>,
        summary: String? = nil,
        kind: Located<NavGraphScreenKind>? = nil,
        context: Located<TypeExpression>? = nil,
        feedback: Located<TypeExpression>? = nil,
        routes: [Route] = [],
        links: [Link] = []
    ) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.context = context
        self.feedback = feedback
        self.routes = routes
        self.links = links
    }

    /// What the screen shows: the declared kind, or a view.
    public var effectiveKind: NavGraphScreenKind { kind?.value ?? .graphDefault }

    /// The routes written on the screen itself, without those of the shared sets it offers.
    /// A screen offering no shared routes hands back `routes` itself: the analysis asks this of
    /// every screen several times, and filtering would copy every route each time. Only a screen
    /// that lists sets has routes from them (`SharedRoutesExpander` marks each with its listing),
    /// so the others are answered without reading each route's box.
    public var ownRoutes: [Route] { Self.ownRoutes(routes, offering: sharedRoutes) }

    /// `ownRoutes` of a screen with these `routes` that offers the sets `sharedRoutes`: asked
    /// with the two fields read in place, where asking the screen would copy it out of its list.
    static func ownRoutes(_ routes: [Route], offering sharedRoutes: [Located<String>]) -> [Route] {
        !sharedRoutes.isEmpty && routes.contains { $0.sharedFrom != nil } ? routes.filter { $0.sharedFrom == nil } : routes
    }
}

/// A set of routes declared once under the top-level `sharedRoutes:` and offered by every
/// screen that lists it: one route enum and one contract (`<Name>Routing`) for all of them, so
/// that a component those screens share performs its routes through one typed API.
public struct SharedRouteSet: Sendable, Hashable {
    /// The set's name.
    public var name: Located<String>
    /// Its routes, in the order written.
    public var routes: [Route]

    /// Creates a set of shared routes.
    public init(name: Located<String>, routes: [Route]) {
        self.name = name
        self.routes = routes
    }
}

/// A screen's or flow's `placement:`: where `open(_ destination:)` shows it when the app opens it
/// without a URL, written with a link's keys for where (`in:`, `through:`) and no URL.
public struct ScreenPlacement: Sendable, Hashable {
    /// The `placement` key, where a message about the whole placement points.
    public var key: Located<String>
    /// `in:`: the flows the screen is shown in, as a link's `in:` lists them; empty for the one
    /// place the graph shows it.
    public var places: [Located<String>]
    /// `through:`: the screens shown before this one, in order, each by the route of the one
    /// before that pushes the next; empty for a placement of the screen alone.
    public var chain: [Located<String>]
    /// For a screen of `chain` whose context is an enum, by the screen's name: the case the app
    /// opens it with (`through: [{ screen: Timeline, case: feed }]`), whose payload alone the
    /// chain's opener takes (`openArticle(id, feed: feedID)`); absent for a screen given its
    /// context whole.
    public var chainCases: [String: Located<String>] = [:]
    /// `window:`: the window the screen opens in (`new`: a window of its own, where several show);
    /// `nil` for the window that shows, as without the key.
    public var window: Located<NavGraphLinkWindow>? = nil

    /// Whether the screen opens in a new window where several show (`window: new`).
    public var opensNewWindow: Bool { window?.value == .new }

    /// Creates a placement.
    public init(key: Located<String>, places: [Located<String>] = [], chain: [Located<String>] = []) {
        self.key = key
        self.places = places
        self.chain = chain
    }
}

/// One entry of a screen's `links:`: a path pattern, and the stack flow to show the screen in.
public struct Link: Sendable, Hashable {
    /// The parsed pattern, located at the pattern's text.
    public var pattern: Located<LinkPattern>
    /// `in:`: the flows the screen is shown in, when it could be shown in several: the first, or
    /// another listed that shows now (the stack of the tab that is selected); empty for the one
    /// place the graph shows it.
    public var places: [Located<String>]
    /// `in:`'s first flow, where the link shows the screen unless another listed one shows now.
    public var flow: Located<String>? { places.first }
    /// `case:`: for a screen whose context is an enum, the case the link opens it with; the
    /// parameters bind what that case carries.
    public var enumCase: Located<String>? = nil
    /// `set:`: constants the link binds beside its parameters, to what they bind (the context, or
    /// what `case:` carries): one value for a scalar, fields by name for a record; `nil` for none.
    public var constants: Located<LinkConstants>? = nil
    /// `scheme:`: the one custom scheme of the graph's the link answers; `nil` for all of them
    /// and the declared domains.
    public var scheme: Located<String>? = nil
    /// `domain:`: the one associated domain of the graph's whose `https` URLs the link answers;
    /// `nil` for all of them and the declared schemes.
    public var domain: Located<String>? = nil
    /// `url:`: the link binds the whole URL of its scheme, as text, to its one parameter (a
    /// `feed:` URL handed to "add feed"); its pattern is then `/{name*}`, written `{name}`.
    public var takesWholeURL = false
    /// `or:`: the other screens the link may open instead of its own, as the app chooses when a
    /// URL opens it (a VPN link opens the VPN's status, or the offer to subscribe to it).
    public var alternatives: [Located<String>] = []
    /// `orSystem: true`: the app may answer that the URL is not its own, for the system to open
    /// (Safari, another app).
    public var systemMayOpen = false
    /// `await: true`: the app's answer of what the link opens is looked up asynchronously (a
    /// server asked whether a URL is a post); the link waits meanwhile.
    public var answerIsAwaited = false
    /// Whether the app is asked what the link opens: `or:` or `orSystem: true`.
    public var asksTheApp: Bool { !alternatives.isEmpty || systemMayOpen }
    /// `through:`: the screens the link shows before its own, in order (the timeline, then the
    /// article): the first where its own link opens it, each next one by the route of the one
    /// before that pushes it; empty for most links.
    public var chain: [Located<String>] = []
    /// For a screen of `chain` whose context is an enum, by the screen's name: the case it is
    /// opened with (`through: [{ screen: Timeline, case: unread }]`); its `{Timeline.name}`
    /// parameters bind what that case carries.
    public var chainCases: [String: Located<String>] = [:]
    /// For a screen of `chain`, by the screen's name: the constants it is opened with
    /// (`through: [{ screen: Timeline, case: smartFeed, set: UnreadFeed }]`), as `constants` are
    /// for the link's own screen.
    public var chainConstants: [String: Located<LinkConstants>] = [:]
    /// How many columns the pattern's first character sits right of `pattern.location` (1 when
    /// quoted), or `nil` when the text spans lines and offsets cannot be turned into columns.
    public var textColumnShift: Int?
    /// For a pattern the link answered before (written under its `formerly:`), the link's own
    /// pattern, which took its place: such a pattern is a link of its own, listed after the
    /// screen's other links, so that URLs already published keep opening the screen. `nil` for
    /// the link's own pattern.
    public var replacedBy: Located<LinkPattern>? = nil
    /// `window:`: the window the link opens its screen in (`new`: a window of its own, where
    /// several show); `nil` for the window that received it, as without the key.
    public var window: Located<NavGraphLinkWindow>? = nil
    /// Whether the link opens its screen in a new window where several show (`window: new`).
    public var opensNewWindow: Bool { window?.value == .new }
    /// `instance:`: the instance of a flow made from data the link opens its screen in (`new`: a
    /// new one, selected); `nil` for the selected one, as without the key.
    public var instance: Located<NavGraphLinkInstance>? = nil
    /// Whether the link opens its screen in a new instance of the flow made from data it is
    /// placed in (`instance: new`).
    public var opensNewInstance: Bool { instance?.value == .new }

    /// Creates a link.
    public init(pattern: Located<LinkPattern>, places: [Located<String>] = [], textColumnShift: Int? = 0) {
        self.pattern = pattern
        self.places = places
        self.textColumnShift = textColumnShift
    }

    /// What the link answers beside its path, as matching keys it (`NavGraphLink.origin` in the
    /// runtime): its scheme, or `https://` and its domain, lowercased; `nil` for every scheme and
    /// domain the graph declares.
    public var origin: String? {
        scheme.map { $0.value.lowercased() } ?? domain.map { "https://" + $0.value.lowercased() }
    }

    /// The link as it binds the context of `screen`, one of its chain's (`through:`): its
    /// pattern binds that screen's `{screen.name}` parameters, with the case the chain names for
    /// it, if any.
    public func bindingChainScreen(_ screen: String) -> Link {
        var bound = self
        bound.pattern.value = pattern.value.bindingChainScreen(screen)
        bound.enumCase = chainCases[screen]
        bound.constants = chainConstants[screen]
        return bound
    }

    /// The link as a message quotes it: its pattern (at most `DiagnosticText.excerptLength`
    /// characters), or `url: name` for a link of the whole URL, as it is written.
    var written: String {
        guard takesWholeURL, let parameter = pattern.value.bindingParameters.first else { return DiagnosticText.excerpt(pattern.value.text) }
        return "url: \(parameter.name)"
    }

    /// The link written with `in: flow`, as a message suggests writing it: `{ path: "/items/{id}",
    /// in: Shop }`, or `{ url: address, scheme: feed, in: Explore }` for a link of the whole URL.
    func naming(_ flow: String) -> String {
        let origin = scheme.map { ", scheme: \($0.value)" } ?? domain.map { ", domain: \($0.value)" } ?? ""
        return takesWholeURL ? "{ \(written)\(origin), in: \(flow) }" : "{ path: \"\(written)\"\(origin), in: \(flow) }"
    }

    /// Where a parameter is written: its `{`, or the pattern when columns are unknown.
    public func location(of parameter: LinkParameter) -> SourceLocation {
        var location = pattern.location
        if let textColumnShift { location.column += textColumnShift + parameter.offset }
        return location
    }
}

/// What a link's `set:` writes: the constants it binds, each as its text, read as a URL's text
/// is (`true`, `42`, a case name), located at the value.
public enum LinkConstants: Sendable, Hashable {
    /// One constant, for a scalar (`set: unread`): what a link's one parameter would bind.
    case value(Located<String>)
    /// Fields of a record by name (`set: { openSearch: true }`), in the order written.
    case fields([Field])

    /// One field a link sets: its name and its constant's text, each located.
    public struct Field: Sendable, Hashable {
        /// The field's name, as written.
        public var name: Located<String>
        /// The constant's text.
        public var value: Located<String>
    }

    /// The fields set, by name; empty for one value.
    public var fieldValues: [String: String] {
        guard case .fields(let fields) = self else { return [:] }
        return Dictionary(fields.map { ($0.name.value, $0.value.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A container of screens and flows.
public struct Flow: Sendable, Hashable {
    /// The flow's name (shares the namespace of screens).
    public var name: Located<String>
    /// The documentation, copied into doc comments.
    public var summary: String?
    /// What kind of container it is.
    public var kind: NavGraphFlowKind
    /// The stack's root (one element, or the roots the app chooses among: `root: [A, B]`), or
    /// the tabs or switch children in order; for a split flow, its first column's one screen, the
    /// root of the stack it is (so that every analysis of stacks applies to it as written).
    public var children: [Located<String>]
    /// For a split flow: its columns in order (sidebar, then content, then detail), the first
    /// included, each the screens it may show (the first column one screen, its root); empty for
    /// other kinds. A column written with an error is empty, so that the others keep their places.
    public var columns: [[Located<String>]] = []
    /// For a switch: the child shown first, as written; `nil` means the first child.
    public var initial: Located<String>?
    /// The routes the flow itself performs (each presents over the flow), in the order written:
    /// a compose button on every tab, a sheet a session presents whichever screen shows.
    public var routes: [Route] = []
    /// For a stack flow pushed as a sub-flow: the input the route that pushes it hands over,
    /// which its root starts with.
    public var context: Located<TypeExpression>?
    /// For a stack flow pushed as a sub-flow: the value its `finish` routes hand back to the
    /// route that pushed it.
    public var feedback: Located<TypeExpression>?
    /// For a tabs flow: the tabs the app may hide at run time (`hideable: [Notifications]`), as
    /// written; the contract asks `isShown(_:)` of each.
    public var hideable: [Located<String>] = []
    /// For a tabs flow: who orders its tabs (`order: app`: the app, at run time, in the person's
    /// order); `nil` for the order `children` gives.
    public var tabOrder: Located<NavGraphTabOrder>?
    /// For a tabs flow: who draws its bar (`bar: app`: the app, a switcher of its own, showing one
    /// tab at a time in its own view); `nil` for the system's tab bar.
    public var tabBar: Located<NavGraphTabBar>?
    /// For a tabs flow: the tab items that perform one of its own routes instead of selecting a
    /// tab (`children: [Home, { route: compose }, Search]`), in the order written.
    public var actionTabs: [ActionTab] = []
    /// For a tabs flow: its children made from data (`{ each: ListTab, key: ListID }`), in the
    /// order written; one at most is valid (`FlowInstancesChecker`).
    public var instances: [FlowInstances] = []
    /// `formerly:`: the names the flow had before, in the order written; a saved state that
    /// names one shows this flow (`navgraph diff` follows the rename too).
    public var formerNames: [Located<String>] = []
    /// `placement:`: where the app opens the flow by destination without a URL (a shortcut item
    /// that shows a tab as it is); never with `through:` (the parser refuses it).
    public var placement: ScreenPlacement? = nil

    /// Creates a flow.
    public init(
        name: Located<String>,
        summary: String? = nil,
        kind: NavGraphFlowKind,
        children: [Located<String>],
        initial: Located<String>? = nil
    ) {
        self.name = name
        self.summary = summary
        self.kind = kind
        self.children = children
        self.initial = initial
    }

    /// For a switch: the child shown first (declared or the first child).
    public var initialChild: Located<String>? {
        kind.startsWithInitialChild ? (initial ?? children.first) : nil
    }

    /// For a stack: whether the app chooses its root among several (`root: [A, B]`) when it starts.
    public var choosesRoot: Bool { kind == .stack && children.count > 1 }
}

/// What one graph file declares, before the files are joined into one graph.
public struct GraphFile: Sendable, Hashable {
    /// The file's display path.
    public var path: String
    /// `version`, if the file states it.
    public var version: Located<Int>?
    /// `entry`, if the file states it.
    public var entry: Located<String>?
    /// Declared types, in file order.
    public var types: [TypeDeclaration]
    /// Declared screens, in file order.
    public var screens: [Screen]
    /// Declared flows, in file order.
    public var flows: [Flow]
    /// The top-level `sharedRoutes:`, in file order.
    public var sharedRouteSets: [SharedRouteSet] = []
    /// `generate:`, if the file holds it, located at its key.
    public var generate: Located<GenerationOptions>?
    /// The top-level `links:` (the app's URL schemes and domains), if the file holds it, located
    /// at its key.
    public var linkOrigins: Located<LinkOrigins>?
    /// Declarations whose bodies had errors: they count as declared (so uses of their names are
    /// not reported again), but checks that would need their missing parts skip them.
    public var incomplete: [IncompleteDeclaration] = []

    /// Creates a file's declarations.
    public init(
        path: String,
        version: Located<Int>? = nil,
        entry: Located<String>? = nil,
        types: [TypeDeclaration] = [],
        screens: [Screen] = [],
        flows: [Flow] = []
    ) {
        self.path = path
        self.version = version
        self.entry = entry
        self.types = types
        self.screens = screens
        self.flows = flows
    }
}

/// A declaration whose body could not be read in full.
public struct IncompleteDeclaration: Sendable, Hashable {
    /// The namespace a declaration belongs to.
    public enum Namespace: Sendable, Hashable {
        /// `types:`
        case type
        /// `screens:` and `flows:`, which share one namespace.
        case screenOrFlow
        /// `sharedRoutes:`
        case sharedRouteSet
    }

    /// Which namespace the name is in.
    public var namespace: Namespace
    /// The declared name.
    public var name: Located<String>
    /// Whether the declaration was left out of the file's lists entirely (rather than kept in part).
    public var isDropped: Bool

    /// Creates the record of an incomplete declaration.
    public init(namespace: Namespace, name: Located<String>, isDropped: Bool) {
        self.namespace = namespace
        self.name = name
        self.isDropped = isDropped
    }
}
