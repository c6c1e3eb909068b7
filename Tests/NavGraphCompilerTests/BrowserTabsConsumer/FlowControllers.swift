// The FlowControllers of DuckDuckGo's browser tabs (the realapps golden
// realapps-duckduckgo-browser-tabs), written as the app would: MainViewController shows the
// current tab in its content container (addToContentContainer(controller:)), TabManager's list
// of open tabs gives the keys, and the tab switcher selects, opens and closes tabs through it.
// .ci/ios-typecheck.sh type-checks them for iOS with the graph's generated code.

import Foundation
import UIKit

/// TabManager's TabsModel: the uids of the open tabs, in order, saved with the app's data.
@MainActor
final class TabsModel {
    private(set) var tabs: [TabID] = [UUID().uuidString]

    /// A new tab after the others (tabSwitcherDidRequestNewTab).
    func add() -> TabID {
        let tab = UUID().uuidString
        tabs.append(tab)
        return tab
    }

    /// The person closed `tab` (tabSwitcher(_:didRemoveTab:)).
    func remove(_ tab: TabID) {
        tabs.removeAll { $0 == tab }
    }
}

/// MainViewController: the current tab in its content container.
final class MainTabsFlowController: NavGraphViewController, MainTabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let model = TabsModel()
    private let contentContainer = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        contentContainer.frame = view.bounds
        contentContainer.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(contentContainer)
    }

    func makeBrowserTab(_ key: TabID) -> any BrowserTabFlowControlling { BrowserTabFlowController(tab: key) }

    func firstTabs() -> [TabID] { model.tabs }

    /// A tab closed on another device or by the fire button since is not restored.
    func shouldRestore(_ key: TabID) -> Bool { model.tabs.contains(key) }

    /// attachTab(tab:): the navigator took the tab shown before out; the current one fills the
    /// content container.
    func show(_ viewController: NavGraphViewController, for tab: MainTabsTab) {
        switch tab {
        case .browserTab(let key): title = key
        }
        addChild(viewController)
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        viewController.view.frame = contentContainer.bounds
        contentContainer.addSubview(viewController.view)
        viewController.didMove(toParent: self)
    }

    func makeTabSwitcher() -> any TabSwitcherFlowControlling {
        let switcher = TabSwitcherFlowController()
        switcher.main = self
        return switcher
    }

    func makeSettings() -> any SettingsFlowControlling { SettingsFlowController() }

    /// The toolbar's tabs button.
    func showTabs() {
        perform(.tabSwitcher)
    }
}

/// One open tab's stack: TabViewController at its root.
final class BrowserTabFlowController: NavGraphViewController, BrowserTabFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    let tab: TabID

    init(tab: TabID) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("made in code") }

    func makeWebPage() -> any WebPageFlowControlling { WebPageFlowController() }

    func contextForWebPage() -> TabID { tab }
}

/// TabViewController: the page of one tab.
final class WebPageFlowController: NavGraphViewController, WebPageFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    private(set) var tab: TabID?

    func start(context: TabID) { tab = context }

    func makePrivacyDashboard() -> any PrivacyDashboardFlowControlling { PrivacyDashboardFlowController() }

    /// The privacy icon in the omnibar.
    func showPrivacyDashboard() {
        guard let tab else { return }
        perform(.privacyDashboard(tab))
    }
}

/// PrivacyDashboardViewController.
final class PrivacyDashboardFlowController: NavGraphViewController, PrivacyDashboardFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start(context: TabID) {}
}

/// TabSwitcherViewController: its choices go through MainViewController's tabs.
final class TabSwitcherFlowController: NavGraphViewController, TabSwitcherFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    weak var main: MainTabsFlowController?

    func start() {}

    /// tabSwitcher(_:didSelectTab:): the tab is selected and the switcher closes with it.
    func didSelect(_ tab: TabID) {
        main?.select(tab)
    }

    /// tabSwitcherDidRequestNewTab.
    func didRequestNewTab() {
        guard let main else { return }
        main.openTab(main.model.add())
    }

    /// tabSwitcher(_:didRemoveTab:).
    func didRemove(_ tab: TabID) {
        main?.model.remove(tab)
        main?.closeTab(tab)
    }
}

/// SettingsHostingController.
final class SettingsFlowController: NavGraphViewController, SettingsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func start() {}
}
