/// The rules `navgraph diff` compares two versions of a graph by: each has a stable identifier
/// (never renamed: CI configurations and accepted breaks name it), a group, and a default
/// severity, which does not change between releases. Rules added later come last.
public enum DiffRule: String, CaseIterable, Sendable, Hashable, Codable {
    // Links: URLs already published (web pages, e-mails, QR codes, the AASA file) and notifications.
    case linkRemoved = "link-removed"
    case linkOriginRemoved = "link-origin-removed"
    case linkOpensAnotherScreen = "link-opens-another-screen"
    case linkParameterNarrowed = "link-parameter-narrowed"
    case linkQueryRequired = "link-query-required"
    case linkShadowed = "link-shadowed"
    case linkNotInAASA = "link-not-in-aasa"
    case linkPlacementChanged = "link-placement-changed"
    case linkRedirected = "link-redirected"
    case linkAdded = "link-added"
    // Saved states: what the version each person has installed saved.
    case stateEntryChanged = "state-entry-changed"
    case stateNodeRemoved = "state-node-removed"
    case stateNodeRenamed = "state-node-renamed"
    case stateNodeMoved = "state-node-moved"
    case stateFlowChanged = "state-flow-changed"
    case stateContextChanged = "state-context-changed"
    case stateRouteRemoved = "state-route-removed"
    case stateRouteChanged = "state-route-changed"
    case stateLinkMoved = "state-link-moved"
    case stateFileFails = "state-file-fails"
    // Contracts: the generated Swift the app implements.
    case contractRemoved = "contract-removed"
    case contractRequirementAdded = "contract-requirement-added"
    case contractRequirementChanged = "contract-requirement-changed"
    case contractRouteCaseChanged = "contract-route-case-changed"
    case contractTypeChanged = "contract-type-changed"
    // Behaviour: nothing breaks, but people see something else.
    case behaviourPresentationChanged = "behaviour-presentation-changed"
    case behaviourUnwindTargetChanged = "behaviour-unwind-target-changed"
    case behaviourFirstScreenChanged = "behaviour-first-screen-changed"
    case behaviourNowUnreachable = "behaviour-now-unreachable"
    // The accepted breaks file itself.
    case acceptedBreakUnused = "accepted-break-unused"
    // Rules added later.
    case linkAnswerChanged = "link-answer-changed"
    case linkValueChanged = "link-value-changed"
    case placementChanged = "placement-changed"
    case linkWindowChanged = "link-window-changed"

    /// What a rule is about.
    public enum Group: String, CaseIterable, Sendable, Hashable, Codable {
        /// Published URLs and notification payloads.
        case links
        /// Navigation states saved by earlier versions.
        case states
        /// The generated Swift an app implements.
        case contracts
        /// What people see, where nothing breaks.
        case behaviour
        /// The file of accepted breaks.
        case accepted
    }

    /// The rule's group.
    public var group: Group {
        switch self {
        case .linkRemoved, .linkOriginRemoved, .linkOpensAnotherScreen, .linkParameterNarrowed, .linkQueryRequired, .linkShadowed,
             .linkNotInAASA, .linkPlacementChanged, .linkRedirected, .linkAdded, .linkAnswerChanged, .linkValueChanged, .placementChanged,
             .linkWindowChanged:
            .links
        case .stateEntryChanged, .stateNodeRemoved, .stateNodeRenamed, .stateNodeMoved, .stateFlowChanged, .stateContextChanged,
             .stateRouteRemoved, .stateRouteChanged, .stateLinkMoved, .stateFileFails:
            .states
        case .contractRemoved, .contractRequirementAdded, .contractRequirementChanged, .contractRouteCaseChanged, .contractTypeChanged:
            .contracts
        case .behaviourPresentationChanged, .behaviourUnwindTargetChanged, .behaviourFirstScreenChanged, .behaviourNowUnreachable:
            .behaviour
        case .acceptedBreakUnused:
            .accepted
        }
    }

    /// The default severity: an error breaks someone (exit status 1), a warning is dangerous or is
    /// a break the app's build shows, a note is information.
    public var severity: Severity {
        switch group {
        case .links, .states:
            switch self {
            case .linkPlacementChanged, .linkAnswerChanged, .linkValueChanged, .placementChanged, .linkWindowChanged: .warning
            case .linkRedirected, .linkAdded: .note
            default: .error
            }
        case .contracts, .behaviour, .accepted: .warning
        }
    }

    /// One sentence: what changed.
    public var summary: String {
        switch self {
        case .linkRemoved: "A link pattern is gone: URLs it opened open nothing now."
        case .linkOriginRemoved: "A URL scheme or associated domain the links answered is no longer declared: its URLs open nothing now."
        case .linkOpensAnotherScreen: "A URL that opened one screen opens another now."
        case .linkParameterNarrowed: "A link parameter reads fewer values than before (text that is now a number, an enum that lost a case): URLs with the others open nothing now."
        case .linkQueryRequired: "A link needs a query item it did not need: URLs without it open nothing now."
        case .linkShadowed: "A new link pattern takes precedence over an old one for some of its URLs (a literal where the old one had a parameter): those open another screen now."
        case .linkNotInAASA: "A path the apple-app-site-association file covered is no longer covered: iOS opens those universal links in Safari, not in the app."
        case .linkPlacementChanged: "A URL opens its screen in another place: another tab or stack, presented instead of pushed, in a new tab made from data instead of the one that shows (`instance: new`) or the other way round."
        case .linkRedirected: "URLs of a pattern that is gone open the screen of the link that lists it under `formerly:`."
        case .linkAdded: "A link pattern is new."
        case .linkAnswerChanged: "What the app may answer a link changed: the other screens it may choose (`or:`), whether the system may open the URL (`orSystem:`), whether the link waits for the answer (`await:`)."
        case .linkValueChanged: "A URL opens its screen (or a screen its link shows first, `through:`) with another enum case (`case:`) or other constants (`set:`)."
        case .placementChanged: "A way in without a URL (`placement:`) opens its screen in another place, or the screen has none now: notifications, Handoff activities and intents already out there that name it land elsewhere or open nothing."
        case .linkWindowChanged: "A URL or a way in without a URL (`placement:`) opens its screen in a new window where it opened in the window that shows, or the reverse (`window:`)."
        case .stateEntryChanged: "The graph's entry changed: no saved state restores."
        case .stateNodeRemoved: "A screen or flow that saved states hold is gone."
        case .stateNodeRenamed: "A screen or flow that saved states hold is gone, and a new one of the same shape looks like it renamed, without `formerly:`."
        case .stateNodeMoved: "A screen or flow is a child of another flow now: saved states that show it where it was do not restore."
        case .stateFlowChanged: "A flow that saved states hold shows other children (another kind, root, tabs or child)."
        case .stateContextChanged: "A context type changed so that the contexts saved states hold no longer decode."
        case .stateRouteRemoved: "A route that saved states name as what opened a screen is gone."
        case .stateRouteChanged: "A route that saved states name leads elsewhere now, shows its destination another way, or no longer reads the context saved with it."
        case .stateLinkMoved: "A screen that saved states hold as opened by a link, an open route or a way in without a URL is no longer placed there."
        case .stateFileFails: "A saved state given with `--states` does not restore."
        case .contractRemoved: "A screen's or flow's FlowController contract is gone."
        case .contractRequirementAdded: "A contract asks the app for something new."
        case .contractRequirementChanged: "A contract's requirement changed or is gone."
        case .contractRouteCaseChanged: "A route case is gone or carries another type."
        case .contractTypeChanged: "A declared type is gone or changed (fields, cases, alias target)."
        case .behaviourPresentationChanged: "A route presents or pushes its destination another way (style, detents, dismissal, the app's transition), or a tabs flow's tabs show on another bar (bar: app)."
        case .behaviourUnwindTargetChanged: "An unwind route goes back to another screen."
        case .behaviourFirstScreenChanged: "A flow shows another screen first."
        case .behaviourNowUnreachable: "A screen or flow that was reachable no longer is."
        case .acceptedBreakUnused: "An accepted break names nothing this comparison finds."
        }
    }

    /// Who is hurt and how to keep things working: the help SARIF shows with each result, and
    /// docs/CI.md's rule table.
    public var advice: String {
        switch group {
        case .links:
            "People who tap a URL already published (a web page, an e-mail, a QR code, the apple-app-site-association file) or a notification already sent. Keep the pattern (and its parameters' types and the query items it needs) as it was; when its URLs are meant to open another link's screen now, list the old pattern under that link's `formerly:`; or accept the break in the accepted-breaks file with the reason."
        case .states:
            "People who update the app: the navigation state their installed version saved no longer restores, so they lose their place and the app starts afresh. Keep the screen, flow, route or context as it was; say a rename with `formerly:` on the renamed declaration; or accept the break in the accepted-breaks file with the reason."
        case .contracts:
            "The app's FlowControllers (and other modules that share the graph): their build stops where the generated contract changed. Change the app's code where the build says; a team sharing a graph across modules can make these errors with `--error contracts`."
        case .behaviour:
            "People using the app: nothing breaks, but they see something else than before. Make sure it is meant."
        case .accepted:
            "An accepted break that no longer matches anything hides nothing: remove it, or correct its rule or element."
        }
    }
}
