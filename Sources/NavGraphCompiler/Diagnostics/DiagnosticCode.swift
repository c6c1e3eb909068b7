/// The stable codes of NavGraph's diagnostics (the language specification's table).
///
/// Raw values are the codes users see, search for and suppress; never rename one.
public enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, Codable {
    /// The file is not well-formed YAML or not valid UTF-8.
    case yamlSyntax = "yaml-syntax"
    /// A file, its nesting or its alias expansion is past a documented limit.
    case limitExceeded = "limit-exceeded"
    /// A value has the wrong shape, a required key is missing, or a value is not one of the allowed words.
    case invalidStructure = "invalid-structure"
    /// A key the language does not define.
    case unknownKey = "unknown-key"
    /// The same key twice in one YAML mapping.
    case duplicateKey = "duplicate-key"
    /// `version` missing everywhere, or other than 1.
    case unsupportedVersion = "unsupported-version"
    /// A screen, flow or type declared twice.
    case duplicateDefinition = "duplicate-definition"
    /// No `entry`, or more than one.
    case missingEntry = "missing-entry"
    /// A screen or flow name that names nothing declared.
    case undefinedScreen = "undefined-screen"
    /// A type expression that names nothing declared.
    case undefinedType = "undefined-type"
    /// A type expression that does not parse, a dictionary key type that is not allowed, or an
    /// external type named as UIKit's, which generated code cannot see.
    case invalidType = "invalid-type"
    /// A name that is not a valid Swift identifier, or collides with another once turned into Swift.
    case invalidName = "invalid-name"
    /// A record that contains itself without `?` or `[...]`.
    case recursiveType = "recursive-type"
    /// A route's context does not fit the destination's.
    case contextMismatch = "context-mismatch"
    /// A route's feedback does not fit the destination's.
    case feedbackMismatch = "feedback-mismatch"
    /// A push from a screen that is not always inside a navigation stack.
    case pushOutsideStack = "push-outside-stack"
    /// A replace with no enclosing switch flow, or to a screen that is not its child.
    case invalidReplace = "invalid-replace"
    /// A select with no enclosing tabs flow, or to a screen that is not one of its tabs.
    case invalidSelect = "invalid-select"
    /// A screen or flow that no path from `entry` reaches.
    case unreachableScreen = "unreachable-screen"
    /// A route to a screen that returns feedback, with no `feedback` to receive it.
    case feedbackIgnored = "feedback-ignored"
    /// A type declared and never used.
    case unusedType = "unused-type"
    /// An unwind route whose `to` is not below the source on every way the source can be shown.
    case invalidUnwind = "invalid-unwind"
    /// A link pattern that does not parse, or whose literal no URL's text can match.
    case invalidLink = "invalid-link"
    /// A link's parameters do not bind the screen's context.
    case linkParameterMismatch = "link-parameter-mismatch"
    /// Two link patterns match the same path.
    case ambiguousLink = "ambiguous-link"
    /// A linked screen with no placement, or several and no `in:`.
    case unplaceableLink = "unplaceable-link"
    /// A YAML feature NavGraph does not read: a merge key (`<<`). Codes added since the first
    /// release come last, so that the SARIF rule indexes of the codes before them stay as they were.
    case unsupportedYAML = "unsupported-yaml"
    /// A push of a flow that a navigation stack cannot hold: a tabs or split flow, or a switch
    /// that shows one; or such a flow, or a stack flow, as a stack flow's root.
    case invalidPush = "invalid-push"
    /// Links in a graph that does not declare the URL schemes and domains they answer, so they
    /// match URLs of any scheme and host.
    case unrestrictedLinks = "unrestricted-links"
    /// A tabs flow that always shows more tabs than an iPhone's tab bar does: the rest go to UIKit's More list.
    case tooManyTabs = "too-many-tabs"
    /// An existing FlowController lacks what the graph now asks of it, or is of the other UI
    /// framework (reported by `navgraph scaffold`, which reads the app's Swift files).
    case missingRequirement = "missing-requirement"
    /// An alert or confirmation dialog used as what it cannot be: with routes, opened other than
    /// by a plain `present`, or shown as the entry or a flow's child.
    case invalidAlert = "invalid-alert"
    /// A system sheet (a document picker) used as what it cannot be: with routes, opened other
    /// than by a plain `present`, or shown as the entry or a flow's child.
    case invalidSystemSheet = "invalid-system-sheet"
    /// A link pattern of parameters alone: it matches every path of its length.
    case catchAllLink = "catch-all-link"
    /// A flow listed as the child (or root) of two flows.
    case sharedFlow = "shared-flow"
    /// A link pushes its screen right above a stack's root, which pushes no such screen itself:
    /// Back skips the screens that do.
    case linkSkipsScreens = "link-skips-screens"
    /// A screen's `sharedRoutes:` names no set, names one twice, or offers a route whose name the
    /// screen already uses; or a shared route replaces, selects or unwinds.
    case invalidSharedRoutes = "invalid-shared-routes"
    /// A set of shared routes that no screen offers.
    case unusedSharedRoutes = "unused-shared-routes"
    /// An `open` route whose destination has no place to open in, several and no `in:`, or
    /// another place than the screen's links or other open routes give it.
    case unplaceableRoute = "unplaceable-route"
    /// A `finish` route whose `to` is not a sub-flow the source is inside on every way it is shown.
    case invalidFinish = "invalid-finish"
    /// A route's `then` names no route of the screen or flow the step before showed, or a route
    /// that does not push or present, or one that has steps of its own.
    case invalidThen = "invalid-then"
    /// A tabs or container flow's `hideable` names what is not one of its children, or every one
    /// of them.
    case invalidHideable = "invalid-hideable"
    /// A tabs flow's action tab (`{ route: compose }` among its children) names what is not one
    /// of the flow's own routes, or a route another action tab names already.
    case invalidActionTab = "invalid-action-tab"
    /// A split flow's column lists what is not a screen, a push goes back to an earlier column, or
    /// a split flow is shown other than as the entry, a switch flow's child or a tab there.
    case invalidSplit = "invalid-split"
    /// A type of the app conforms to the contract of a screen or flow the graph no longer has: a
    /// FlowController left behind by a rename (reported by scaffold and the build, which read the
    /// app's Swift files).
    case orphanedFlowController = "orphaned-flow-controller"
    /// A `formerly:` that names a screen, flow or route declared now, its own name, or a name
    /// another declaration claims too.
    case invalidFormerName = "invalid-former-name"
    /// A window route (`style: window`) to what cannot be the root of a window of its own: an
    /// alert, a confirmation dialog, a system sheet or a flow that takes a context (a sub-flow),
    /// or a flow in a navigation stack (`embed: stack`); `window: new` on a screen no window
    /// route opens.
    case invalidWindow = "invalid-window"

    /// The severity a diagnostic with this code has; every code is listed, so a new one is
    /// decided here rather than falling into either.
    public var severity: Severity {
        switch self {
        case .unreachableScreen, .feedbackIgnored, .unusedType, .unrestrictedLinks, .tooManyTabs, .missingRequirement,
            .catchAllLink, .linkSkipsScreens, .unusedSharedRoutes, .orphanedFlowController:
            .warning
        case .yamlSyntax, .limitExceeded, .invalidStructure, .unknownKey, .duplicateKey, .unsupportedVersion,
            .duplicateDefinition, .missingEntry, .undefinedScreen, .undefinedType, .invalidType, .invalidName,
            .recursiveType, .contextMismatch, .feedbackMismatch, .pushOutsideStack, .invalidReplace, .invalidSelect,
            .invalidUnwind, .invalidLink, .linkParameterMismatch, .ambiguousLink, .unplaceableLink, .unsupportedYAML,
            .invalidPush, .invalidAlert, .invalidSystemSheet, .sharedFlow, .invalidSharedRoutes, .unplaceableRoute, .invalidFinish,
            .invalidHideable, .invalidActionTab, .invalidSplit, .invalidFormerName, .invalidThen, .invalidWindow:
            .error
        }
    }

    /// One sentence saying when the code is reported (used by reports and `navgraph explain`).
    public var summary: String {
        switch self {
        case .yamlSyntax: "The file is not well-formed YAML or not valid UTF-8."
        case .limitExceeded: "A file is larger, nests deeper or expands more aliases than NavGraph's limits allow, a run finds more diagnostics than a report shows, or the Swift generated from a graph would be larger than a multiple of the graph."
        case .invalidStructure: "A value has the wrong shape, a required key is missing, a word such as a style or kind is not one the language defines, or a key is used where it does not apply (an `unwind` route takes no context or presentation)."
        case .unknownKey: "A key that the language does not define."
        case .duplicateKey: "The same key appears twice in one YAML mapping."
        case .unsupportedVersion: "No file says `version: 1`, or a file names another version."
        case .duplicateDefinition: "A screen, flow or type is declared twice, in one file or across files."
        case .missingEntry: "The graph has no `entry`, or more than one."
        case .undefinedScreen: "A `to`, `entry`, `root`, `children`, `columns` or `initial` names no declared screen or flow."
        case .undefinedType: "A type expression names no declared type."
        case .invalidType: "A type expression does not parse, or a dictionary's key type is not allowed."
        case .invalidName: "A name is not a valid Swift identifier, or collides with another once turned into Swift."
        case .recursiveType: "A record contains itself other than through an optional or an array."
        case .contextMismatch: "A route hands over a context the destination does not take."
        case .feedbackMismatch: "A route expects feedback the destination does not return."
        case .pushOutsideStack: "A push from a screen that is not inside a navigation stack everywhere it can appear."
        case .invalidReplace: "A replace with nothing to take the place of: the destination is no child of the switch around the source nor a root of the stack it is in, and the source is not pushed onto a stack."
        case .invalidSelect: "A select with no enclosing tabs flow, or to a destination that is not one of its tabs."
        case .unreachableScreen: "A screen or flow that no path from `entry` reaches."
        case .feedbackIgnored: "A route to a screen that returns feedback declares no `feedback` to receive it."
        case .unusedType: "A type is declared and never used."
        case .invalidUnwind: "An `unwind` route's `to` is not below the source on every way the source can be shown."
        case .invalidLink: "A link pattern does not parse: it must start with `/`, have no empty segments, and use each `{parameter}` once as a whole segment or query value."
        case .linkParameterMismatch: "A link's parameters do not bind the screen's context: a parameter binds nothing, a required field is left unbound, or a type cannot be read from text."
        case .ambiguousLink: "Two link patterns match the same path."
        case .unplaceableLink: "A linked screen has no place to be shown from the entry, or several and no `in:`, or `in:` names a flow it cannot be shown in, or the link opens it in a new instance (`instance: new`) outside every flow made from data."
        case .unsupportedYAML: "The file uses a YAML feature NavGraph does not read: a merge key (`<<`)."
        case .invalidPush: "A push of a tabs or split flow (or of a switch that shows one), or such a flow or a stack flow as a stack flow's root: a navigation stack cannot hold it."
        case .unrestrictedLinks: "The graph has links but does not declare the URL schemes and domains they answer (top-level `links:`), so URLs of any scheme and host open them."
        case .tooManyTabs: "A tabs flow with more than five tabs besides those it may hide (`hideable`): on an iPhone the others go to the More list, which the navigator does not follow."
        case .missingRequirement: "An existing FlowController lacks a requirement the graph now asks for (a route's maker, a feedback handler, a child, a switch flow's gates), or is written for the other UI framework; `navgraph scaffold` and the build plugin report it."
        case .catchAllLink: "A link pattern made of parameters alone (`/{id}`, `/{user}/{post}`), so it matches every URL path with as many segments, whatever its words."
        case .linkSkipsScreens: "A link pushes its screen right above a stack's root, which has no route that pushes it: Back from the screen skips the screens that do push it."
        case .sharedFlow: "A flow is the child or root of two flows: it has one place in the graph, so links, restored states and pictures could not tell which one shows."
        case .invalidSharedRoutes: "A screen's `sharedRoutes` names no set declared under the top-level `sharedRoutes`, names one twice, or offers a shared route whose name one of its routes already has; or a shared route replaces, selects or unwinds, which only a screen's own routes do."
        case .unusedSharedRoutes: "A set of shared routes that no screen lists under `sharedRoutes`: its routes are neither checked nor generated."
        case .unplaceableRoute: "An `open` route's destination has no place to be shown from the entry, or several and no `in:`, or `in:` names a flow it cannot be shown in, or the route opens it elsewhere than the screen's links or other open routes do, or in a new instance (`instance: new`) outside every flow made from data."
        case .invalidActionTab: "A tabs flow's action tab (`{ route: … }` among its children) names what is not one of the flow's own routes, or a route another action tab names already."
        case .invalidHideable: "A tabs or container flow's `hideable` names a screen or flow that is not one of its tabs or children, or names every one, leaving none that always shows."
        case .invalidWindow:
            "A window route (`style: window`) opens an alert, a confirmation dialog, a system sheet or a flow that takes a context (a sub-flow), puts a flow in a navigation stack or disagrees with another window route to its destination about it (`embed: stack`); or `window: new` names a screen no window route opens."
        case .invalidSplit: "A split flow's column lists a flow, an alert or a confirmation dialog; a route pushes a screen of a column from a later column; or a split flow is shown other than as the entry, a switch flow's child or a tab there (a container's child, a stack's root, presented)."
        case .orphanedFlowController: "A type of the app conforms to the contract of a screen or flow the graph no longer has, as a FlowController does after its screen is renamed; `navgraph scaffold` and the build plugin report it."
        case .invalidFinish: "A `finish` route's `to` is not a stack flow that routes only push (a sub-flow) or present, that the source is inside on every way it can be shown."
        case .invalidFormerName: "A `formerly:` names a screen, flow or route the graph declares now, the declaration's own name, or a name another declaration of its namespace gives as former too: a saved state or a generated alias naming it could mean either."
        case .invalidThen: "A route's `then` names no route of the screen or flow the step before it shows, or a route that does not push or present, or one with steps of its own."
        case .invalidAlert: "An alert or confirmation dialog (`kind: alert`, `kind: confirmationDialog`) has routes, is opened other than by a `present` route without presentation options, or is the entry or a flow's child."
        case .invalidSystemSheet: "A system sheet (`kind: documentPicker`, `kind: photoPicker`, `kind: safari`, `kind: share`, `kind: webAuthentication`, `kind: openURL`, `kind: mailComposer`, `kind: messageComposer`) has routes, is opened other than by a `present` route without presentation options, is the entry or a flow's child, or is a Safari view with a `feedback` or leaves the app with a `feedback` other than `Bool`."
        }
    }
}
