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
        // An iPhone: the search stack is one stack, the article over the search.
        navigator.isCompactWidth = true
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

/// The search stack as a split view: the search in the sidebar, a topic in the content column,
/// the article in the detail where the width is regular; one stack where it is compact.
@MainActor
struct ReaderSplitViewTests {
    let navigator = NavGraphHeadlessNavigator()
    let swiftArticle = ArticleSummary(title: "Swift concurrency in practice", url: URL(string: "https://example.com/swift")!)

    /// The reader, logged in, with the search in the sidebar.
    private func startReader() throws -> (flow: any NavGraphFlowController, search: SearchFlowController) {
        let root = RootFlowController()
        root.session = ReaderSession(accounts: ["mika": "secret"], articles: [swiftArticle], userName: "mika")
        navigator.start(entry: root)
        let flow = try #require(navigator.currentChild(of: root))
        return (flow, try #require(navigator.topFlowController as? SearchFlowController))
    }

    private func columns(of flow: any NavGraphFlowController) -> [[NavGraphNodeName]] {
        navigator.columns(of: flow).map { $0.map(\.navGraphNode) }
    }

    @Test func aTopicShowsBesideTheSearchAndItsArticleInTheDetail() throws {
        let (flow, search) = try startReader()
        search.browse("swift")
        let topic = try #require(navigator.topFlowController as? TopicFlowController)
        topic.open(swiftArticle)
        #expect(columns(of: flow) == [[.search], [.topic], [.article]])
        // The sidebar is on screen beside the article: another topic replaces the content column.
        search.browse("uikit")
        #expect(columns(of: flow) == [[.search], [.topic], []])
        #expect((navigator.topFlowController as? TopicFlowController) !== topic)
    }

    @Test func aResultShowsTheArticleInTheDetailTheContentColumnEmpty() throws {
        let (flow, search) = try startReader()
        search.open(swiftArticle)
        #expect(columns(of: flow) == [[.search], [], [.article]])
    }

    @Test func onACompactWidthTheColumnsAreOneStackAndBackLeavesTheDetail() throws {
        let (flow, search) = try startReader()
        search.browse("swift")
        try #require(navigator.topFlowController as? TopicFlowController).open(swiftArticle)
        navigator.userResizesWindow(toCompact: true)
        #expect(navigator.stack(containing: flow).map(\.navGraphNode) == [.search, .topic, .article])
        #expect(navigator.userTapsBack())
        #expect(navigator.stack(containing: flow).map(\.navGraphNode) == [.search, .topic])
        navigator.userResizesWindow(toCompact: false)
        #expect(columns(of: flow) == [[.search], [.topic], []])
    }

    @Test func theSearchBesideTheArticleLogsOutAtOnce() throws {
        let (flow, search) = try startReader()
        search.open(swiftArticle)
        #expect(!navigator.userTapsBack(), "the article is the detail column's first screen: no Back")
        search.logOut()
        #expect(navigator.visiblePath == [.root, .loginFlow, .login])
        #expect(navigator.navigation.entryID(of: flow) == nil)
    }
}
