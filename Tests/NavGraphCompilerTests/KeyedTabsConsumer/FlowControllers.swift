// Hand-written FlowControllers for the reader whose tabs are made from data (reader.navgraph.yaml):
// the session keeps the app's lists, makes each list's tab for its key and says which saved
// lists still exist; each list's tab gives its timeline the list it shows.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

/// What the FlowControllers heard, in order.
@MainActor
final class Heard {
    static let shared = Heard()
    var events: [String] = []
}

final class SessionFlowController: NavGraphViewController, SessionFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's lists, in their order.
    var lists: [ListID] = ["news", "friends"]
    /// The lists deleted since a state was saved.
    var deleted: Set<ListID> = []
    func makeTimeline() -> any TimelineFlowControlling { TimelineFlowController() }
    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }
    func makeListTab(_ key: ListID) -> any ListTabFlowControlling {
        let tab = ListTabFlowController(list: key)
        #if canImport(UIKit)
        // The tab item for the key: the runtime hands it to the tab's navigation controller.
        tab.tabBarItem.title = key
        #endif
        return tab
    }
    func firstTabs() -> [ListID] { lists }
    func shouldRestore(_ key: ListID) -> Bool { !deleted.contains(key) }
}

final class ListTabFlowController: NavGraphViewController, ListTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let list: ListID
    init(list: ListID) {
        self.list = list
        #if canImport(UIKit)
        super.init(nibName: nil, bundle: nil)
        #else
        super.init()
        #endif
    }
    #if canImport(UIKit)
    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }
    #endif
    func makeListTimeline() -> any ListTimelineFlowControlling { ListTimelineFlowController() }
    func contextForListTimeline() -> ListID { list }
}

final class ListTimelineFlowController: NavGraphViewController, ListTimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: ListID) { Heard.shared.events.append("ListTimeline started with \(context)") }
    func makePost() -> any PostFlowControlling { PostFlowController() }
}

final class TimelineFlowController: NavGraphViewController, TimelineFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeHome() -> any HomeFlowControlling { HomeFlowController() }
}

final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makePost() -> any PostFlowControlling { PostFlowController() }
}

final class PostFlowController: NavGraphViewController, PostFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: PostID) { Heard.shared.events.append("Post \(context) started") }
}

final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makePrefs() -> any PrefsFlowControlling { PrefsFlowController() }
}

final class PrefsFlowController: NavGraphViewController, PrefsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
