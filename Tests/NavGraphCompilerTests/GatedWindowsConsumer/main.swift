// Drives the gated windows graph headlessly through the generated code: signed in, the editor
// and its preview open in windows of their own; once the person signs out, the editor's saved
// window and a new request for it (forged, or saved earlier) are refused by Root's gate, showing
// nothing, while help, opened from the log-in screen, still shows; a request the graph opens in
// no window does not read back. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
final class Windows {
    private(set) var opened: [(request: NavGraphWindow, navigator: NavGraphHeadlessNavigator)] = []

    /// A navigator whose window routes open windows here, each started from its request.
    func navigator() -> NavGraphHeadlessNavigator {
        let navigator = NavGraphHeadlessNavigator()
        navigator.navigation.windowOpener = NavGraphWindowOpener(
            supportsMultipleWindows: { true },
            open: { [unowned self] destination in
                guard let request = NavGraphWindow(navGraphOpening: destination) else { return expect(false, "\(destination) is no window") }
                let window = self.navigator()
                expect(window.start(window: request, roots: WindowRoots()), "signed in, \(request) starts")
                opened.append((request, window))
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
    expect(windows.opened.last?.navigator.visiblePath == [.help], "help opens signed out")

    Session.shared.signedIn = true
    (first.topFlowController as! LoginFlowController).perform(.signedIn)
    let draft = Draft(text: "Hello")
    (first.topFlowController as! TimelineFlowController).perform(.compose(draft))
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
    print("OK")
}

MainActor.assumeIsolated { drive() }
