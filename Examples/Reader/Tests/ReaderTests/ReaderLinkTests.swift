import Foundation
import Testing
@testable import Reader

/// A link into the login-gated reader, and unwinding from an article, on a headless navigator.
extension ReaderFlowTests {
    var topicLink: URL { URL(string: "reader://topics/swift")! }

    @Test func aLinkWhileLoggedInPushesTheTopicOntoTheSearchStack() throws {
        _ = startReader(loggedInAs: "mika")
        #expect(navigator.open(url: topicLink))
        let topic = try #require(navigator.topFlowController as? TopicFlowController)
        #expect(navigator.stack(containing: topic).map(\.navGraphNode) == [.search, .topic])
        #expect(topic.articles == [swiftArticle])
    }

    @Test func aLinkWhileLoggedOutWaitsForTheLogin() throws {
        _ = startReader()
        #expect(!navigator.open(url: topicLink))
        #expect(navigator.visiblePath == [.root, .loginFlow, .login])
        #expect(navigator.navigation.hasPendingLink)

        let login = try #require(navigator.topFlowController as? LoginFlowController)
        login.logIn(userName: "mika", password: "guess")
        #expect(navigator.visiblePath == [.root, .loginFlow, .login], "a failed login keeps the link waiting")
        login.logIn(userName: "mika", password: "secret")

        let topic = try #require(navigator.topFlowController as? TopicFlowController)
        #expect(navigator.visiblePath == [.root, .searchFlow, .topic])
        #expect(topic.articles == [swiftArticle])
        #expect(!navigator.navigation.hasPendingLink)
    }

    /// The account is only ever presented from the logged-in search. Its link, opened while nobody
    /// is logged in, shows how to get an account instead: the root chooses (`or: [Help]`). A
    /// notification to the account, which names its screen, waits for the login like a pushed
    /// link, and opens over the search after it.
    @Test func anAccountLinkOpenedLoggedOutShowsTheHelpAndANotificationWaitsForTheLogin() throws {
        _ = startReader()
        #expect(navigator.open(url: URL(string: "reader://account/email")!))
        #expect(navigator.visiblePath == [.root, .loginFlow, .help], "the help, pushed onto the login")
        #expect(!navigator.navigation.hasPendingLink)
        #expect(navigator.userTapsBack())
        let payload = try JSONDecoder().decode(NavGraphDestination.self, from: Data(#"{"name":"Account","context":"email"}"#.utf8))
        #expect(!navigator.open(payload), "a notification waits for the login")
        #expect(navigator.navigation.hasPendingLink)

        try #require(navigator.topFlowController as? LoginFlowController).logIn(userName: "mika", password: "secret")
        #expect(navigator.visiblePath == [.root, .searchFlow, .search, .account])
        let account = try #require(navigator.topFlowController as? AccountFlowController)
        #expect(account.section == "email" && account.userName == "mika")
    }

    /// Logged in, the same account link opens the account: the root's choice follows the session.
    @Test func anAccountLinkOpenedLoggedInOpensTheAccount() throws {
        _ = startReader(loggedInAs: "mika")
        #expect(navigator.open(url: URL(string: "reader://account/email")!))
        #expect(navigator.visiblePath == [.root, .searchFlow, .search, .account])
    }

    /// A topic reaches the app only as plain text: no '/' smuggled in as %2F, no NUL, no
    /// right-to-left override, no empty segment, no broken escape; and only the reader scheme.
    @Test func aHostileTopicOpensNothing() {
        _ = startReader(loggedInAs: "mika")
        for text in ["reader://topics/..%2F..%2Fsecrets", "reader://topics/a%00b", "reader://topics/abc%E2%80%AEgpj",
                     "reader://topics//", "reader://topics/%ZZ", "feed://topics/swift", "https://reader.example/topics/swift"] {
            #expect(!navigator.open(url: URL(string: text)!), "\(text)")
        }
        #expect(navigator.visiblePath == [.root, .searchFlow, .search])
    }

    /// A byte-order mark is a character of the topic's name, never dropped: the topic is not
    /// empty. What no URL opens, a notification does not open either.
    @Test func aByteOrderMarkIsPartOfTheTopicAndAnEmptyTopicOpensFromNowhere() {
        _ = startReader(loggedInAs: "mika")
        #expect(NavGraphDestination(url: URL(string: "reader://topics/%EF%BB%BF")!) == .topic("\u{FEFF}"))
        #expect(navigator.open(url: URL(string: "reader://topics/%EF%BB%BF")!))
        #expect(!navigator.open(.topic("")), "a notification with an empty topic")
        #expect(!navigator.open(.topic("../secrets")))
        #expect(navigator.open(.topic("swift")))
    }

    @Test func aLinkWithAnEmptyTopicOpensNothing() {
        _ = startReader(loggedInAs: "mika")
        #expect(!navigator.open(url: URL(string: "reader://topics/")!))
        #expect(!navigator.open(url: URL(string: "reader://articles/1")!))
        #expect(navigator.visiblePath == [.root, .searchFlow, .search])
    }

    @Test func backToSearchUnwindsPastTheTopic() throws {
        _ = startReader(loggedInAs: "mika")
        navigator.open(url: topicLink)
        try #require(navigator.topFlowController as? TopicFlowController).open(swiftArticle)
        let article = try #require(navigator.topFlowController as? ArticleFlowController)
        #expect(navigator.stack(containing: article).map(\.navGraphNode) == [.search, .topic, .article])

        article.backToSearch()
        #expect(navigator.visiblePath == [.root, .searchFlow, .search])
    }

    /// Mika taps Log Out while a link waits for a transition (an article still sliding in): the
    /// link was kept for mika and is dropped. Mika's log-out route came during that transition,
    /// so the search still shows with nobody logged in: a link now asks the root, which refuses,
    /// and waits for whoever logs in.
    @Test func loggingOutDropsTheWaitingLinkAndTheRootIsAskedWhileTheSearchStillShows() throws {
        let (_, session) = startReader(loggedInAs: "mika")
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.search("swift")
        navigator.holdsTransitions = true
        search.open(swiftArticle)
        #expect(!navigator.open(url: topicLink) && navigator.navigation.hasPendingLink, "the link waits for the article's transition")
        search.logOut()
        #expect(session.userName == nil && !navigator.navigation.hasPendingLink, "the link kept for mika is dropped")
        navigator.completeTransitions()
        #expect(navigator.visiblePath == [.root, .searchFlow, .article])
        #expect(!navigator.open(url: topicLink), "the root is asked, though it shows the search")
        #expect(navigator.visiblePath == [.root, .searchFlow, .article] && navigator.navigation.hasPendingLink)
    }
}
