// Drives reader.navgraph.yaml on the headless navigator and through the SwiftUI navigator's
// bindings, and built against UIKit on the UIKit double too (UIKitDrive.swift): a notification
// names a status, which the log-in gate holds back until the person logs in, then opens on the
// Notifications tab where the status's placement says (no URL); Handoff opens a feed, then an
// article in it, with the contexts the app gives, the feed's route pushing the article (its
// opener hears it end); a feed opens alone by destination; a notification naming a conversation,
// the root of a sub-flow, pushes the sub-flow onto Notifications with the ID the app gives; a
// report that only its placement shows is pushed onto Notifications; an unread article opens
// after the unread smart feed, and a folder's note after its folder, the chain naming the case of
// the sidebar item and the app giving what it carries; each state saves and
// restores through JSON. Exits non-zero at the first expectation that does not hold.

import Foundation

@MainActor
func drive<Navigator: NavGraphInspectableNavigator>(_ make: () -> Navigator) throws {
    let navigator = make()
    navigator.start(entry: RootFlowController())
    expect(navigator.visiblePath == [.root, .login], "starts at the log-in: \(navigator.visiblePath)")

    // The gate is asked first: logged out, the notification waits.
    expect(!navigator.open(.statusDetail("42")), "logged out, the notification does not show the status")
    expect(navigator.visiblePath == [.root, .login], "the log-in still shows: \(navigator.visiblePath)")
    guard let login = navigator.topFlowController as? LoginFlowController else { return expect(false, "Login is on top") }
    login.logIn()
    expect(navigator.visiblePath == [.root, .tabs, .notificationsStack, .statusDetail], "once logged in, the status opens on Notifications: \(navigator.visiblePath)")
    guard let status = navigator.topFlowController as? StatusDetailFlowController else { return expect(false, "StatusDetail is on top") }
    expect(status.status == "42", "with the status the notification named: \(String(describing: status.status))")
    expect(navigator.stack(containing: status).map(\.navGraphNode) == [.notifications, .statusDetail], "pushed above Notifications' root")
    let relaunched = try restored(navigator, into: make())
    expect(relaunched.visiblePath == navigator.visiblePath && relaunched.savedState == navigator.savedState, "it comes back as it was: \(relaunched.visiblePath)")
    expect((relaunched.topFlowController as? StatusDetailFlowController)?.status == "42", "the restored status has its ID")

    // Handoff: the feed, then the article in it, one transition, with the contexts the app gives.
    expect(navigator.openArticle("a1", through: "f1"), "Handoff opens the article")
    expect(navigator.visiblePath == [.root, .tabs, .feedsStack, .article], "the Feeds tab shows the article: \(navigator.visiblePath)")
    guard let article = navigator.topFlowController as? ArticleFlowController else { return expect(false, "Article is on top") }
    expect(article.article == "a1", "the article has its ID: \(String(describing: article.article))")
    let stack = navigator.stack(containing: article)
    expect(stack.map(\.navGraphNode) == [.feeds, .feed, .article], "the feed is below the article: \(stack.map(\.navGraphNode))")
    guard let feed = stack.dropLast().last as? FeedFlowController else { return expect(false, "Feed is below the article") }
    expect(feed.feed == "f1", "the feed has its ID: \(String(describing: feed.feed))")
    let chain = try restored(navigator, into: make())
    expect(chain.visiblePath == navigator.visiblePath && chain.savedState == navigator.savedState, "the chain comes back as it was: \(chain.visiblePath)")
    expect(navigator.userTapsBack(), "the person goes back")
    expect(feed.articlesEnded == 1, "the feed hears that its article ended: \(feed.articlesEnded)")

    // Handoff of an unread article: the chain names the case, the app gives the article alone.
    expect(navigator.openUnreadArticle("a3"), "Handoff opens the unread article")
    guard let unread = navigator.topFlowController as? UnreadArticleFlowController else { return expect(false, "UnreadArticle is on top") }
    let smart = navigator.stack(containing: unread)
    expect(smart.map(\.navGraphNode) == [.feeds, .sidebar, .unreadArticle], "the unread smart feed is below the article: \(smart.map(\.navGraphNode))")
    expect(unread.article == "a3" && (smart[1] as? SidebarFlowController)?.item == .unread, "the article's ID, the unread smart feed")
    let unreadAgain = try restored(navigator, into: make())
    expect(unreadAgain.visiblePath == navigator.visiblePath && unreadAgain.savedState == navigator.savedState, "the smart feed and its article come back: \(unreadAgain.visiblePath)")
    let restoredSmart = unreadAgain.stack(containing: unreadAgain.topFlowController!)
    expect((restoredSmart.dropLast().last as? SidebarFlowController)?.item == .unread, "the restored sidebar item is the unread smart feed")
    // A folder's note: the app gives the folder's name, what the case carries.
    expect(navigator.openFolderNote(folder: "News"), "Handoff opens the folder's note")
    let note = navigator.stack(containing: navigator.topFlowController!)
    expect(note.map(\.navGraphNode) == [.feeds, .sidebar, .folderNote], "the folder, then its note: \(note.map(\.navGraphNode))")
    expect((note[1] as? SidebarFlowController)?.item == .folder("News"), "the folder the app named: \(String(describing: (note[1] as? SidebarFlowController)?.item))")
    let noteAgain = try restored(navigator, into: make())
    expect(noteAgain.savedState == navigator.savedState, "the folder and its note come back")
    expect(!navigator.open(.unreadArticle("a4")), "an unread article alone names no smart feed, and does not open")

    // A feed alone, by destination; the article has no placement of its own, so it opens only with its feed.
    expect(navigator.open(.feed("f2")), "a feed opens by destination")
    expect((navigator.topFlowController as? FeedFlowController)?.feed == "f2", "the feed the app named shows")
    expect(navigator.stack(containing: navigator.topFlowController!).map(\.navGraphNode) == [.feeds, .feed], "above the Feeds root, the other feed gone")
    expect(!navigator.open(.article("a2")), "an article alone names no feed, and does not open")

    // A conversation is a sub-flow: naming its root pushes the sub-flow, handed the ID.
    expect(navigator.open(.conversation("c1")), "a notification naming the conversation opens")
    expect(navigator.visiblePath == [.root, .tabs, .notificationsStack, .conversationFlow, .conversation], "the sub-flow is pushed onto Notifications: \(navigator.visiblePath)")
    guard let conversation = navigator.topFlowController as? ConversationFlowController else { return expect(false, "Conversation is on top") }
    expect(conversation.conversation == "c1", "the root has the ID its flow was handed: \(String(describing: conversation.conversation))")
    expect(navigator.stack(containing: conversation).map(\.navGraphNode) == [.notifications, .conversation], "above Notifications' root")
    let reopened = try restored(navigator, into: make())
    expect(reopened.visiblePath == navigator.visiblePath && reopened.savedState == navigator.savedState, "the conversation comes back: \(reopened.visiblePath)")
    expect((reopened.topFlowController as? ConversationFlowController)?.conversation == "c1", "the restored conversation has its ID")

    // A report no route shows: its placement pushes it above Notifications' root.
    expect(navigator.open(.report("r1")), "a notification naming the report opens")
    expect(navigator.visiblePath == [.root, .tabs, .notificationsStack, .report], "the report is pushed onto Notifications: \(navigator.visiblePath)")
    guard let report = navigator.topFlowController as? ReportFlowController else { return expect(false, "Report is on top") }
    expect(report.status == "r1" && navigator.stack(containing: report).map(\.navGraphNode) == [.notifications, .report], "above Notifications' root, with its ID")
    let reported = try restored(navigator, into: make())
    expect(reported.visiblePath == navigator.visiblePath && reported.savedState == navigator.savedState, "the report comes back: \(reported.visiblePath)")
    expect(navigator.userTapsBack() && navigator.visiblePath == [.root, .tabs, .notificationsStack, .notifications], "Back returns to Notifications: \(navigator.visiblePath)")
}

MainActor.assumeIsolated {
    do {
        try drive { NavGraphHeadlessNavigator() }
        try drive { NavGraphSwiftUINavigator() }
        #if canImport(UIKit)
        try driveOnUIKit()
        #endif
    } catch {
        expect(false, "\(error)")
    }
    print("OK")
}
