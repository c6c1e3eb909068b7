#if canImport(UIKit)
import UIKit
#endif

/// A message to the shop about one item, presented in its own navigation stack.
final class ContactFormFlowController: NavGraphViewController, ContactFormFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The shop's data; set by the ItemDetailFlowController.
    var store: ShopStore!
    /// The item the message is about.
    private(set) var itemID: ItemID?

    func start(context: ItemID) {
        itemID = context
    }

    /// The view reports a tap on Send: sends `text` (unless it is blank) and closes the form.
    func send(_ text: String) {
        guard let itemID, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return }
        store.send(ContactMessage(itemID: itemID, text: text))
        finish()
    }

    /// The view reports a tap on Cancel.
    func cancel() {
        finish()
    }

    #if canImport(UIKit)
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contact the shop"
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel,
            primaryAction: UIAction { [weak self] _ in self?.cancel() }
        )
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send",
            primaryAction: UIAction { [weak self] _ in self?.send(self?.textView.text ?? "") }
        )
        textView.font = .preferredFont(forTextStyle: .body)
        fill(with: textView)
    }
    #endif
}
