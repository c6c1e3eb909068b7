#if canImport(UIKit)
import UIKit
#endif

/// The browser's open tabs, one shown at a time in this view, under the tab switcher this app
/// draws (`bar: app`), as DuckDuckGo's MainViewController swaps its TabViewController children.
/// The tabs are the profile's list of open tabs: the switcher's + opens one, its close button
/// closes the one that shows, and a tap on a tab selects it, each through the navigator, which
/// hands this view the selected tab's navigation stack.
final class TabsFlowController: NavGraphViewController, TabsFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and open tabs; set by the HomeFlowController.
    var profile: BrowserProfile!

    func makeBrowserTab(_ key: TabID) -> any BrowserTabFlowControlling {
        let tab = BrowserTabFlowController()
        tab.profile = profile
        tab.tab = key
        return tab
    }

    /// The tabs the person had open; the first start opens a new one.
    func firstTabs() -> [TabID] {
        profile.openTabs.isEmpty ? [profile.newTab()] : profile.openTabs
    }

    /// A saved tab is restored while the person still has it open (closed in another window, it
    /// is left out).
    func shouldRestore(_ key: TabID) -> Bool {
        profile.openTabs.contains(key)
    }

    /// The switcher's +: a new tab after the others, showing the favourites, selected.
    func newTab() {
        openTab(profile.newTab())
    }

    /// The switcher's close button: the tab closes with everything it shows; the last one
    /// closed, a new one opens, as a browser always shows a tab.
    func close(_ key: TabID) {
        profile.closeTab(key)
        closeTab(key)
        if profile.openTabs.isEmpty { newTab() }
    }

    /// A tap on a tab in the switcher.
    func choose(_ key: TabID) {
        selectTab(.browserTab(key))
    }

    /// The navigator took the tab shown before out of this view: the selected one (`tab`, which
    /// `selectedTab` names too) fills the space below the switcher.
    func show(_ viewController: NavGraphViewController, for tab: TabsTab) {
        #if canImport(UIKit)
        addChild(viewController)
        let tabView: UIView = viewController.view
        tabView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tabView)
        NSLayoutConstraint.activate([
            tabView.topAnchor.constraint(equalTo: switcher.bottomAnchor),
            tabView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tabView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        viewController.didMove(toParent: self)
        showSwitcher()
        #endif
    }

    #if canImport(UIKit)
    /// The switcher: a button per open tab, then + and the close button.
    private let switcher = UIStackView()

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        switcher.spacing = 8
        switcher.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(switcher)
        NSLayoutConstraint.activate([
            switcher.topAnchor.constraint(equalTo: view.topAnchor),
            switcher.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            switcher.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16),
            switcher.heightAnchor.constraint(equalToConstant: 44),
        ])
        self.view = view
    }

    /// Draws a button per open tab, the shown one selected.
    private func showSwitcher() {
        switcher.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (index, key) in openTabs.enumerated() {
            let button = UIButton(primaryAction: UIAction(title: "Tab \(index + 1)") { [weak self] _ in self?.choose(key) })
            button.isSelected = key == selectedTab
            switcher.addArrangedSubview(button)
        }
        switcher.addArrangedSubview(UIButton(primaryAction: UIAction(image: UIImage(systemName: "plus")) { [weak self] _ in self?.newTab() }))
        switcher.addArrangedSubview(UIButton(primaryAction: UIAction(image: UIImage(systemName: "xmark")) { [weak self] _ in
            guard let self, let selected = self.selectedTab else { return }
            self.close(selected)
        }))
    }
    #endif
}
