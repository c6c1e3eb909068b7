import NavGraphRuntime
import UIKit

/// Random interleavings of the person's gestures, begun and later let go past the middle or
/// before it, with links, notifications, routes, resizes, the app's own presentations and
/// restores, on the test app (tabs and stacks) and on the reader (a split view). After every step,
/// once the animations have run: no transition stays open, UIKit refused nothing, the double
/// shows the state (a stack being swiped shows its top gone already), and the latest link or
/// notification has opened or waits. Once the person lets go, no gesture stays open either. Every
/// failure names the seed (`NAVGRAPH_PROPERTY_SEED` replays it).
extension UIKitScenarios {
    static let gesturePropertyScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "gesturesInterleaveWithEverything": gesturesInterleaveWithEverything,
    ]

    static func gesturesInterleaveWithEverything(_ run: ScenarioRun) {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        var random = SeededGenerator(seed: seed)
        for round in 0..<12 {
            let onReader = round % 2 == 1
            var world = onReader ? GestureWorld(reader: run) : GestureWorld(app: run)
            for step in 0..<40 {
                let action = world.step(run, &random)
                run.settle()
                let context = "seed \(seed), round \(round) (\(onReader ? "reader" : "tabs")), step \(step): \(action)"
                if ProcessInfo.processInfo.environment["NAVGRAPH_TRACE"] != nil, let navigation = run.navigator?.navigation {
                    print(context, navigation.state.visibleEntries.compactMap { navigation.state[$0]?.node?.rawValue })
                }
                expectSettledStep(run, world, context)
                if !run.failures.isEmpty { return }
            }
            UIKitDouble.userLetsGo(completing: Bool.random(using: &random))
            run.settle()
            expectSettledStep(run, world, "seed \(seed), round \(round): the last gesture let go")
            run.expect(run.navigator?.navigation.isUserGestureInProgress == false, "seed \(seed), round \(round): no gesture stays open")
            if !run.failures.isEmpty { return }
        }
    }

    /// What every settled step leaves: no transition open, nothing refused, the screen as the
    /// state says, and the latest link opened or waiting.
    private static func expectSettledStep(_ run: ScenarioRun, _ world: GestureWorld, _ context: String) {
        guard let navigation = run.navigator?.navigation else { return run.expect(false, "\(context): a navigator") }
        run.expect(!navigation.isTransitioning, "\(context): no transition stays open")
        run.expect(UIKitDouble.isInteracting || !navigation.isUserGestureInProgress, "\(context): no gesture outlives the person's finger")
        navigation.followScreen()
        run.expect(UIKitDouble.log.isEmpty, "\(context): UIKit refused nothing: \(UIKitDouble.log)")
        if let mismatch = mismatch(run) { run.expect(false, "\(context): \(mismatch)") }
        if let link = world.latestLink {
            run.expect(world.journal.events.contains(link) || navigation.hasPendingLink, "\(context): the latest link (\(link)) opened or waits")
        }
    }

    /// The split views the double shows that the state does not say, if any: expanded, each
    /// column's navigation controller holds its column's screens (or its placeholder); collapsed,
    /// the compact column holds the whole stack.
    static func splitMismatch(_ run: ScenarioRun) -> String? {
        guard let navigation = run.navigator?.navigation else { return nil }
        let state = navigation.state
        for entry in state.entries.values {
            guard let split = entry.split, let controller = (navigation.flowController(for: entry.id) as? UIViewController)?.children.first as? UISplitViewController else { continue }
            let names = { (column: UISplitViewController.Column) in
                (controller.viewController(for: column) as? UINavigationController)?.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue } ?? []
            }
            let columns = state.columns(of: entry.id).map { $0.compactMap { state[$0]?.node?.rawValue } }
            let shown: [[String]]
            let expected: [[String]]
            if split.collapsed {
                shown = [names(.compact)]
                expected = [columns.flatMap { $0 }]
            } else {
                shown = (columns.count > 2 ? [UISplitViewController.Column.primary, .supplementary, .secondary] : [.primary, .secondary]).map(names)
                expected = columns
            }
            let swiped = UIKitDouble.isInteracting && zip(shown, expected).contains { $0.count == $1.count - 1 }
            if shown != expected && !swiped { return "split \(entry.node?.rawValue ?? "") shows \(shown), the state \(expected)" }
            if controller.isCollapsed != split.collapsed { return "split collapsed \(controller.isCollapsed), the state \(split.collapsed)" }
        }
        return nil
    }
}

/// One round's app, and what the person and the system do to it.
@MainActor
private struct GestureWorld {
    let journal: Journal
    let placements: TestPlacements?
    let reader: Screen?
    /// What the latest link or notification's screen records as it starts.
    var latestLink: String?
    private var links = 0
    private var appDelegates: [NSObject] = []

    /// The test app (tabs and stacks), connected as a scene delegate does.
    init(app run: ScenarioRun) {
        run.connect()
        journal = run.app!.journal
        placements = TestPlacements(journal: journal)
        reader = nil
    }

    /// The reader, a split view, in a new window.
    init(reader run: ScenarioRun) {
        let app = TestReader(on: run.connectWindow())
        journal = app.journal
        placements = nil
        reader = app.reader
    }

    /// One random thing; returns what it was.
    mutating func step(_ run: ScenarioRun, _ random: inout SeededGenerator) -> String {
        switch Int.random(in: 0..<12, using: &random) {
        case 0:
            guard let stack = run.top?.navigationController, UIKitDouble.userBeginsSwipeBack(stack) else { return "swipe back (none begins)" }
            return "swipe back begins"
        case 1:
            guard let top = run.top, top.presentingViewController != nil || top.navigationController?.presentingViewController != nil,
                  UIKitDouble.userBeginsSwipeDown(top.navigationController?.presentingViewController != nil ? top.navigationController! : top)
            else { return "swipe down (none begins)" }
            return "swipe down begins"
        case 2:
            UIKitDouble.userLetsGo(completing: true)
            return "lets go past the middle"
        case 3:
            UIKitDouble.userLetsGo(completing: false)
            return "lets go before the middle"
        case 4, 5:
            return openLink(run, notification: Int.random(in: 4...5, using: &random) == 5)
        case 6:
            guard let window = run.window else { return "resize (no window)" }
            let compact = window.traitCollection.horizontalSizeClass != .compact
            UIKitDouble.setHorizontalSizeClass(compact ? .compact : .regular, of: window)
            return compact ? "resize to compact" : "resize to regular"
        default:
            guard let placements else { return readerStep(run, &random) }
            // Routes, the app's delegates and restores; the app's own alert only while the
            // person's finger is off the screen (UIKit documents no presentation from a screen
            // being swiped away).
            let kinds = [0, 1, 2, 3, 4, 7, 11, 12, 13] + (UIKitDouble.isInteracting ? [] : [10])
            return UIKitScenarios.randomStep(run, placements, &appDelegates, &random, among: kinds)
        }
    }

    /// A link (a URL) or a notification (a destination), each to its own destination.
    private mutating func openLink(_ run: ScenarioRun, notification: Bool) -> String {
        links += 1
        let destination = "\(notification ? "N" : "L")\(links)"
        guard let navigation = run.navigator?.navigation else { return "link (no navigator)" }
        if let placements {
            let presented = notification
            navigation.open(destination, placement: presented ? placements.compose : placements.detail)
            latestLink = "\(presented ? "Compose" : "Detail") started with \(destination)"
        } else {
            navigation.open(destination, placement: TestReader.timeline(journal: journal))
            latestLink = "Timeline started with \(destination)"
        }
        return "\(notification ? "notification" : "link") \(destination)"
    }

    /// The reader's routes: a pick in a column, a sheet, a finish, a restore.
    private func readerStep(_ run: ScenarioRun, _ random: inout SeededGenerator) -> String {
        let top = run.top
        switch Int.random(in: 0..<6, using: &random) {
        case 0, 1:
            let name = ["Timeline", "Article", "Filter"].randomElement(using: &random)!
            top?.push(name)
            return "push \(name)"
        case 2:
            guard let feeds = run.navigator?.navigation.state.root.flatMap({ run.navigator?.navigation.state.stackEntries($0).first })
                .flatMap({ run.navigator?.navigation.flowController(for: $0) }) as? Screen else { return "pick (no sidebar)" }
            feeds.push("Timeline")
            return "pick in the sidebar"
        case 3: top?.present("Sheet"); return "present Sheet"
        case 4: top?.finish(with: 1); return "finish"
        default:
            guard let navigation = run.navigator?.navigation, let saved = navigation.saved(as: String.self) else { return "restore (nothing saved)" }
            let journal = journal
            do {
                try navigation.restore(saved, entry: Screen("Reader", journal: journal), startEntry: {}) {
                    $0.rawValue == "Timeline" ? TestReader.timeline(journal: journal) : nil
                }
            } catch {
                return "restore refused: \(error)"
            }
            return "restore"
        }
    }

}
