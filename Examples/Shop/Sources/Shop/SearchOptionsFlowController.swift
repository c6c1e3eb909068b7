#if canImport(UIKit)
import UIKit
#endif

/// A sheet that edits the search keyword and hands it back to the item list.
final class SearchOptionsFlowController: NavGraphViewController, SearchOptionsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The keyword the sheet started with.
    private(set) var initialKeyword = ""

    func start(context: String) {
        initialKeyword = context
        #if canImport(UIKit)
        keywordField.text = context
        #endif
    }

    /// The view reports a tap on Search: hands `keyword` back, trimmed.
    func apply(_ keyword: String) {
        finish(with: keyword.trimmingCharacters(in: .whitespaces))
    }

    #if canImport(UIKit)
    private let keywordField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        keywordField.placeholder = "Keyword"
        keywordField.borderStyle = .roundedRect
        keywordField.clearButtonMode = .always
        let searchButton = UIButton(
            configuration: .filled(),
            primaryAction: UIAction(title: "Search") { [weak self] _ in self?.apply(self?.keywordField.text ?? "") }
        )
        fill(with: ShopLayout.column([keywordField, searchButton]))
    }
    #endif
}
