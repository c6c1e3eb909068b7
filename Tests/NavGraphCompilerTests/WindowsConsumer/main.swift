// Drives IceCubesApp's windows (Golden/invalid-window-near-miss-icecubes-windows) headlessly
// through the generated code: the timeline's compose route hands the app a NavGraphWindow, which
// the app's "system" (one navigator per window, as WindowGroup(for:) and scene sessions make)
// opens as a window of its own started by start(window:roots:), or brings forward when a window
// shows an equal request; each window keeps and saves its own state, and its request goes
// through JSON and back, a window's state restored only into its own request's window; where there is one window compose presents as a sheet and settings is
// refused. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
final class Windows {
    var supportsMultipleWindows = true
    private(set) var opened: [(request: NavGraphWindow?, navigator: NavGraphHeadlessNavigator)] = []
    private(set) var front: NavGraphHeadlessNavigator?

    func navigator(for request: NavGraphWindow?) -> NavGraphHeadlessNavigator {
        let navigator = NavGraphHeadlessNavigator()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { [unowned self] in supportsMultipleWindows },
            open: { [unowned self] destination in
                guard let request = NavGraphWindow(navGraphOpening: destination) else { return expect(false, "\(destination) is no window") }
                if let shown = opened.first(where: { $0.request == request }) { front = shown.navigator; return }
                self.navigator(for: request).start(window: request, roots: WindowRoots())
            })
        opened.append((request, navigator))
        front = navigator
        return navigator
    }
}

@MainActor
func drive() {
    let windows = Windows()
    let first = windows.navigator(for: nil)
    first.start(entry: MainFlowController())
    let timeline = first.topFlowController as! TimelineFlowController
    let draft = Draft(text: "Hello")

    timeline.perform(.compose(draft))
    expect(first.visiblePath == [.main, .timeline], "nothing over the timeline: \(first.visiblePath)")
    expect(windows.opened.count == 2, "a second window: \(windows.opened.count)")
    let editorWindow = windows.opened[1].navigator
    expect(windows.front === editorWindow && editorWindow.visiblePath == [.editor], "the editor at its root: \(editorWindow.visiblePath)")
    expect((editorWindow.topFlowController as? EditorFlowController)?.draft == draft, "started with the draft")

    timeline.perform(.compose(draft))
    expect(windows.opened.count == 2 && windows.front === editorWindow, "the editor's window comes forward")
    timeline.perform(.settings)
    expect(windows.opened.count == 3 && windows.opened[2].navigator.visiblePath == [.settings, .account], "settings' tabs in a third window")
    expect(first.visiblePath == [.main, .timeline] && editorWindow.visiblePath == [.editor], "each window keeps its own state")

    // Per-window restoration: the request goes through JSON with the window, its state with it.
    do {
        let request = try throughJSON(NavGraphWindow.editor(draft))
        let saved = try throughJSON(editorWindow.savedState!)
        let relaunched = NavGraphHeadlessNavigator()
        try relaunched.restore(saved, window: request, roots: WindowRoots())
        expect(relaunched.savedState == saved, "the editor's window comes back as it was")
        expect((relaunched.topFlowController as? EditorFlowController)?.draft == draft, "with its draft")
        let other = NavGraphHeadlessNavigator()
        expect((try? other.restore(first.savedState!, window: request, roots: WindowRoots())) == nil, "the timeline's state is no editor window's")
        expect(other.state.root == nil, "and shows nothing")
        let timelineData = try JSONEncoder().encode(NavGraphDestination.timeline)
        expect((try? JSONDecoder().decode(NavGraphWindow.self, from: timelineData)) == nil, "the timeline opens in no window: read back as none")
    } catch {
        return expect(false, "a window's request and state go through JSON: \(error)")
    }

    // One window: compose presents the editor as a sheet, settings is refused.
    windows.supportsMultipleWindows = false
    timeline.perform(.compose(draft))
    expect(windows.opened.count == 3 && first.visiblePath == [.main, .timeline, .editor], "presented over the timeline: \(first.visiblePath)")
    expect(first.userSwipesDownSheet() && timeline.ended == ["compose"], "closed, the route ended: \(timeline.ended)")
    timeline.perform(.settings)
    expect(first.visiblePath == [.main, .timeline] && first.ignoredRequests.last?.contains("one window") == true, "refused: \(first.ignoredRequests)")
    print("OK")
}

MainActor.assumeIsolated { drive() }
