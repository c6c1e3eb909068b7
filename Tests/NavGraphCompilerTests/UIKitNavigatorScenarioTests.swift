import Foundation
import Testing

/// The UIKit navigator, run against the UIKit test double (Tests/UIKitDouble) in the scenarios
/// of Tests/UIKitScenarios: the twins of the headless tests in NavGraphRuntimeTests. Linux only:
/// the double is built as a module named `UIKit`, which must never meet the real one.
#if os(Linux)
@Suite("UIKit navigator against the UIKit test double", .serialized)
struct UIKitNavigatorScenarioTests {
    static let scenarios = ([
        "alertButtonThenPresentBlockFirst", "alertButtonThenPresentBlockLast", "alertDrawnAsUIAlertController", "alertTextFieldTyped",
        "documentPickerCancelled", "documentPickerPickThenPresent", "safariDoneThenPresent", "safariRefusesMailtoURL",
        "openURLAnswerThenPresent", "openURLNotOpened", "mailComposerSentThenPresent", "mailComposerUnavailable",
        "messageComposerSentThenPresent", "messageComposerUnavailable",
        "shareServiceThenPresent", "shareClosedOrTappedAway", "photoPickerPickThenPresent", "photoPickerCancelled",
        "webAuthenticationSignInThenPresent", "webAuthenticationCancelledOrNotStarted", "webAuthenticationHoldsLink", "actionTabPerformsItsRoute",
        "appAlertUpWhenLinkPresents", "appDrawnTabsShowOneTabAtATime", "browserTabsShowOneInstanceAtATime", "appDrawsTheEmbeddedStacksTransition", "appDrawsThePresentationsTransition",
        "appGivesNoTransitionPresentsAsDeclared", "appDrawsThePushAndItsPop", "appAlertUpWhenNotificationPushes", "appAlertUpWhenRoutePresents",
        "appComposerDelegateHoldsLink", "appComposerHoldsLinkIntoAnotherTab", "appComposerHoldsPresentedLink", "appComposerSwipedAwayOpensLink",
        "appNavigationDelegateAndUserPops", "appPresentationDelegateSetBeforeTheNavigator", "appPresentationDelegateSetWhileItAppears",
        "appSuppliedContainers", "appTabBarDelegate", "backButton", "backButtonDuringTransition", "backButtonRetriesKeptLink",
        "chainLinkPresentedInOwnStack", "chainLinkSetsTheStackOnce", "closedContainersAreReleased",
        "collapseOpensNoLinkInsideUIKitsCallback", "compactWidthPresentsTheCompactStyle", "confirmationDialogTappedAway",
        "containerChildShownAndHidden", "containerHoldsItsChildren", "contextPresentationCoversTheSource", "detentsHandedOverSmallestFirst", "doubleFollowsUIKit",
        "doubleTap", "feedbackAfterDismissal", "finishBelowTop", "finishDuringCancelledSheetSwipeDown", "finishDuringUserSwipeDown",
        "flowPresentsOverItsTabs", "gesturesInterleaveWithEverything", "graphSheetMarkedModalHoldsLink",
        "graphSheetDelegateHoldsLink", "graphStackSheetMarkedModalHoldsLink", "linkNotThisAppsOpensInTheSystem", "linkPresentedDuringSheetSwipeDownCancelled",
        "linkPresentedDuringSheetSwipeDownCompleted", "linkPresentedDuringSwipeBackCancelled", "linkPresentedDuringSwipeBackCompleted",
        "linkClosesTheFlowsOwnSheet", "linkOpensInANewTabMadeFromData", "linkPresentedInOwnStack", "linkPushedDuringBackTap", "linkReopensPresentedStack", "linkPushedDuringSheetSwipeDownCancelled",
        "linkPushedDuringSheetSwipeDownCompleted", "linkPushedDuringSwipeBackCancelled", "linkPushedDuringSwipeBackCompleted",
        "linkPushedFromAnotherTab", "linkPushedOnTheTabThatShows", "linkTappedInsidePushedByItsRoute", "linkWaitsForTheAppsAnswerThenPushes", "linkWaitsForUnfinishedSheet",
        "localNavigatorLivesWithItsWindow", "logOutFromTwoModals", "newRootOverShownSheet", "newWindowLinkActivatesAScene", "openRouteBehindClosedGate",
        "openRouteFromAnotherTab", "overlayHoldsLinksUntilItFinishes", "overlayPresentsInItsOwnWindow", "overlayRestoredInItsWindow",
        "overlayWindowKeepsEverythingBelow", "popoverAdaptsToASheetAtTheRoutesDetents", "popoverFollowsItsAnchorAfterRotation",
        "popoverRestoredAtThePresentersView", "popoverTappedAway", "popoverTappedAwayDuringTransition", "popoverTappedAwayRetriesKeptLink",
        "presentFromLeavingScreenDuringSwipeBack", "presentedLinkAsksTheGate", "refusedPresentationEndsTransition",
        "replaceRootOfPresentedStack", "replaceStackStartsAgainFromRoot", "replaceTopSetsViewControllers", "restoreOverShownOverlay", "restoreOverShownSheet", "shrunkCallLetsTouchesThrough",
        "restoredSheetPresentedAsTheSceneConnects", "restoredState", "routeFromTopDuringCancelledSwipeBack", "routeUnderAppComposerRefused",
        "routesFromStartAreChained", "saveRestoreProperty", "screenDecidesItsSheetsDismissal", "screenFollowsTheState",
        "selectFromPresentation", "sheetHeightTheScreenGives", "sheetNotDismissible", "sheetSwipedDown", "sheetSwipedDownDuringTransition",
        "sheetSwipedDownRetriesKeptLink", "splitCollapsesToOneStackAndExpands", "splitEmptyColumnsShowPlaceholders",
        "splitLinkAndUnwindIntoHiddenColumnsShowThem", "splitPushLeavesAppSearchUp", "splitRestoredInItsColumns",
        "splitSelectionInOverlaidSidebarHidesIt", "splitSidebarShowsTheNextColumns", "stackFlowTabPresentsItsOwnRoute", "stackTabConfiguredAsItsViewLoads",
        "stateSavedCompactRestoresTheRegularStyle", "subflowEndedFromDeepInside", "subflowPresentsFromItsTopScreen", "subflowRestored",
        "subflowSwipedBackScreenByScreen", "swipeBackCancelled", "swipeBackCompleted", "swipeBackDuringTransition",
        "swipeBackRetriesKeptLink", "tabRootIsTheNavigationController", "tabSetChangesAtLogIn", "tabTapped", "tabTappedDuringTransition",
        "tabTappedRetriesKeptLink", "tabsInThePersonsOrder", "tabsMadeFromDataInTheTabBar", "tabsRestartAfterTheSheetTheScreenHolds", "unfinishedPresentationsProperty", "unwind", "unwindThroughPresentations",
        "visibleScreenDecidesStatusBarAndOrientations", "windowBehindClosedGateShowsNothing", "windowRouteActivatesASceneOfItsOwn", "windowRouteWithOneScenePresents",
        "windowRootInAStackOfItsOwn",
    ] + stepsScenarios).sorted()
    /// The scenarios of issue 36's routes (UIKitScenarios/StepsScenarios.swift).
    static let stepsScenarios = [
        "backToThePreviousTab", "flowPushesOntoItsStack", "presentThenPushIsOnePresentation", "presentedFlowFinishesWithAValue",
        "unwindToItselfFromBelowThenPush",
    ]

    /// The scenario runner, built once: its path, or the build's output.
    static let runner: SwiftCompiler.Result = {
        let executable = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-uikit-scenarios-\(UUID().uuidString)")
        let files = SwiftCompiler.swiftFiles(in: SwiftCompiler.testsDirectory.appendingPathComponent("UIKitScenarios"))
            + [SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestFlowControllers.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestPlacements.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestGraph.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestInstances.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestWindows.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestReader.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestHome.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/TestGestures.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/SeededGenerator.swift"),
               SwiftCompiler.testsDirectory.appendingPathComponent("NavGraphRuntimeTests/UnfinishedPresentationsProperty.swift")]
        do {
            var result = try SwiftCompiler.build(files, uiKit: true, to: executable)
            if result.succeeded { result.output = executable.path }
            return result
        } catch {
            return SwiftCompiler.Result(status: -1, output: "\(error)")
        }
    }()

    @Test("scenario", arguments: scenarios)
    func scenario(_ name: String) throws {
        let runner = try #require(Self.runner.succeeded ? Self.runner : nil, "\(Self.runner.output)")
        let result = try SwiftCompiler.launch(URL(fileURLWithPath: runner.output), [name])
        #expect(result.succeeded && result.output == "OK\n", "\(name):\n\(result.output)")
    }

    @Test("every scenario of the runner is run here")
    func everyScenarioIsRun() throws {
        let runner = try #require(Self.runner.succeeded ? Self.runner : nil, "\(Self.runner.output)")
        let listed = try SwiftCompiler.launch(URL(fileURLWithPath: runner.output), ["--list"]).output
        #expect(listed.split(separator: "\n").map(String.init) == Self.scenarios)
    }
}
#endif
