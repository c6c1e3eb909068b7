// Hand-written FlowControllers for reader.navgraph.yaml, built with the log-in switch's
// (WaysIn/LogInSwitch): each screen with a context records it, so that main.swift can check that
// the app's contexts arrive where the placements say.

final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimelineStack() -> any TimelineStackFlowControlling { TimelineStackFlowController() }
    /// The stacks' roots, kept so that the UIKit driver can find the navigation controllers they are in.
    let notifications = NotificationsFlowController()
    let feeds = FeedsFlowController()
    func makeNotificationsStack() -> any NotificationsStackFlowControlling {
        let stack = NotificationsStackFlowController()
        stack.root = notifications
        return stack
    }
    func makeFeedsStack() -> any FeedsStackFlowControlling {
        let stack = FeedsStackFlowController()
        stack.root = feeds
        return stack
    }
}

final class TimelineStackFlowController: NavGraphViewController, TimelineStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
}

final class NotificationsStackFlowController: NavGraphViewController, NotificationsStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    weak var root: NotificationsFlowController?
    func makeNotifications() -> any NotificationsFlowControlling { root ?? NotificationsFlowController() }
    func makeStatusDetail() -> any StatusDetailFlowControlling { StatusDetailFlowController() }
    func makeConversationFlow() -> any ConversationFlowFlowControlling { ConversationFlowFlowController() }
    func makeReport() -> any ReportFlowControlling { ReportFlowController() }
}

final class FeedsStackFlowController: NavGraphViewController, FeedsStackFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    weak var root: FeedsFlowController?
    func makeFeeds() -> any FeedsFlowControlling { root ?? FeedsFlowController() }
    func makeFeed() -> any FeedFlowControlling { FeedFlowController() }
    func makeSidebar() -> any SidebarFlowControlling { SidebarFlowController() }
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeThread() -> any StatusDetailFlowControlling { StatusDetailFlowController() }
}

final class NotificationsFlowController: NavGraphViewController, NotificationsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeThread() -> any StatusDetailFlowControlling { StatusDetailFlowController() }
    func makeConversation() -> any ConversationFlowFlowControlling { ConversationFlowFlowController() }
}

final class StatusDetailFlowController: NavGraphViewController, StatusDetailFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var status: StatusID?
    func start(context: StatusID) { status = context }
}

final class FeedsFlowController: NavGraphViewController, FeedsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeFeed() -> any FeedFlowControlling { FeedFlowController() }
    func makeSidebar() -> any SidebarFlowControlling { SidebarFlowController() }
}

final class SidebarFlowController: NavGraphViewController, SidebarFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var item: SidebarItem?
    func start(context: SidebarItem) { item = context }
    func makeUnreadArticle() -> any UnreadArticleFlowControlling { UnreadArticleFlowController() }
    func makeFolderNote() -> any FolderNoteFlowControlling { FolderNoteFlowController() }
}

final class UnreadArticleFlowController: NavGraphViewController, UnreadArticleFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var article: ArticleID?
    func start(context: ArticleID) { article = context }
}

final class FolderNoteFlowController: NavGraphViewController, FolderNoteFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class FeedFlowController: NavGraphViewController, FeedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var feed: FeedID?
    /// How many times the article this feed pushed ended.
    var articlesEnded = 0
    func start(context: FeedID) { feed = context }
    func makeArticle() -> any ArticleFlowControlling { ArticleFlowController() }
    func articleDidEnd() { articlesEnded += 1 }
}

final class ArticleFlowController: NavGraphViewController, ArticleFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var article: ArticleID?
    func start(context: ArticleID) { article = context }
}

final class ConversationFlowFlowController: NavGraphViewController, ConversationFlowFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The conversation the flow was handed, by the route that pushed it or by its root's placement.
    var conversation: ConversationID?
    func start(context: ConversationID) { conversation = context }
    func makeConversation() -> any ConversationFlowControlling { ConversationFlowController() }
    func contextForConversation() -> ConversationID { conversation ?? "" }
}

final class ConversationFlowController: NavGraphViewController, ConversationFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var conversation: ConversationID?
    func start(context: ConversationID) { conversation = context }
}

final class ReportFlowController: NavGraphViewController, ReportFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var status: StatusID?
    func start(context: StatusID) { status = context }
}
