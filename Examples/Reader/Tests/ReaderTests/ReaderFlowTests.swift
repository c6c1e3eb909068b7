import Foundation
import Testing
@testable import Reader

/// The reader's flows, driven the way its views drive them, on a headless navigator.
@MainActor
struct ReaderFlowTests {
    let navigator = NavGraphHeadlessNavigator()
    let swiftArticle = ArticleSummary(title: "Swift concurrency in practice", url: URL(string: "https://example.com/swift")!)
    let uikitArticle = ArticleSummary(title: "UIKit layout basics", url: URL(string: "https://example.com/uikit")!)

    /// Starts the reader with a session, logged in as `userName` if given.
    func startReader(loggedInAs userName: String? = nil) -> (root: RootFlowController, session: ReaderSession) {
        let session = ReaderSession(accounts: ["mika": "secret"], articles: [swiftArticle, uikitArticle], userName: userName)
        let root = RootFlowController()
        root.session = session
        navigator.start(entry: root)
        return (root, session)
    }

    @Test func nobodyLoggedInSeesTheLoginStack() throws {
        let (root, _) = startReader()
        #expect(navigator.visiblePath == [.root, .loginFlow, .login])
        #expect(root.navigator === navigator)
    }

    @Test func aWrongPasswordKeepsTheLoginScreen() throws {
        _ = startReader()
        let login = try #require(navigator.topFlowController as? LoginFlowController)
        login.logIn(userName: "mika", password: "guess")
        #expect(login.showsError)
        #expect(navigator.visiblePath == [.root, .loginFlow, .login])
    }

    @Test func helpIsPushedOntoTheLoginStack() throws {
        _ = startReader()
        let login = try #require(navigator.topFlowController as? LoginFlowController)
        login.openHelp()
        let help = try #require(navigator.topFlowController as? HelpFlowController)
        #expect(navigator.stack(containing: help).map(\.navGraphNode) == [.login, .help])
    }

    @Test func loggingInSwitchesTheRootToTheSearchStack() throws {
        let (root, session) = startReader()
        let login = try #require(navigator.topFlowController as? LoginFlowController)
        login.logIn(userName: "mika", password: "secret")
        #expect(session.userName == "mika")
        #expect(navigator.visiblePath == [.root, .searchFlow, .search])
        #expect(navigator.currentChild(of: root) is SearchFlowFlowController)
    }

    @Test func aResultPushesTheArticleWithItsURL() throws {
        _ = startReader(loggedInAs: "mika")
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.search("swift")
        #expect(search.results == [swiftArticle])
        search.open(swiftArticle)

        let article = try #require(navigator.topFlowController as? ArticleFlowController)
        #expect(article.url == swiftArticle.url)
        #expect(navigator.stack(containing: article).map(\.navGraphNode) == [.search, .article])
    }

    @Test func someoneStillLoggedInGoesStraightToTheSearch() throws {
        let (root, _) = startReader(loggedInAs: "mika")
        #expect(navigator.visiblePath == [.root, .searchFlow, .search])
        #expect(navigator.currentChild(of: root) is SearchFlowFlowController)
    }

    @Test func loggingOutAfterSwipingBackFromAnArticleSwitchesBackToTheLoginStack() throws {
        let (root, session) = startReader(loggedInAs: "mika")
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.search("uikit")
        search.open(uikitArticle)
        #expect(navigator.userSwipesBack())
        #expect(navigator.topFlowController === search)
        search.logOut()

        #expect(session.userName == nil)
        #expect(navigator.visiblePath == [.root, .loginFlow, .login])
        #expect(navigator.currentChild(of: root) is LoginFlowFlowController)
    }
}
