// Hand-written FlowControllers for DuckDuckGo's tabs and "open in new tab"
// (Golden/realapps-duckduckgo-open-in-new-tab): the browser keeps its tabs' keys as a tab store
// does, gives a new key for each new tab (newKey()), and makes each tab's stack for its key.

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

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The tabs the browser opens with.
    var first: [TabID] = ["t1"]
    /// The keys newKey() gives, in order: the tab store's next identifiers.
    var nextKeys: [TabID] = ["t2", "t3", "t4"]
    func makeBrowserTab(_ key: TabID) -> any BrowserTabFlowControlling {
        let tab = BrowserTabFlowController()
        #if canImport(UIKit)
        tab.tabBarItem.title = key
        #endif
        return tab
    }
    func firstTabs() -> [TabID] { first }
    func shouldRestore(_ key: TabID) -> Bool { true }
    func newKey() -> TabID {
        let key = nextKeys.isEmpty ? "t1" : nextKeys.removeFirst()
        Heard.shared.events.append("newKey \(key)")
        return key
    }
}

final class BrowserTabFlowController: NavGraphViewController, BrowserTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeHome() -> any HomeFlowControlling { HomeFlowController() }
    /// The page a quick link pushes onto the tab.
    func makePage() -> any PageFlowControlling { PageFlowController() }
}

final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
    func makeLoad() -> any PageFlowControlling { PageFlowController() }
}

final class PageFlowController: NavGraphViewController, PageFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    var address: String?
    func start(context: PageRequest) {
        address = context.address
        Heard.shared.events.append("Page \(context.address)")
    }
}
