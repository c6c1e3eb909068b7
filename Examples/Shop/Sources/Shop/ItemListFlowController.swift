#if canImport(UIKit)
import UIKit
#endif

/// The items for sale, filtered by a keyword that the search options sheet hands back.
final class ItemListFlowController: NavGraphViewController, ItemListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The shop's data; set by the ShopFlowController.
    var store: ShopStore!
    /// The keyword the list is filtered by; empty for every item.
    private(set) var keyword = ""
    /// The items shown.
    private(set) var items: [Item] = []
    /// How often a person swiped the search options away without applying them, for the shop's
    /// analytics; the keyword stays as it was.
    private(set) var searchOptionsDismissed = 0

    func start() {
        show(keyword: "")
    }

    /// The view reports that a person tapped `item`.
    func select(_ item: Item) {
        perform(.detail(item.id))
    }

    /// The view reports a tap on the search button.
    func openSearchOptions() {
        perform(.searchOptions(keyword))
    }

    func makeDetail() -> any ItemDetailFlowControlling {
        let detail = ItemDetailFlowController()
        detail.store = store
        return detail
    }

    func makeSearchOptions() -> any SearchOptionsFlowControlling {
        SearchOptionsFlowController()
    }

    /// The person swiped the search options away: nothing to apply.
    func searchOptionsDidEnd() {
        searchOptionsDismissed += 1
    }

    func searchOptionsDidFinish(with feedback: String) {
        show(keyword: feedback)
    }

    private func show(keyword: String) {
        self.keyword = keyword
        items = store.items(matching: keyword)
        #if canImport(UIKit)
        tableView.reloadData()
        navigationItem.prompt = keyword.isEmpty ? nil : "Matching “\(keyword)”"
        #endif
    }

    #if canImport(UIKit)
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shop"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .search,
            primaryAction: UIAction { [weak self] _ in self?.openSearchOptions() }
        )
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        tableView.dataSource = self
        tableView.delegate = self
        fill(with: tableView)
    }
    #endif
}

#if canImport(UIKit)
extension ItemListFlowController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row].name
        content.secondaryText = "¥\(items[indexPath.row].price)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        select(items[indexPath.row])
    }
}
#endif
