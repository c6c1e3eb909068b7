import Foundation

/// An article the search can find.
struct ArticleSummary: Hashable, Sendable {
    /// The article's title.
    let title: String
    /// Where the article is; the graph hands it to the Article screen.
    let url: URL
}

/// Who is logged in, and the articles they can search. One session per scene, handed from
/// FlowController to FlowController; there is no shared instance.
@MainActor
final class ReaderSession {
    /// The accounts that may log in: user name to password.
    private let accounts: [String: String]
    /// Every article, in the order the search lists them.
    let articles: [ArticleSummary]
    /// The user logged in, if any.
    private(set) var userName: String?

    /// A session with `accounts` and `articles`, logged in as `userName` if given.
    init(accounts: [String: String], articles: [ArticleSummary], userName: String? = nil) {
        self.accounts = accounts
        self.articles = articles
        self.userName = userName
    }

    /// Logs in; returns whether the user name and password match an account.
    func logIn(userName: String, password: String) -> Bool {
        guard accounts[userName] == password else { return false }
        self.userName = userName
        return true
    }

    /// Logs out.
    func logOut() {
        userName = nil
    }

    /// The articles whose title contains `keyword` (case-insensitive); none for an empty keyword.
    func articles(matching keyword: String) -> [ArticleSummary] {
        let keyword = keyword.trimmingCharacters(in: .whitespaces)
        guard !keyword.isEmpty else { return [] }
        return articles.filter { $0.title.localizedCaseInsensitiveContains(keyword) }
    }
}
