import NavGraphRuntime
import UIKit

/// Nothing throws away what the person is writing, on the UIKit double: a sheet UIKit holds with
/// `isModalInPresentation` (the app's own composer, or a graph sheet whose screen set it once its
/// text became dirty, plain and `embed: stack`) is not dismissed by a link, a notification or a
/// route from the screen under it. UIKit's flag stops only the person's swipe, not `dismiss`, so
/// the runtime decides: in each scenario the sheet stays, nothing over it is presented, and the
/// link opens once the sheet closes.
extension UIKitScenarios {
    static let dismissalScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "appComposerHoldsPresentedLink": appComposerHoldsPresentedLink,
        "appComposerHoldsLinkIntoAnotherTab": appComposerHoldsLinkIntoAnotherTab,
        "graphSheetMarkedModalHoldsLink": graphSheetMarkedModalHoldsLink,
        "graphStackSheetMarkedModalHoldsLink": graphStackSheetMarkedModalHoldsLink,
        "routeUnderAppComposerRefused": routeUnderAppComposerRefused,
        "appComposerSwipedAwayOpensLink": appComposerSwipedAwayOpensLink,
        "screenDecidesItsSheetsDismissal": screenDecidesItsSheetsDismissal,
        "unfinishedPresentationsProperty": unfinishedPresentationsProperty,
        "appComposerDelegateHoldsLink": appComposerDelegateHoldsLink,
        "graphSheetDelegateHoldsLink": graphSheetDelegateHoldsLink,
    ]

    /// The app presents its own composer over `screen`; the person has written in it, so it is
    /// modal in presentation, as Apple's "discard changes?" pattern sets it.
    private static func presentComposer(over screen: UIViewController, _ run: ScenarioRun) -> UIViewController {
        let composer = UINavigationController(rootViewController: UIViewController())
        composer.isModalInPresentation = true
        screen.present(composer, animated: true)
        run.settle()
        run.expect(run.presented === composer, "the app's composer is up")
        return composer
    }

    /// What every scenario checks while the sheet waits: it is still up, nothing is presented over
    /// it, UIKit refused nothing and the link is kept.
    private static func expectSheetStays(_ sheet: UIViewController, _ run: ScenarioRun, line: Int = #line) {
        run.expect(sheet.presentingViewController != nil && !sheet.isBeingDismissed, "the sheet stays", line: line)
        run.expect(sheet.presentedViewController == nil, "nothing covers it", line: line)
        run.expect(run.navigator?.navigation.hasPendingLink == true, "the link waits", line: line)
        run.expect(run.navigator?.navigation.isTransitioning == false, "no transition stays open", line: line)
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)", line: line)
    }

    static func appComposerHoldsPresentedLink(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let composer = presentComposer(over: run.list, run)
        let opened = run.navigator?.navigation.open("draft", placement: placements.compose) == true
        run.settle()
        run.expect(!opened, "the link does not open yet")
        expectSheetStays(composer, run)
        run.expect(!UIKitDouble.userDismisses(composer), "UIKit refuses the person's swipe too")
        composer.dismiss(animated: true)
        run.settle()
        run.expect(run.presented !== composer, "the app closed its composer")
        run.expect((run.presented as? UINavigationController)?.viewControllers.first === run.top && run.top?.navGraphNode.rawValue == "Compose",
                   "then the link presented Compose: \(String(describing: run.top?.navGraphNode))")
        run.expect(run.navigator?.navigation.hasPendingLink == false && UIKitDouble.log.isEmpty, "nothing waits, UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func appComposerHoldsLinkIntoAnotherTab(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.select("Settings")
        run.settle()
        let composer = presentComposer(over: run.app!.menu, run)
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened, "the notification's destination does not open yet")
        expectSheetStays(composer, run)
        run.expect(run.tabBar.selectedIndex == 1, "the tab under the composer stays")
        composer.dismiss(animated: true)
        run.settle()
        run.expect(run.presented == nil, "the app closed its composer")
        run.expect(run.tabBar.selectedIndex == 0 && run.top?.navGraphNode.rawValue == "Detail", "then Detail was pushed in the Feed tab")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A graph sheet, dismissible as far as the graph says, whose screen marks itself modal once
    /// its text is dirty: the link waits until the screen finishes.
    static func graphSheetMarkedModalHoldsLink(_ run: ScenarioRun) {
        graphSheetMarkedModal(run, NavGraphPresentationOptions())
    }

    /// The same in a navigation stack of its own (`embed: stack`), the screen inside marking itself.
    static func graphStackSheetMarkedModalHoldsLink(_ run: ScenarioRun) {
        graphSheetMarkedModal(run, NavGraphPresentationOptions(embedInStack: true))
    }

    private static func graphSheetMarkedModal(_ run: ScenarioRun, _ options: NavGraphPresentationOptions) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.present("Note", options)
        run.settle()
        guard let note = run.top, let sheet = run.presented, note !== run.list else { return run.expect(false, "Note is presented") }
        note.isModalInPresentation = true
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened, "the link does not open yet")
        expectSheetStays(sheet, run)
        run.expect(!UIKitDouble.userDismisses(sheet), "UIKit refuses the person's swipe")
        run.expect(run.top === note && run.journal.isEmpty, "the state still shows Note, its opener heard nothing: \(run.journal)")
        note.finish(with: 5)
        run.settle()
        run.expect(run.presented == nil, "the sheet closed by finishing")
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "then the link pushed Detail")
        run.expect(run.journal == ["List got Note 5", "Detail started with 7"], "the draft was handed back first: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The screen under the app's composer counts as the top in the state (the state does not
    /// hold the app's composer): a select it performs from an asynchronous callback is refused, the
    /// composer stays, and a link that comes meanwhile opens after it.
    static func routeUnderAppComposerRefused(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let composer = presentComposer(over: run.list, run)
        run.list.select("Settings")
        run.list.push("Detail")
        run.settle()
        run.expect(run.tabBar.selectedIndex == 0 && run.feedStack.viewControllers.count == 1, "nothing moved under the composer")
        run.expect(run.list.made == 0, "no destination was made")
        run.navigator?.navigation.open("settings", placement: placements.menu)
        run.settle()
        expectSheetStays(composer, run)
        composer.dismiss(animated: true)
        run.settle()
        run.expect(run.presented == nil && run.tabBar.selectedIndex == 1, "then the link selected Settings")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// Once the composer no longer holds anything, the person swipes it away: the navigator, which
    /// watched it, opens the waiting link at once.
    static func appComposerSwipedAwayOpensLink(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let composer = presentComposer(over: run.list, run)
        run.navigator?.navigation.open("7", placement: placements.detail)
        run.settle()
        expectSheetStays(composer, run)
        composer.isModalInPresentation = false
        run.expect(UIKitDouble.userDismisses(composer), "the person swipes it away")
        run.settle()
        run.expect(run.presented == nil && run.top?.navGraphNode.rawValue == "Detail", "the link opened: \(String(describing: run.top?.navGraphNode))")
    }

    /// `dismissible: app`: UIKit asks the presentation controller's delegate, which asks the
    /// screen; the screen holding a draft refuses and hears the attempt (to ask "Discard
    /// changes?"), and a link waits; once it answers yes, the person swipes it down.
    static func screenDecidesItsSheetsDismissal(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        run.list.present("Compose", NavGraphPresentationOptions(appDecidesDismissal: true))
        run.settle()
        guard let compose = run.top, let sheet = run.presented else { return run.expect(false, "Compose is presented") }
        run.expect(!sheet.isModalInPresentation, "UIKit is not told once and for all: the delegate asks each time")
        compose.holdsDraft = true
        run.expect(!UIKitDouble.userDismisses(sheet), "the swipe is refused")
        run.expect(run.journal == ["Compose refused to close"], "the screen heard the attempt: \(run.journal)")
        run.navigator?.navigation.open("7", placement: placements.detail)
        run.settle()
        expectSheetStays(sheet, run)
        compose.holdsDraft = false
        run.expect(UIKitDouble.userDismisses(sheet), "now the swipe is taken")
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Detail", "and the link opened after it")
        run.expect(run.journal.prefix(2) == ["Compose refused to close", "List heard Compose ended"], "\(run.journal)")
    }

    /// The app's own composer held the other way Apple names ("UIKit supports refusing to dismiss
    /// a presentation when ... presentationControllerShouldDismiss(_:) returns false"): not
    /// marked modal, its presentation controller's delegate refuses while the draft is unsaved.
    /// A link waits; the person's swipe is refused and the app hears the attempt (its "Discard
    /// changes?"); once the draft is saved, the person swipes it away and the link opens.
    static func appComposerDelegateHoldsLink(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let composer = UINavigationController(rootViewController: UIViewController())
        let draft = UnsavedChanges()
        // Set before presenting, as Apple's sample sets it.
        composer.presentationController?.delegate = draft
        run.list.present(composer, animated: true)
        run.settle()
        run.expect(run.presented === composer && !composer.isModalInPresentation, "the app's composer is up, not marked modal")
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened, "the link does not open yet")
        expectSheetStays(composer, run)
        run.expect(!UIKitDouble.userDismisses(composer), "UIKit refuses the person's swipe, as the app's delegate answers")
        run.expect(draft.attempts == 1, "the app heard the attempt: \(draft.attempts)")
        draft.hasChanges = false
        run.expect(UIKitDouble.userDismisses(composer), "saved: the person swipes it away")
        run.settle()
        run.expect(run.presented == nil && run.top?.navGraphNode.rawValue == "Detail", "then the link opened: \(String(describing: run.top?.navGraphNode))")
        run.expect(draft.dismissed == 1, "the app heard its composer close: \(draft.dismissed)")
        run.expect(run.navigator?.navigation.hasPendingLink == false && UIKitDouble.log.isEmpty, "nothing waits, UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// A graph sheet whose presentation controller's delegate the app set refuses while the
    /// draft is unsaved: a link waits, the swipe is refused (the app hears the attempt, the
    /// state still shows the sheet), and once the app lets it go the swipe closes it, the opener
    /// hears it end, and the link opens.
    static func graphSheetDelegateHoldsLink(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        let draft = UnsavedChanges()
        run.list.present("Note") { note in note.presentationController?.delegate = draft }
        run.settle()
        guard let note = run.top, let sheet = run.presented, note !== run.list else { return run.expect(false, "Note is presented") }
        let opened = run.navigator?.navigation.open("7", placement: placements.detail) == true
        run.settle()
        run.expect(!opened, "the link does not open yet")
        expectSheetStays(sheet, run)
        run.expect(!UIKitDouble.userDismisses(sheet), "UIKit refuses the person's swipe")
        run.expect(draft.attempts == 1 && run.top === note && run.journal.isEmpty, "the app heard the attempt, the state still shows Note: \(run.journal)")
        draft.hasChanges = false
        run.expect(UIKitDouble.userDismisses(sheet), "saved: the swipe is taken")
        run.settle()
        run.expect(run.presented == nil && run.top?.navGraphNode.rawValue == "Detail", "then the link pushed Detail")
        run.expect(run.journal == ["List heard Note ended", "Detail started with 7"], "the opener heard first: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }
}

