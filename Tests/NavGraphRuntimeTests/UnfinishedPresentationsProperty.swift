// Shared by the headless property test (UnfinishedPresentationsPropertyTests) and its UIKit twin
// (Tests/UIKitScenarios/UnfinishedPresentationsScenario.swift), which compiles this file too.
import NavGraphRuntime

/// What the property acts on: the test app on a navigator, and the app's own presentations over
/// it (a mail composer, a form), each of which may refuse to be dismissed.
@MainActor
protocol UnfinishedPresentationsWorld: AnyObject {
    var navigation: NavGraphStateMachine { get }
    var journal: Journal { get }
    var placements: TestPlacements { get }
    /// The app's own presentations shown now, bottom first, and whether each refuses to close.
    var appPresentations: [(id: ObjectIdentifier, refuses: Bool)] { get }
    /// The app presents a view controller of its own over everything shown.
    func appPresents(refusing: Bool)
    /// The app's top-most own presentation starts or stops refusing (its text became dirty).
    func appPresentationRefuses(_ refusing: Bool)
    /// The app dismisses its top-most own presentation (a Send, a Cancel).
    func appDismissesItsPresentation()
    /// The person swipes down whatever is presented on top, if it lets them.
    func userSwipesDown()
    /// The screen marks itself unfinished as the renderer lets it (UIKit: `isModalInPresentation`).
    func markModal(_ screen: Screen, _ modal: Bool)
    /// Lets every running animation end.
    func settle()
    /// What the screen shows that the state does not say, if anything (nothing, headless).
    func mismatch() -> String?
}

/// The property: random links, notifications and routes while presentations that refuse or allow
/// dismissal are up, the graph's and the app's own. After every step, nothing that refused to
/// close before it was closed (unless its own screen finished it, or the app dismissed its own),
/// nothing a link opened covers it, and no link is lost: the latest opened or is pending.
@MainActor
struct UnfinishedPresentationsProperty {
    private let world: any UnfinishedPresentationsWorld
    private var latestLink: (screen: String, id: String)?
    private var linkCount = 0
    private(set) var failures: [String] = []

    init(_ world: any UnfinishedPresentationsWorld) {
        self.world = world
    }

    private var state: NavGraphState { world.navigation.state }
    private var top: Screen? { state.top.flatMap { world.navigation.flowController(for: $0) } as? Screen }

    /// Runs `steps` random steps, checking after each; stops at the first failure. `trace` hears
    /// each step and what shows after it (to follow a failing seed).
    mutating func run(steps: Int, context: String, _ random: inout SeededGenerator, trace: ((String) -> Void)? = nil) {
        for step in 0..<steps where failures.isEmpty {
            let refusing = state.entries.keys.filter { state[$0]?.presentation != nil && world.navigation.refusesDismissal($0) }
            let app = world.appPresentations
            let visible = state.visibleEntries
            let (action, exempt) = randomStep(&random)
            world.settle()
            trace?("\(step): \(action) -> \(state.visibleEntries.map { "\($0)" + (state[$0]?.node?.rawValue ?? "stack") })")
            check(
                "\(context), step \(step): \(action)", refusing: refusing, app: app, visibleBefore: visible, exempt: exempt,
                wasLink: action.hasPrefix("link"))
        }
    }

    /// What may close by the step's own decision: the presentation the finishing screen is in, or
    /// the app's presentation it dismissed (and those above it).
    private struct Exempt {
        var entries: Set<NavGraphEntryID> = []
        var appFrom: Int?
    }

    private mutating func randomStep(_ random: inout SeededGenerator) -> (String, Exempt) {
        let top = top
        switch Int.random(in: 0..<16, using: &random) {
        case 0: top?.push(["Detail", "Other"].randomElement(using: &random)!); return ("push", Exempt())
        case 1: top?.present("Sheet"); return ("present Sheet", Exempt())
        case 2: top?.present("Compose", NavGraphPresentationOptions(embedInStack: true, appDecidesDismissal: true)); return ("present Compose (app decides)", Exempt())
        case 3:
            top?.holdsDraft.toggle()
            return ("\(top?.navGraphNode.rawValue ?? "-") holds a draft: \(top?.holdsDraft == true)", Exempt())
        case 4:
            guard let top else { return ("mark modal (no top)", Exempt()) }
            let modal = Bool.random(using: &random)
            world.markModal(top, modal)
            return ("\(top.navGraphNode.rawValue) marks itself modal: \(modal)", Exempt())
        case 5:
            // Its own finishing closes the presentation it is the screen of, whatever it refused.
            let own = ownPresentation(of: state.top)
            top?.finish(with: 1)
            return ("finish the top", own)
        case 6:
            let below = state.visibleEntries.dropLast().filter { world.navigation.flowController(for: $0) is Screen }
            guard let id = below.randomElement(using: &random), let screen = world.navigation.flowController(for: id) as? Screen else {
                return ("finish below (nothing below)", Exempt())
            }
            let own = ownPresentation(of: id)
            screen.finish(with: 2)
            return ("\(screen.navGraphNode.rawValue), below the top, finishes", own)
        case 7:
            // Selecting a tab from a presentation closes it: its own screen's decision.
            let own = ownPresentation(of: state.top)
            top?.select(Bool.random(using: &random) ? "Settings" : "Feed")
            return ("select", own)
        case 8: world.userSwipesDown(); return ("swipe down", Exempt())
        case 15:
            // A screen below the top routes (a timeline's refresh ending, a timer): refused while a
            // presentation above it refuses to close; only its own presentation is its to close.
            let below = state.visibleEntries.dropLast().filter { world.navigation.flowController(for: $0) is Screen }
            guard let id = below.randomElement(using: &random), let screen = world.navigation.flowController(for: id) as? Screen else {
                return ("route below (nothing below)", Exempt())
            }
            let own = ownPresentation(of: id)
            let route: String
            switch Int.random(in: 0..<3, using: &random) {
            case 0: route = "push Detail"; screen.push("Detail")
            case 1: route = "present Sheet"; screen.present("Sheet")
            default: route = "select Settings"; screen.select("Settings")
            }
            return ("\(screen.navGraphNode.rawValue), below the top, performs \(route)", own)
        case 9: return (link("Detail", placement: world.placements.detail), Exempt())
        case 10: return (link("Menu", placement: world.placements.menu), Exempt())
        case 11: return (link("Compose", placement: world.placements.compose), Exempt())
        case 12:
            let refusing = Bool.random(using: &random)
            world.appPresents(refusing: refusing)
            return ("the app presents its own (refusing: \(refusing))", Exempt())
        case 13:
            let refusing = Bool.random(using: &random)
            world.appPresentationRefuses(refusing)
            return ("the app's own refuses: \(refusing)", Exempt())
        default:
            let count = world.appPresentations.count
            world.appDismissesItsPresentation()
            return ("the app dismisses its own", Exempt(appFrom: count > 0 ? count - 1 : nil))
        }
    }

    /// The presentation `id` is a screen of, whose closing is its own decision.
    private func ownPresentation(of id: NavGraphEntryID?) -> Exempt {
        Exempt(entries: id.map { Set(state.lineage(of: $0).filter { state[$0]?.presentation != nil }.prefix(1)) } ?? [])
    }

    /// Opens a link or a notification to `screen` with a destination never used before.
    private mutating func link(_ screen: String, placement: NavGraphPlacement<String>) -> String {
        linkCount += 1
        let id = "link\(linkCount)"
        latestLink = (screen, id)
        let opened = world.navigation.open(id, placement: placement)
        return "link \(screen) \(id) (opened at once: \(opened))"
    }

    private mutating func check(
        _ context: String, refusing: [NavGraphEntryID], app: [(id: ObjectIdentifier, refuses: Bool)], visibleBefore: [NavGraphEntryID],
        exempt: Exempt, wasLink: Bool
    ) {
        let appRefusing = app.filter(\.refuses).map(\.id)
        for id in refusing where !exempt.entries.contains(id) && state[id] == nil {
            failures.append("\(context): \(id), which refused to close, was closed")
        }
        let dismissedApp = Set(exempt.appFrom.map { app.dropFirst($0).map(\.id) } ?? [])
        let shownApp = Set(world.appPresentations.map(\.id))
        for id in appRefusing where !dismissedApp.contains(id) && !shownApp.contains(id) {
            failures.append("\(context): the app's own presentation, which refused to close, was closed")
        }
        if wasLink, !refusing.isEmpty || !appRefusing.isEmpty, state.visibleEntries != visibleBefore {
            failures.append("\(context): a link changed what shows while a presentation refused to close")
        }
        if let link = latestLink, !world.journal.events.contains("\(link.screen) started with \(link.id)"), !world.navigation.hasPendingLink {
            failures.append("\(context): the link \(link.id) was lost: it neither opened nor waits")
        }
        if world.navigation.isTransitioning { failures.append("\(context): a transition stays open") }
        if let mismatch = world.mismatch() { failures.append("\(context): \(mismatch)") }
    }
}
