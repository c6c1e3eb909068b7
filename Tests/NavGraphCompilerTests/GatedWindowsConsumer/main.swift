// Drives the gated windows graph headlessly through the generated code: signed in, the editor
// and its preview open in windows of their own; once the person signs out, the editor's saved
// window and a new request for it (forged, or saved earlier) are refused by Root's gate, showing
// nothing, while help, opened from the log-in screen, still shows; a request the graph opens in
// no window does not read back. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
final class Windows {
    var supportsMultipleWindows = true
    /// Each window opened, with whether its request started it (its gates let it show).
    private(set) var opened: [(request: NavGraphWindow, navigator: NavGraphHeadlessNavigator, started: Bool)] = []

    /// A navigator whose window routes open windows here, each started from its request.
    func navigator() -> NavGraphHeadlessNavigator {
        let navigator = NavGraphHeadlessNavigator()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { [unowned self] in supportsMultipleWindows },
            open: { [unowned self] destination in
                guard let request = NavGraphWindow(navGraphOpening: destination) else { return expect(false, "\(destination) is no window") }
                let window = self.navigator()
                opened.append((request, window, window.start(window: request, roots: WindowRoots())))
            })
        return navigator
    }
}

@MainActor
func drive() {
    let windows = Windows()
    let first = windows.navigator()
    first.start(entry: RootFlowController())
    expect(first.visiblePath == [.root, .login], "the log-in first: \(first.visiblePath)")
    (first.topFlowController as! LoginFlowController).perform(.help)
    expect(windows.opened.last?.navigator.visiblePath == [.help] && windows.opened.last?.started == true, "help opens signed out")

    Session.shared.signedIn = true
    (first.topFlowController as! LoginFlowController).perform(.signedIn)
    let draft = Draft(text: "Hello")
    (first.topFlowController as! TimelineFlowController).perform(.compose(draft))
    expect(windows.opened.allSatisfy(\.started), "signed in, every window starts")
    let editorWindow = windows.opened.last!.navigator
    expect(editorWindow.visiblePath == [.editor], "the editor's window: \(editorWindow.visiblePath)")
    (editorWindow.topFlowController as! EditorFlowController).perform(.preview(draft))
    expect(windows.opened.last?.navigator.visiblePath == [.preview], "the preview's window")
    let saved = editorWindow.savedState!

    // Signed out: the editor's and the preview's windows are behind Root's gate.
    Session.shared.signedIn = false
    do {
        let request = try throughJSON(NavGraphWindow.editor(draft))
        let relaunched = NavGraphHeadlessNavigator()
        do {
            try relaunched.restore(try throughJSON(saved), window: request, roots: WindowRoots())
            expect(false, "restored while signed out")
        } catch let error as NavGraphRestoreError {
            expect(error == .refused(.main, by: .root), "refused by Root's gate: \(error)")
        }
        expect(relaunched.state.root == nil, "and shows nothing")
        expect(!relaunched.start(window: request, roots: WindowRoots()) && relaunched.state.root == nil, "a new editor window shows nothing")
        expect(relaunched.ignoredRequests.last?.contains("Root does not let Main be restored now") == true, "says why: \(relaunched.ignoredRequests)")
        let preview = NavGraphHeadlessNavigator()
        expect(!preview.start(window: .preview(draft), roots: WindowRoots()), "a window opened from a window stays behind the log-in")
        let help = NavGraphHeadlessNavigator()
        expect(help.start(window: .help, roots: WindowRoots()) && help.visiblePath == [.help], "help is on the signed-out side")

        // Forged requests: one for a destination opened in no window does not read back; one for
        // the editor reads back and is refused by the gate.
        let timeline = Data(#"{"name":"Timeline"}"#.utf8)
        expect((try? JSONDecoder().decode(NavGraphWindow.self, from: timeline)) == nil, "the timeline opens in no window")
        let forged = try JSONDecoder().decode(NavGraphWindow.self, from: Data(#"{"name":"Editor","context":{"text":"stolen"}}"#.utf8))
        let forgedWindow = NavGraphHeadlessNavigator()
        expect(!forgedWindow.start(window: forged, roots: WindowRoots()) && forgedWindow.state.root == nil, "a forged editor request shows nothing")

        Session.shared.signedIn = true
        try relaunched.restore(try throughJSON(saved), window: request, roots: WindowRoots())
        expect(relaunched.visiblePath == [.editor], "signed in again, the editor's window comes back")
    } catch {
        return expect(false, "a window's request and state go through JSON: \(error)")
    }
    newWindowLinks(windows, first: first)
    print("OK")
}

/// `window: new` on the editor's link and placement: a new window where several show, started
/// behind Root's gate; where there is one, presented over the top once Root's link gate lets it.
@MainActor
func newWindowLinks(_ windows: Windows, first: NavGraphHeadlessNavigator) {
    let count = windows.opened.count
    expect(first.open(url: URL(string: "gated://compose?text=Linked")!), "the link is handed to a new window")
    expect(windows.opened.count == count + 1 && windows.opened.last?.request == .editor(Draft(text: "Linked")), "a window for the editor")
    expect(windows.opened.last?.started == true && windows.opened.last?.navigator.visiblePath == [.editor], "started signed in")
    expect(first.visiblePath == [.root, .main, .timeline], "nothing new where the link arrived: \(first.visiblePath)")
    expect(first.open(NavGraphDestination.editor(Draft(text: "Noted"))), "a notification opens a new window too")
    expect(windows.opened.count == count + 2 && windows.opened.last?.started == true, "started")

    Session.shared.signedIn = false
    expect(first.open(url: URL(string: "gated://compose?text=Out")!), "handed over signed out")
    expect(windows.opened.last?.started == false && windows.opened.last?.navigator.state.root == nil, "the new window shows nothing")

    // One window: presented over the top under Main, whose link gate is asked from the log-in.
    windows.supportsMultipleWindows = false
    let only = windows.navigator()
    only.start(entry: RootFlowController())
    expect(!only.open(url: URL(string: "gated://compose?text=Here")!) && only.visiblePath == [.root, .login], "kept behind the log-in: \(only.visiblePath)")
    Session.shared.signedIn = true
    (only.topFlowController as! LoginFlowController).perform(.signedIn)
    expect(only.visiblePath == [.root, .main, .timeline, .editor], "signed in, the kept link presents the editor: \(only.visiblePath)")
    expect(windows.opened.count == count + 3, "no window asked for")
}

MainActor.assumeIsolated { drive() }
