#if canImport(UIKit)
import UIKit
#endif

/// A promotion from a marketing link: the code it was opened with, and a button to its item.
final class PromotionFlowController: NavGraphViewController, PromotionFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The shop's data; set by the ShopFlowController.
    var store: ShopStore!
    /// The promotion's code, from the link.
    private(set) var code = ""

    func start(context: String) {
        code = context
        #if canImport(UIKit)
        title = "Promotion \(context)"
        #endif
    }

    /// The view reports a tap on the promoted item: the first item, in this sample.
    func showItem() {
        guard let item = store.items.first else { return }
        perform(.item(item.id))
    }

    func makeItem() -> any ItemDetailFlowControlling {
        let detail = ItemDetailFlowController()
        detail.store = store
        return detail
    }

    #if canImport(UIKit)
    override func viewDidLoad() {
        super.viewDidLoad()
        let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "See the item") { [weak self] _ in self?.showItem() })
        fill(with: ShopLayout.column([button]))
    }
    #endif
}
