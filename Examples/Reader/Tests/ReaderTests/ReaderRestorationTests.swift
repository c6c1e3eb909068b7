import Foundation
import Testing
@testable import Reader

/// Saving the reader's navigation and restoring it in a new navigator: switch flows, stacks,
/// unwind routes and links, through the contracts.
extension ReaderFlowTests {
    /// A new navigator showing `saved` (after a round trip through JSON) with a new root.
    func relaunch(restoring saved: NavGraphSavedState<NavGraphDestination>, loggedInAs userName: String? = "mika") throws
        -> (NavGraphHeadlessNavigator, RootFlowController) {
        let data = try JSONEncoder().encode(saved)
        let restored = NavGraphHeadlessNavigator()
        let root = RootFlowController()
        root.session = ReaderSession(accounts: ["mika": "secret"], articles: [swiftArticle, uikitArticle], userName: userName)
        try restored.restore(JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: data), entry: root)
        return (restored, root)
    }

    @Test func theSearchStackIsRestoredInTheSwitchAndItsArticleStillUnwindsToTheSearch() throws {
        _ = startReader(loggedInAs: "mika")
        let search = try #require(navigator.topFlowController as? SearchFlowController)
        search.browse("swift")
        try #require(navigator.topFlowController as? TopicFlowController).open(swiftArticle)
        let saved = try #require(navigator.savedState)

        let (restored, root) = try relaunch(restoring: saved)
        #expect(restored.visiblePath == [.root, .searchFlow, .article])
        let article = try #require(restored.topFlowController as? ArticleFlowController)
        #expect(article.url == swiftArticle.url)
        #expect(restored.stack(containing: article).map(\.navGraphNode) == [.search, .topic, .article])
        #expect((restored.stack(containing: article)[1] as? TopicFlowController)?.articles == [swiftArticle])
        #expect(restored.currentChild(of: root)?.navGraphNode == .searchFlow)
        #expect(restored.savedState == saved)

        article.backToSearch()
        #expect(restored.visiblePath == [.root, .searchFlow, .search])
    }

    @Test func aTopicALinkOpenedAfterTheLoginIsRestored() throws {
        _ = startReader()
        #expect(!navigator.open(url: topicLink))
        try #require(navigator.topFlowController as? LoginFlowController).logIn(userName: "mika", password: "secret")
        let saved = try #require(navigator.savedState)

        let (restored, _) = try relaunch(restoring: saved)
        #expect(restored.visiblePath == [.root, .searchFlow, .topic])
        #expect((restored.topFlowController as? TopicFlowController)?.articles == [swiftArticle])
    }

    @Test func theLoginStackWithHelpIsRestored() throws {
        _ = startReader()
        try #require(navigator.topFlowController as? LoginFlowController).openHelp()

        let (restored, _) = try relaunch(restoring: try #require(navigator.savedState), loggedInAs: nil)
        #expect(restored.visiblePath == [.root, .loginFlow, .help])
        #expect(restored.userTapsBack())
        #expect(restored.topFlowController is LoginFlowController)
    }

    @Test func aSwitchSavedAsAStackOrWithAChildItNoLongerHasIsRefused() throws {
        _ = startReader(loggedInAs: "mika")
        let saved = try #require(navigator.savedState)
        guard case .switch(let searchFlow) = saved.root.content else {
            Issue.record("the root is a switch flow")
            return
        }
        var asStack = saved
        asStack.root.content = .stack([searchFlow])
        #expect(throws: NavGraphRestoreError.differentContent(.root)) { try relaunch(restoring: asStack) }

        var unknownChild = saved
        unknownChild.root.content = .switch(.init(name: .help))
        #expect(throws: NavGraphRestoreError.notAChild(.help, of: .root)) { try relaunch(restoring: unknownChild) }

        var otherEntry = saved
        otherEntry.root.name = .searchFlow
        #expect(throws: NavGraphRestoreError.differentEntry(saved: .searchFlow, graph: .root)) { try relaunch(restoring: otherEntry) }
    }

    /// Saved while logged in, restored once the session has ended: the log-in gate refuses.
    @Test func aLoggedInStateIsNotRestoredWhileLoggedOut() throws {
        _ = startReader(loggedInAs: "mika")
        try #require(navigator.topFlowController as? SearchFlowController).browse("swift")
        let saved = try #require(navigator.savedState)
        #expect(throws: NavGraphRestoreError.refused(.searchFlow, by: .root)) {
            _ = try relaunch(restoring: saved, loggedInAs: nil)
        }
    }

    /// States written by hand: a Topic "opened by a link" while logged out, and one carrying an
    /// Article's destination. Neither is shown.
    @Test func aHandWrittenStateShowsNothingALinkCouldNotHave() throws {
        let topicByLink = #"{"version":1,"root":{"name":"Root","content":{"switch":{"_0":{"name":"SearchFlow","content":{"stack":{"_0":[{"name":"Search","content":{"leaf":{}}},{"name":"Topic","opening":{"destination":{"name":"Topic","context":"swift"}},"content":{"leaf":{}}}]}}}}}}}"#
        let state = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: Data(topicByLink.utf8))
        #expect(throws: NavGraphRestoreError.self) { _ = try relaunch(restoring: state, loggedInAs: nil) }
        _ = try relaunch(restoring: state, loggedInAs: "mika")

        let otherDestination = topicByLink.replacingOccurrences(of: #"{"name":"Topic","context":"swift"}"#, with: #"{"name":"Article","context":"https://example.com/x"}"#)
        let wrong = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: Data(otherDestination.utf8))
        #expect(throws: NavGraphRestoreError.notLinked(.topic)) { _ = try relaunch(restoring: wrong) }

        for context in ["", "a/b", ".."] {
            let unlinkable = topicByLink.replacingOccurrences(of: #""context":"swift""#, with: #""context":"\#(context)""#)
            let state = try JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: Data(unlinkable.utf8))
            #expect(throws: NavGraphRestoreError.notLinkValue(.topic), "a Topic(\"\(context)\") no URL opens") { _ = try relaunch(restoring: state) }
        }
    }
}
