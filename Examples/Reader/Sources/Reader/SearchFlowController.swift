#if canImport(UIKit)
import UIKit
#endif

/// Searches articles by keyword; a result opens the article, Log Out switches back to the login stack.
final class SearchFlowController: NavGraphViewController, SearchFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the SearchFlowFlowController.
    var session: ReaderSession!
    /// The results of the last search.
    private(set) var results: [ArticleSummary] = []

    func start() {
        #if canImport(UIKit)
        title = session.userName.map { "Search, \($0)" } ?? "Search"
        #endif
    }

    /// The view reports a search for `keyword`.
    func search(_ keyword: String) {
        results = session.articles(matching: keyword)
        #if canImport(UIKit)
        tableView.reloadData()
        #endif
    }

    /// The view reports a tap on a result.
    func open(_ article: ArticleSummary) {
        perform(.article(article.url))
    }

    /// The view reports a tap on a topic's name.
    func browse(_ topic: String) {
        perform(.topic(topic))
    }

    /// The view reports a tap on the account button.
    func showAccount() {
        perform(.account("profile"))
    }

    /// The view reports a tap on Log Out: a link still waiting was kept for this person, and
    /// does not open for whoever logs in next.
    func logOut() {
        session.logOut()
        navigator?.navigation.personLoggedOut()
        perform(.logout)
    }

    func makeArticle() -> any ArticleFlowControlling {
        ArticleFlowController()
    }

    func makeTopic() -> any TopicFlowControlling {
        let topic = TopicFlowController()
        topic.session = session
        return topic
    }

    func makeAccount() -> any AccountFlowControlling {
        let account = AccountFlowController()
        account.session = session
        return account
    }

    #if canImport(UIKit)
    private let tableView = UITableView()

    override func loadView() {
        let searchController = UISearchController()
        searchController.searchBar.delegate = self
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Log Out", primaryAction: UIAction { [weak self] _ in self?.logOut() })
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "result")
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }
    #endif
}

#if canImport(UIKit)
extension SearchFlowController: UISearchBarDelegate, UITableViewDataSource, UITableViewDelegate {
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        search(searchBar.text ?? "")
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        results.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = results[indexPath.row].title
        content.secondaryText = results[indexPath.row].url.host()
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        open(results[indexPath.row])
    }
}
#endif
