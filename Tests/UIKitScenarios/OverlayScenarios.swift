import NavGraphRuntime
import UIKit

/// An overlay (`presentation: overlay`) in a window of its own, above the navigator's window,
/// as UIKit orders windows: "All windows assigned to the same window level appear in front of (or
/// behind) all windows assigned to a different window level" (`UIWindow.windowLevel`). What the
/// navigator's window shows, the graph's sheets and the app's own presentations alike, stays.
extension UIKitScenarios {
    static let overlayScenarios: [String: @MainActor (ScenarioRun) -> Void] = [
        "overlayWindowKeepsEverythingBelow": overlayWindowKeepsEverythingBelow,
        "overlayHoldsLinksUntilItFinishes": overlayHoldsLinksUntilItFinishes,
        "overlayPresentsInItsOwnWindow": overlayPresentsInItsOwnWindow,
        "overlayRestoredInItsWindow": overlayRestoredInItsWindow,
        "restoreOverShownOverlay": restoreOverShownOverlay,
        "shrunkCallLetsTouchesThrough": shrunkCallLetsTouchesThrough,
    ]

    /// Shows the app lock from the tabs flow and lets it appear; returns its screen.
    private static func showLock(_ run: ScenarioRun) -> Screen? {
        run.app?.main.present("Lock", TestGraph.overlay)
        run.settle()
        return run.top?.navGraphNode.rawValue == "Lock" ? run.top : nil
    }

    /// The window a person sees on top and its root.
    private static func front(_ run: ScenarioRun) -> UIViewController? {
        run.scene.frontWindow?.rootViewController
    }

    static func overlayWindowKeepsEverythingBelow(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet")
        run.settle()
        guard let sheet = run.top else { return run.expect(false, "the sheet is up") }
        let composer = UIViewController()
        sheet.present(composer, animated: true)
        run.settle()
        guard let lock = showLock(run) else { return run.expect(false, "the lock shows: \(run.state.visibleEntries)") }
        run.expect(front(run) === lock, "the lock's window is in front")
        run.expect(run.scene.frontWindow !== run.window && run.scene.frontWindow?.isKeyWindow == true && run.window?.isKeyWindow == false,
                   "in a window of its own, which is key")
        run.expect(composer.presentingViewController != nil && run.presented === sheet, "the app's composer and the sheet stay below")
        lock.finish(with: 1)
        run.settle()
        run.expect(front(run) === run.window?.rootViewController && run.window?.isKeyWindow == true, "the navigator's window is in front and key again")
        run.expect(run.scene.windows.filter { !$0.isHidden }.count == 1, "the lock's window is hidden")
        run.expect(composer.presentingViewController != nil && run.presented === sheet, "nothing below was dismissed or made again")
        run.expect(run.journal == ["Main got Lock 1"], "the flow hears its route: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func overlayHoldsLinksUntilItFinishes(_ run: ScenarioRun) {
        run.connect()
        let placements = TestPlacements(journal: run.app!.journal)
        guard let lock = showLock(run) else { return run.expect(false, "the lock shows") }
        let opened = run.navigator?.navigation.open("settings", placement: placements.menu) == true
        run.settle()
        run.expect(!opened && run.navigator?.navigation.hasPendingLink == true, "the link waits")
        run.expect(front(run) === lock, "the lock is still in front")
        lock.finish()
        run.settle()
        run.expect(run.top?.navGraphNode.rawValue == "Menu" && run.tabBar.selectedIndex == 1, "the link opened once it closed")
        run.expect(run.scene.windows.filter { !$0.isHidden }.count == 1, "the lock's window is hidden")
    }

    static func overlayPresentsInItsOwnWindow(_ run: ScenarioRun) {
        run.connect()
        guard let lock = showLock(run) else { return run.expect(false, "the lock shows") }
        lock.present("Sheet")
        run.settle()
        run.expect(lock.presentedViewController === run.top && run.top?.navGraphNode.rawValue == "Sheet", "presented over the lock, in its window")
        run.expect(run.presented == nil, "nothing presented in the navigator's window")
        run.top?.finish()
        run.settle()
        lock.finish()
        run.settle()
        run.expect(run.top === run.list && run.scene.windows.filter { !$0.isHidden }.count == 1, "back to the list")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    static func overlayRestoredInItsWindow(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet")
        run.settle()
        guard showLock(run) != nil, let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the lock shows") }
        run.window?.isHidden = true
        let journal = run.relaunch(restoring: saved)
        run.settle()
        run.expect(front(run) === run.top && run.top?.navGraphNode.rawValue == "Lock", "the restored lock is in its window in front")
        run.expect(run.presented.map { $0 === run.navigator?.navigation.flowController(for: run.state.visibleEntries[run.state.visibleEntries.count - 2]) } == true,
                   "the sheet is presented in the navigator's window")
        run.top?.finish(with: 2)
        run.settle()
        run.expect(journal.events.last == "Main got Lock 2", "the restored flow hears its route: \(journal.events)")
    }

    /// A call that shrinks (`shrinks: app`): shrunk, its window stays at its level in front but
    /// lets through the touches where its screen draws nothing ("recursively calls
    /// -pointInside:withEvent:", UIView.h: the window answers `nil` there) and gives the key back,
    /// so the person uses the sheet below and a link opens; expanded, it takes every touch and the
    /// key again; its finish hides its window.
    static func shrunkCallLetsTouchesThrough(_ run: ScenarioRun) {
        run.connect()
        run.list.present("Sheet")
        run.settle()
        run.app?.main.present("Call", NavGraphPresentationOptions(.overlay, dismissible: false, appShrinks: true))
        run.settle()
        guard let call = run.top, call.navGraphNode.rawValue == "Call", let callWindow = run.scene.frontWindow, let window = run.window,
              callWindow !== window else { return run.expect(false, "the call shows in its window: \(run.state.visibleEntries)") }
        let screen = CGRect(x: 0, y: 0, width: 390, height: 844)
        for view in [window, callWindow, call.view] as [UIView?] { view?.bounds = screen }
        // The call's screen draws its picture in a subview of its see-through view.
        let picture = UIView()
        picture.frame = CGRect(x: 250, y: 600, width: 120, height: 160)
        picture.bounds = CGRect(x: 0, y: 0, width: 120, height: 160)
        call.view.addSubview(picture)
        run.expect(run.scene.touchedView(at: CGPoint(x: 20, y: 20)) === call.view, "expanded, the call takes every touch")
        call.shrinkOverlay()
        run.settle()
        run.expect(run.scene.frontWindow === callWindow && !callWindow.isHidden, "shrunk, it floats in its window, in front")
        run.expect(window.isKeyWindow && !callWindow.isKeyWindow, "the navigator's window is key again")
        run.expect(run.scene.touchedView(at: CGPoint(x: 20, y: 20)) === window, "a touch where the call draws nothing reaches the window below")
        run.expect(run.scene.touchedView(at: CGPoint(x: 300, y: 700)) === picture, "a touch on the call's picture is the call's")
        let placements = TestPlacements(journal: run.app!.journal)
        let opened = run.navigator?.navigation.open("settings", placement: placements.menu) == true
        run.settle()
        run.expect(opened && run.top?.navGraphNode.rawValue == "Menu" && run.tabBar.selectedIndex == 1 && run.presented == nil,
                   "a link opens below the call, closing the sheet in the navigator's window: \(run.state.visibleEntries)")
        call.expandOverlay()
        run.settle()
        run.expect(callWindow.isKeyWindow && run.scene.touchedView(at: CGPoint(x: 20, y: 20)) === call.view, "expanded, it is key and takes every touch")
        call.finish(with: 1)
        run.settle()
        run.expect(run.scene.windows.filter { !$0.isHidden }.count == 1 && window.isKeyWindow, "the call's window is hidden, the key given back")
        run.expect(run.journal.last == "Main got Call 1", "the flow hears its route: \(run.journal)")
        run.expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
    }

    /// The app restores another state into the navigator while the lock shows: the lock's window
    /// goes with the state that held it.
    static func restoreOverShownOverlay(_ run: ScenarioRun) {
        run.connect()
        guard let saved = run.navigator?.navigation.saved(as: String.self) else { return run.expect(false, "the state saves") }
        weak let lock = showLock(run)
        run.expect(lock != nil, "the lock shows")
        do {
            try run.navigator?.navigation.restore(saved, entry: Screen("Root", journal: Journal()), startEntry: {})
        } catch {
            run.expect(false, "restored: \(error)")
        }
        run.app = nil
        run.settle()
        run.expect(run.scene.windows.filter { !$0.isHidden }.count == 1 && run.window?.isKeyWindow == true, "only the navigator's window shows, key")
        run.expect(lock == nil, "the lock's FlowController is released")
        run.expect(run.top?.navGraphNode.rawValue == "List", "the restored state shows")
    }
}
