#if canImport(UIKit)
import UIKit
#endif

/// One item, with a button that presents the contact form about it.
final class ItemDetailFlowController: NavGraphViewController, ItemDetailFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The shop's data; set by the ItemListFlowController.
    var store: ShopStore!
    /// The item shown; `nil` until started, or when the shop no longer sells it.
    private(set) var item: Item?

    func start(context: ItemID) {
        item = store.item(context)
        #if canImport(UIKit)
        title = item?.name ?? "Sold out"
        priceLabel.text = item.map { "¥\($0.price)" } ?? "This item is no longer for sale."
        contactButton.isEnabled = item != nil
        #endif
    }

    /// The view reports a tap on "Ask about this item".
    func askAboutItem() {
        guard let item else { return }
        perform(.contact(item.id))
    }

    func makeContact() -> any ContactFormFlowControlling {
        let form = ContactFormFlowController()
        form.store = store
        return form
    }

    #if canImport(UIKit)
    private let priceLabel = UILabel()
    private lazy var contactButton = UIButton(
        configuration: .filled(),
        primaryAction: UIAction(title: "Ask about this item") { [weak self] _ in self?.askAboutItem() }
    )

    override func viewDidLoad() {
        super.viewDidLoad()
        fill(with: ShopLayout.column([priceLabel, contactButton]))
    }
    #endif
}
