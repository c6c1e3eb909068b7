#if canImport(UIKit)
import UIKit
#endif

/// The articles about one topic, opened by a link (`reader://topics/swift`); one opens the article.
final class TopicFlowController: NavGraphViewController, TopicFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// Who is logged in; set by the SearchFlowFlowController.
    var session: ReaderSession!
    /// The topic's articles.
    private(set) var articles: [ArticleSummary] = []

    func start(context: String) {
        articles = session.articles(matching: context)
        #if canImport(UIKit)
        title = context
        list.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for article in articles {
            list.addArrangedSubview(UIButton(configuration: .plain(), primaryAction: UIAction(title: article.title) { [weak self] _ in
                self?.open(article)
            }))
        }
        #endif
    }

    /// The view reports a tap on an article.
    func open(_ article: ArticleSummary) {
        perform(.article(article.url))
    }

    func makeArticle() -> any ArticleFlowControlling {
        ArticleFlowController()
    }

    #if canImport(UIKit)
    private let list = UIStackView()

    override func loadView() {
        list.axis = .vertical
        list.alignment = .leading
        list.backgroundColor = .systemBackground
        view = list
    }
    #endif
}
