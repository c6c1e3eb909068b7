import UIKit

/// What the app's FlowControllers heard, in order.
@MainActor
final class Journal {
    static let shared = Journal()
    private(set) var events: [String] = []
    func record(_ event: String) { events.append(event) }
}

final class MainFlowController: UIViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeHome() -> any HomeFlowControlling { HomeFlowController() }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
    func makeCompose() -> any ComposeFlowControlling { ComposeFlowController() }
    func composeDidEnd() { Journal.shared.record("Main heard compose ended") }
    func composeTabItem() -> NavGraphTabItem { NavGraphTabItem(title: "Post", systemImage: "square.and.pencil") }
}

final class HomeFlowController: UIViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeFeed() -> any FeedFlowControlling { FeedFlowController() }
}

// The post row's routes, made once for Feed and Author; and the end of its share sheet, heard
// once for both (Feed still hears its author route end itself).
extension PostRowRouting {
    func makeAuthor() -> any AuthorFlowControlling { AuthorFlowController() }
    func makeShare() -> any ShareFlowControlling { ShareFlowController() }
    func shareDidEnd() { Journal.shared.record("\(Self.self) heard share ended") }
}

/// The row both screens show: it performs its routes through the one shared contract.
@MainActor
struct PostRow {
    let post: PostID
    weak var routing: (any PostRowRouting)?

    func tapAuthor() { routing?.perform(.author(post)) }
    func tapShare() { routing?.perform(.share(post), anchor: .source) }
}

final class FeedFlowController: UIViewController, FeedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeSaved() -> any SavedFlowControlling { SavedFlowController() }
    func savedDidFinish(with feedback: PostID) { Journal.shared.record("Feed got saved post \(feedback)") }
    func authorDidEnd() { Journal.shared.record("Feed heard author ended") }
}

final class AuthorFlowController: UIViewController, AuthorFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var post: PostID?
    func start(context: PostID) { post = context }
}

final class ShareFlowController: UIViewController, ShareFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: PostID) {}
}

final class SavedFlowController: UIViewController, SavedFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeFolder() -> any FolderFlowControlling { FolderFlowController() }
}

final class FolderFlowController: UIViewController, FolderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class ComposeFlowController: UIViewController, ComposeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}

final class SettingsFlowController: UIViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
