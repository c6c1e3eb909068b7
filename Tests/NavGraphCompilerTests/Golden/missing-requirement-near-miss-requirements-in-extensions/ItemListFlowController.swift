// The app's ItemList FlowController, as scaffolded before `edit` was added.
final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    func makeDetail() -> any ItemDetailFlowControlling {
        ItemDetailFlowController()
    }
}
