import NavGraphRuntime
import UIKit

/// Random sequences against the UIKit double: routes, the user's gestures, the app's own
/// presentations and delegates, links and restores. After every step, once the double is idle,
/// no transition stays open, UIKit refused nothing, and (once the state followed what the screen
/// shows, as the next command makes it) what the double shows is the state:
/// each stack's view controllers are its entries', and the window's presentations are the
/// state's, with only the app's own above them. Every failure names the seed
/// (`NAVGRAPH_PROPERTY_SEED` replays it).
extension UIKitScenarios {
    static func screenFollowsTheState(_ run: ScenarioRun) {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        var random = SeededGenerator(seed: seed)
        for round in 0..<8 {
            run.connect()
            guard let app = run.app, let navigation = run.navigator?.navigation else { return run.expect(false, "connected") }
            let placements = TestPlacements(journal: app.journal)
            var appDelegates: [NSObject] = []
            for step in 0..<40 {
                let action = randomStep(run, placements, &appDelegates, &random)
                run.settle()
                let context = "seed \(seed), round \(round), step \(step): \(action)"
                if ProcessInfo.processInfo.environment["NAVGRAPH_TRACE"] != nil { print(context, navigation.state.visibleEntries.compactMap { navigation.state[$0]?.node?.rawValue }) }
                run.expect(!navigation.isTransitioning, "\(context): no transition stays open")
                // As the next command would: a sheet swiped down whose delegate the app replaced late.
                navigation.followScreen()
                run.expect(UIKitDouble.log.isEmpty, "\(context): UIKit refused nothing: \(UIKitDouble.log)")
                if let mismatch = mismatch(run) { run.expect(false, "\(context): \(mismatch)") }
                if !run.failures.isEmpty { return }
            }
        }
    }

    /// One random thing the app, the user or the system does, of the kinds numbered `kinds` (all
    /// of them by default); returns what it was.
    static func randomStep(
        _ run: ScenarioRun, _ placements: TestPlacements, _ appDelegates: inout [NSObject], _ random: inout SeededGenerator,
        among kinds: [Int] = Array(0..<14)
    ) -> String {
        let top = run.top
        switch kinds.randomElement(using: &random)! {
        case 0, 1: top?.push(["Detail", "Other"].randomElement(using: &random)!); return "push"
        case 2: top?.present("Sheet"); return "present Sheet"
        case 3: top?.present("Compose", NavGraphPresentationOptions(embedInStack: true)); return "present Compose"
        case 4: top?.finish(with: 1); return "finish"
        case 5:
            guard let stack = top?.navigationController, stack.viewControllers.count > 1 else { return "back (nothing to pop)" }
            UIKitDouble.userSwipesBack(stack, completing: Bool.random(using: &random))
            return "swipe back"
        case 6: _ = top.map(UIKitDouble.userDismisses); return "swipe down"
        case 7:
            guard let tabBar = tabBarController(run) else { return "tab (no tab bar)" }
            _ = UIKitDouble.userTapsTab(tabBar, at: Int.random(in: 0...1, using: &random))
            return "tab"
        case 8: run.navigator?.navigation.open("7", placement: placements.detail); return "link Detail"
        case 9: run.navigator?.navigation.open("draft", placement: placements.compose); return "link Compose"
        case 10:
            // The app presents its own alert over the top screen, as UIKit lets it.
            guard let top, top.presentedViewController == nil else { return "alert (something is presented)" }
            top.present(UIViewController(), animated: true)
            return "app's alert"
        case 11:
            // The app sets its own navigation controller delegate.
            let delegate = PropertyNavigationDelegate()
            appDelegates.append(delegate)
            top?.navigationController?.delegate = delegate
            return "app's navigation delegate"
        case 12:
            let delegate = PropertyPresentationDelegate()
            appDelegates.append(delegate)
            top?.presentationController?.delegate = delegate
            return "app's presentation delegate (after it appeared)"
        default:
            guard let navigation = run.navigator?.navigation, let saved = navigation.saved(as: String.self) else { return "restore (nothing saved)" }
            // The restored screens write where the world's checks read: a later link may start
            // one of them again (a presentation that shows its screen already is reused).
            let journal = placements.journal
            let restoredPlacements = TestPlacements(journal: journal)
            do {
                try navigation.restore(saved, entry: Screen("Root", journal: journal), startEntry: {}) {
                    $0.rawValue == "Detail" ? restoredPlacements.detail : $0.rawValue == "Compose" ? restoredPlacements.compose : nil
                }
            } catch {
                return "restore refused: \(error)"
            }
            return "restore"
        }
    }

    /// The tab bar controller of the tabs flow the state shows.
    private static func tabBarController(_ run: ScenarioRun) -> UITabBarController? {
        guard let navigation = run.navigator?.navigation,
              let tabs = navigation.state.visibleEntries.first(where: { if case .tabs = navigation.state[$0]?.content { true } else { false } })
        else { return nil }
        return (navigation.flowController(for: tabs) as? UIViewController)?.children.first as? UITabBarController
    }

    /// What the double shows that the state does not say, if anything. While the person's finger
    /// is on a swipe back, the stack being swiped shows its top gone already, as UIKit's does.
    static func mismatch(_ run: ScenarioRun) -> String? {
        guard let navigation = run.navigator?.navigation else { return "no navigator" }
        let state = navigation.state
        let viewController = { (id: NavGraphEntryID) in navigation.flowController(for: id) as? UIViewController }
        for entry in state.entries.values where entry.split == nil && !state.isSubflow(entry.id) {
            guard case .stack = entry.content, let root = state.stackEntries(entry.id).first.flatMap(viewController),
                  let shown = root.navigationController?.viewControllers else { continue }
            let expected = state.shownStackEntries(entry.id).compactMap(viewController)
            let swiped = UIKitDouble.isInteracting && shown.count == expected.count - 1
            if !(swiped ? zip(shown, expected.dropLast()) : zip(shown, expected)).allSatisfy({ $0 === $1 }) || (shown.count != expected.count && !swiped) {
                return "stack \(entry.node?.rawValue ?? "embedded") shows \(shown.count) screens, the state \(expected.count)"
            }
        }
        if let mismatch = splitMismatch(run) { return mismatch }
        let expected = state.visibleEntries.filter { state[$0]?.presentation != nil }.compactMap { id -> UIViewController? in
            state[id]?.node == nil ? state.stackEntries(id).first.flatMap(viewController)?.navigationController : viewController(id)
        }
        var chain: [UIViewController] = []
        var presenter = run.window?.rootViewController
        while let presented = presenter?.presentedViewController, presented !== presenter {
            chain.append(presented)
            presenter = presented
        }
        guard chain.count >= expected.count, zip(chain, expected).allSatisfy({ $0 === $1 }) else {
            return "UIKit presents \(chain.count), the state \(expected.count)"
        }
        if chain.dropFirst(expected.count).contains(where: { $0 is Screen || $0 is UINavigationController }) {
            return "a presentation of the graph's stays on screen that the state closed"
        }
        return nil
    }
}

/// An app's navigation controller delegate that does nothing but be there.
private final class PropertyNavigationDelegate: NSObject, UINavigationControllerDelegate {}

/// An app's presentation controller delegate that allows every dismissal.
private final class PropertyPresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {}
