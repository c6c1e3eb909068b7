import NavGraphRuntime
import UIKit

/// Split flows drawn by the UIKit navigator on the double's column-style
/// `UISplitViewController`: the reader of the headless `HeadlessSplitTests` (Feeds in the
/// sidebar, Timeline in the content column, Article in the detail).
extension UIKitScenarios {
    static let splitScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "splitSidebarShowsTheNextColumns": splitSidebarShowsTheNextColumns,
        "splitCollapsesToOneStackAndExpands": splitCollapsesToOneStackAndExpands,
        "splitRestoredInItsColumns": splitRestoredInItsColumns,
        "splitEmptyColumnsShowPlaceholders": splitEmptyColumnsShowPlaceholders,
        "splitSelectionInOverlaidSidebarHidesIt": splitSelectionInOverlaidSidebarHidesIt,
        "splitLinkAndUnwindIntoHiddenColumnsShowThem": splitLinkAndUnwindIntoHiddenColumnsShowThem,
        "splitPushLeavesAppSearchUp": splitPushLeavesAppSearchUp,
    ]

    /// The reader, its split view controller and its sidebar's screen, shown in a new window.
    private struct Reader {
        let reader: Screen
        let feeds: Screen
        let split: UISplitViewController

        /// Shows the reader in a new window: afresh, or restoring `saved`.
        @MainActor
        init?(_ run: ScenarioRun, restoring saved: NavGraphSavedState<String>? = nil) {
            let navigator = run.connectWindow()
            if let saved {
                reader = Screen("Reader", journal: Journal())
                do {
                    try navigator.navigation.restore(saved, entry: reader, startEntry: {})
                } catch {
                    run.expect(false, "restored: \(error)")
                }
                guard let root = navigator.state.root.flatMap({ navigator.state.columns(of: $0).first?.first }),
                      let shown = navigator.navigation.flowController(for: root) as? Screen else { return nil }
                feeds = shown
            } else {
                let app = TestReader(on: navigator)
                (reader, feeds) = (app.reader, app.feeds)
            }
            guard let split = reader.children.first as? UISplitViewController else { return nil }
            self.split = split
        }

        /// Opens a timeline in the content column, then an article in the detail.
        @MainActor
        func read(_ run: ScenarioRun) {
            feeds.push("Timeline")
            run.settle()
            run.top?.push("Article")
            run.settle()
        }

        /// The names of the screens the navigation controller of `column` shows.
        @MainActor
        func names(_ column: UISplitViewController.Column) -> [String] {
            (split.viewController(for: column) as? UINavigationController)?.viewControllers.compactMap { ($0 as? Screen)?.navGraphNode.rawValue } ?? []
        }

        /// Each column's screens: primary, supplementary, secondary, then the compact column's.
        @MainActor
        var shown: [[String]] { [names(.primary), names(.supplementary), names(.secondary), names(.compact)] }
    }

    /// iPad portrait: the secondary alone, the person opens the sidebars over it and picks a feed
    /// (the timeline lands in the supplementary column, beside the feeds) and an article: it lands
    /// in the secondary, which the overlay dims ("The secondary view controller is dimmed out,
    /// preventing interaction with its view"), so the overlay goes and the article can be read.
    static func splitSelectionInOverlaidSidebarHidesIt(_ run: ScenarioRun) {
        guard let reader = Reader(run) else { return run.expect(false, "the reader is a split view controller") }
        UIKitDouble.splitLayout = .portrait
        run.expect(reader.split.displayMode == .secondaryOnly, "portrait: the secondary alone")
        UIKitDouble.userShowsSidebar(reader.split)
        run.settle()
        run.expect(reader.split.displayMode == .twoOverSecondary, "the sidebars over the secondary: \(reader.split.displayMode)")
        reader.feeds.push("Timeline")
        run.settle()
        run.expect(reader.split.interactiveColumns.contains(.supplementary) && reader.split.displayMode == .twoOverSecondary,
                   "the timeline shows beside the feeds, still over the secondary: \(reader.split.displayMode)")
        run.top?.push("Article")
        run.settle()
        run.expect(reader.shown == [["Feeds"], ["Timeline"], ["Article"], []], "\(reader.shown)")
        run.expect(reader.split.interactiveColumns.contains(.secondary), "the article is not dimmed: \(reader.split.displayMode)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The screen on top lands in a column the display mode hides: a link that shows a
    /// timeline while portrait shows the article alone (the supplementary column comes over
    /// it), then, landscape with the sidebar hidden, an unwind from the article to the feeds
    /// (the primary column comes).
    static func splitLinkAndUnwindIntoHiddenColumnsShowThem(_ run: ScenarioRun) {
        guard let reader = Reader(run) else { return run.expect(false, "the reader is a split view controller") }
        reader.read(run)
        UIKitDouble.splitLayout = .portrait
        run.expect(reader.split.displayMode == .secondaryOnly, "portrait: the article alone")
        run.expect(run.navigator?.navigation.open("swift", placement: TestReader.timeline(journal: reader.feeds.journal)) == true, "the link opened")
        run.settle()
        run.expect(reader.shown == [["Feeds"], ["Timeline"], [], []], "\(reader.shown)")
        run.expect(reader.split.interactiveColumns.contains(.supplementary), "the linked timeline shows: \(reader.split.displayMode)")
        run.top?.push("Article")
        run.settle()
        run.expect(reader.split.interactiveColumns.contains(.secondary), "the article shows undimmed: \(reader.split.displayMode)")
        UIKitDouble.splitLayout = .landscape
        reader.split.preferredDisplayMode = .oneBesideSecondary
        run.expect(!reader.split.interactiveColumns.contains(.primary), "landscape, the feeds hidden: \(reader.split.displayMode)")
        run.top?.unwind(to: "Feeds")
        run.settle()
        run.expect(reader.shown == [["Feeds"], [], [], []], "\(reader.shown)")
        run.expect(reader.split.interactiveColumns.contains(.primary), "the feeds show: \(reader.split.displayMode)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The app's search controller, active over the sidebar (a presentation: "the search
    /// controller presents its view controller", `presentSearchController(_:)`), stays up while
    /// the person's picks push into the next columns, as a push under it in a stack leaves it.
    static func splitPushLeavesAppSearchUp(_ run: ScenarioRun) {
        guard let reader = Reader(run) else { return run.expect(false, "the reader is a split view controller") }
        let search = UIViewController()
        reader.feeds.present(search, animated: true)
        run.settle()
        reader.feeds.push("Timeline")
        run.settle()
        run.expect(search.presentingViewController != nil, "the search stays up")
        run.expect(reader.shown == [["Feeds"], ["Timeline"], [], []], "the pick shows beside it: \(reader.shown)")
        reader.feeds.push("Timeline")
        run.settle()
        run.expect(search.presentingViewController != nil, "another pick, which replaces the timeline: still up")
        run.expect(reader.feeds.journal.events == ["Feeds heard Timeline ended"], "\(reader.feeds.journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Regular width: each column's navigation controller shows its part of the stack; a
    /// selection in the sidebar replaces the content column and empties the detail.
    static func splitSidebarShowsTheNextColumns(_ run: ScenarioRun) {
        guard let reader = Reader(run) else { return run.expect(false, "the reader is a split view controller") }
        run.expect(reader.split.style == .tripleColumn, "three columns")
        run.expect(reader.shown == [["Feeds"], [], [], []], "the sidebar shows the feeds: \(reader.shown)")
        reader.read(run)
        run.expect(reader.shown == [["Feeds"], ["Timeline"], ["Article"], []], "each column shows its screen: \(reader.shown)")
        let timeline = reader.split.viewController(for: .supplementary) as? UINavigationController
        reader.feeds.push("Timeline")
        run.settle()
        run.expect(reader.shown == [["Feeds"], ["Timeline"], [], []], "the sidebar's selection replaced the timeline and emptied the detail: \(reader.shown)")
        run.expect(reader.split.viewController(for: .supplementary) === timeline, "the column keeps its navigation controller")
        run.expect(reader.feeds.journal.events == ["Feeds heard Timeline ended"], "\(reader.feeds.journal.events)")
        // The sidebar presents over the whole split view, beside the timeline.
        reader.feeds.present("Sheet")
        run.settle()
        run.expect((run.presented as? Screen)?.navGraphNode.rawValue == "Sheet" && run.top === run.presented, "the sheet is on top: \(String(describing: run.presented))")
        if let sheet = run.presented { run.expect(UIKitDouble.userDismisses(sheet), "the sheet is swiped down") }
        run.settle()
        run.expect(run.presented == nil && reader.feeds.journal.events.last == "Feeds heard Sheet ended", "\(reader.feeds.journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Compact width: the compact column shows the whole stack and its Back leaves a column; a
    /// Back in a column's own navigation controller once expanded again empties the later columns.
    static func splitCollapsesToOneStackAndExpands(_ run: ScenarioRun) {
        guard let reader = Reader(run), let window = run.window else { return run.expect(false, "the reader is a split view controller") }
        reader.read(run)
        UIKitDouble.setHorizontalSizeClass(.compact, of: window)
        run.expect(reader.split.isCollapsed && reader.split.viewControllers.first === reader.split.viewController(for: .compact), "collapsed, the compact column shows")
        run.expect(reader.shown == [[], [], [], ["Feeds", "Timeline", "Article"]], "one stack: \(reader.shown)")
        run.expect(run.state.root.flatMap { run.state[$0]?.split?.collapsed } == true, "the state knows")
        if let compact = reader.split.viewController(for: .compact) as? UINavigationController { UIKitDouble.userTapsBack(compact) }
        run.settle()
        run.expect(reader.shown == [[], [], [], ["Feeds", "Timeline"]], "Back left the detail column: \(reader.shown)")
        UIKitDouble.setHorizontalSizeClass(.regular, of: window)
        run.expect(!reader.split.isCollapsed && reader.shown == [["Feeds"], ["Timeline"], [], []], "expanded, each column again: \(reader.shown)")
        run.top?.push("Filter")
        run.settle()
        run.top?.push("Article")
        run.settle()
        run.expect(reader.shown == [["Feeds"], ["Timeline", "Filter"], ["Article"], []], "\(reader.shown)")
        if let content = reader.split.viewController(for: .supplementary) as? UINavigationController { UIKitDouble.userTapsBack(content) }
        run.settle()
        run.expect(reader.shown == [["Feeds"], ["Timeline"], [], []], "Back in the content column closed what was above it, the detail too: \(reader.shown)")
        run.expect(reader.feeds.journal.events == ["Timeline heard Article ended", "Timeline heard Filter ended"], "\(reader.feeds.journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A saved reader comes back in a new window with each column's screens in its navigation
    /// controller.
    static func splitRestoredInItsColumns(_ run: ScenarioRun) {
        guard let reader = Reader(run) else { return run.expect(false, "the reader is a split view controller") }
        reader.read(run)
        guard let saved = run.navigator?.navigation.saved(as: String.self), let restored = Reader(run, restoring: saved) else {
            return run.expect(false, "saved and restored")
        }
        run.settle()
        run.expect(restored.shown == [["Feeds"], ["Timeline"], ["Article"], []], "each column again: \(restored.shown)")
        run.expect(restored.reader.children.first === restored.split && restored.split !== reader.split, "a new split view controller")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The app's split view controller gives placeholders for empty columns: they show while
    /// the column has no screen, give way to a selection, come back when Back empties the
    /// column again, and are no screen of the state (a user's pop never reaches them).
    static func splitEmptyColumnsShowPlaceholders(_ run: ScenarioRun) {
        let navigator = run.connectWindow()
        guard let window = run.window else { return run.expect(false, "connected") }
        let journal = Journal()
        let reader = ReaderWithPlaceholders()
        let feeds = Screen("Feeds", journal: journal)
        navigator.showRoot(reader)
        navigator.setStack(of: reader, root: feeds)
        guard let split = reader.children.first as? PlaceholderSplitViewController else { return run.expect(false, "the app's split view controller") }
        func titles(_ column: UISplitViewController.Column) -> [String] {
            (split.viewController(for: column) as? UINavigationController)?.viewControllers.map { ($0 as? Screen)?.navGraphNode.rawValue ?? $0.title ?? "?" } ?? []
        }
        run.expect(titles(.supplementary) == ["No feed"] && titles(.secondary) == ["No article"], "placeholders: \(titles(.supplementary)) \(titles(.secondary))")
        let columns: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
        run.expect(columns.allSatisfy { split.viewController(for: $0) is ReaderNavigationController }, "every column, the compact one too, is the app's navigation controller")
        feeds.push("Timeline")
        run.settle()
        run.expect(titles(.supplementary) == ["Timeline"] && titles(.secondary) == ["No article"], "the timeline took the placeholder's place")
        UIKitDouble.setHorizontalSizeClass(.compact, of: window)
        run.expect(titles(.compact) == ["Feeds", "Timeline"], "collapsed, no placeholder in the one stack: \(titles(.compact))")
        if let compact = split.viewController(for: .compact) as? UINavigationController { UIKitDouble.userTapsBack(compact) }
        run.settle()
        UIKitDouble.setHorizontalSizeClass(.regular, of: window)
        run.expect(titles(.supplementary) == ["No feed"], "the placeholder is back: \(titles(.supplementary))")
        run.expect(run.state.root.map { run.state.columns(of: $0).map(\.count) } == [1, 0, 0], "the state holds the feeds alone")
        run.expect(journal.events == ["Feeds heard Timeline ended"], "\(journal.events)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

/// A reader flow that makes the app's own split view controller, as `NavGraphSplitViewControllerMaking`
/// lets it, and its columns' navigation controllers, as `NavGraphNavigationControllerMaking` does.
final class ReaderWithPlaceholders: NavGraphViewController, NavGraphFlowController, NavGraphSplitViewControllerMaking, NavGraphNavigationControllerMaking {
    weak var navigator: (any NavGraphNavigator)?
    let navGraphNode = NavGraphNodeName(rawValue: "Reader")
    var navGraphFlow: NavGraphFlowDeclaration? { TestGraph.flows[navGraphNode] }

    func makeSplitViewController(style: UISplitViewController.Style) -> NavGraphSplitViewController {
        PlaceholderSplitViewController(style: style)
    }

    func makeNavigationController() -> NavGraphNavigationController { ReaderNavigationController() }
}

/// The app's navigation controller for the reader's columns (its bar's appearance, say).
final class ReaderNavigationController: NavGraphNavigationController {}

/// The app's split view controller: a placeholder for the content and the detail columns.
final class PlaceholderSplitViewController: NavGraphSplitViewController {
    override func viewControllerForEmptyColumn(_ column: UISplitViewController.Column) -> UIViewController? {
        let placeholder = UIViewController()
        switch column {
        case .supplementary: placeholder.title = "No feed"
        case .secondary: placeholder.title = "No article"
        default: return nil
        }
        return placeholder
    }
}
