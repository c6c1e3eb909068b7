// The app module: the graph lives in Navigation (generated with `access: public`), the
// FlowControllers in Features. It starts the graph and acts as the person would, through the
// SwiftUI navigator's bindings.
import Features
import Navigation

@MainActor
func run() {
    let root = RootFlowController()
    let navigator = NavGraphSwiftUINavigator.start(entry: root)
    func top() -> (any NavGraphFlowController)? {
        navigator.state.top.flatMap { navigator.navigation.flowController(for: $0) }
    }
    func check(_ condition: Bool, _ message: String) {
        if !condition { print("FAILED: \(message)") }
    }
    (top() as? SignInFlowController)?.perform(.signedIn)
    let folders = top() as? FolderListFlowController
    check(folders != nil, "signed in: the folder list shows")
    folders?.perform(.newFolder)
    (top() as? NewFolderFlowController)?.finish(with: "Ideas")
    check(folders?.folders == ["Notes", "Ideas"], "the sheet handed the name back")
    folders?.perform(.open(1))
    (top() as? NoteListFlowController)?.perform(.note(7))
    (top() as? NoteDetailFlowController)?.share()
    check((top() as? ShareFlowController)?.shared == SharedNote(note: 7, title: "Note 7"), "the share screen got the note")
    print("OK")
}

MainActor.assumeIsolated { run() }
