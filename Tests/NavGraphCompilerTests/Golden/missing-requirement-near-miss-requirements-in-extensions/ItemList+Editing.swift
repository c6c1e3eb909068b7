// Editing, in a file of its own.
extension ItemListFlowController {
    func makeEdit() -> any ItemEditorFlowControlling {
        ItemEditorFlowController()
    }

    func editDidFinish(with saved: Bool) {}
}
