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
        // As DuckDuckGo's addToContentContainer(controller:): the tab fills the content area.
        addChild(viewController, filling: content)
        showSwitcher()
        #endif
    }

    #if canImport(UIKit)
    /// The switcher: a button per open tab, then + and the close button.
    private let switcher = UIStackView()
    /// Where the selected tab shows, below the switcher.
    private let content = UIView()

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
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: switcher.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
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

#if canImport(UIKit)
extension UIViewController {
    /// Adds `child` as a child view controller whose view fills `area`, one of this one's views,
    /// as a container adds a child.
    func addChild(_ child: UIViewController, filling area: UIView) {
        addChild(child)
        child.view.frame = area.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        area.addSubview(child.view)
        child.didMove(toParent: self)
    }
}
#endif
