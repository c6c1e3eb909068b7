#if canImport(UIKit)
import UIKit
#endif

/// The browser's home: the open tabs with the address bar above them, in a view this
/// FlowController lays out (DuckDuckGo's MainViewController puts its omnibar above the tab).
final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The person's favourites and app lock; set by the RootFlowController.
    var profile: BrowserProfile!

    func makeTabs() -> any TabsFlowControlling {
        let tabs = TabsFlowController()
        tabs.profile = profile
        return tabs
    }

    func makeAddressBar() -> any AddressBarFlowControlling {
        let addressBar = AddressBarFlowController()
        addressBar.profile = profile
        return addressBar
    }

    /// Puts a child's view in its place: the address bar on top, the tabs below, whichever
    /// comes first.
    func contain(_ viewController: NavGraphViewController, as child: HomeChild) {
        #if canImport(UIKit)
        addChild(viewController)
        let childView: UIView = viewController.view
        childView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(childView)
        let guide = view.safeAreaLayoutGuide
        switch child {
        case .addressBar:
            NSLayoutConstraint.activate([
                childView.topAnchor.constraint(equalTo: guide.topAnchor),
                childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                childView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                childView.heightAnchor.constraint(equalToConstant: 56),
            ])
        case .tabs:
            NSLayoutConstraint.activate([
                childView.topAnchor.constraint(equalTo: guide.topAnchor, constant: 56),
                childView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                childView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                childView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
        viewController.didMove(toParent: self)
        #endif
    }

    #if canImport(UIKit)
    override func loadView() {
        let view = UIView()
        view.backgroundColor = .systemBackground
        self.view = view
    }
    #endif
}
