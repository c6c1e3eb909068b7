// Drives DuckDuckGo's browsing menu and tab switcher (Golden/realapps-duckduckgo-custom-transitions):
// headless, each route presents as its `presentation` says (the menu over the full screen, the tab
// switcher over the browser's context) and the browser hears each close; built against the UIKit
// double, the browser is asked for the transitioning delegate of the two routes that say
// `transition: app` and of no other: the menu is presented with the custom style as its own
// delegate, with its own presentation controller, the tab switcher with the browser's zoom, and the
// settings as UIKit presents a sheet. Exits non-zero at the first expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: MainWindowFlowController())
    guard let browser = navigator.topFlowController as? BrowserFlowController else { return expect(false, "the browser shows") }

    browser.perform(.browsingMenu)
    expect(navigator.visiblePath == [.mainWindow, .browser, .browsingMenu], "the menu: \(navigator.visiblePath)")
    expect(navigator.presentation(over: browser)?.presentation == .overFullScreen, "over the full screen, as declared")
    guard let menu = navigator.topFlowController as? BrowsingMenuFlowController else { return expect(false, "the menu shows") }
    menu.perform(.bookmarks)
    expect(navigator.visiblePath.suffix(2) == [.browsingMenu, .bookmarks], "the bookmarks over the menu: \(navigator.visiblePath)")
    expect(navigator.userSwipesDownSheet() && navigator.topFlowController === menu, "the bookmarks swiped away")
    menu.finish()
    browser.perform(.tabSwitcher)
    expect(navigator.presentation(over: browser)?.presentation == .overCurrentContext, "over the browser's context, as declared")
    (navigator.topFlowController as? TabSwitcherFlowController)?.finish()
    expect(navigator.topFlowController === browser, "both closed: \(navigator.visiblePath)")
    expect(Heard.shared.events == ["the menu closed", "the tab switcher closed"], "the browser heard each close: \(Heard.shared.events)")
    #if canImport(UIKit)
    driveInAWindow()
    #endif
    print("OK")
}

#if canImport(UIKit)
/// What the window's root presents on top, presentation over presentation.
@MainActor
func topPresented(in window: UIWindow) -> UIViewController? {
    var top = window.rootViewController?.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top
}

/// The two transitions the browser draws, under UIKit.
@MainActor
func driveInAWindow() {
    let window = UIWindow(windowScene: UIWindowScene())
    let root = MainWindowFlowController()
    _ = NavGraphUIKitNavigator.start(entry: root, in: window)
    UIKitDouble.finishAnimations()
    guard let browser = root.children.first as? BrowserFlowController else { return expect(false, "the browser is the window's child") }
    Heard.shared.events = []

    browser.perform(.browsingMenu)
    UIKitDouble.finishAnimations()
    guard let menu = topPresented(in: window) as? BrowsingMenuFlowController else {
        return expect(false, "the menu is presented: \(String(describing: topPresented(in: window)))")
    }
    expect(menu.modalPresentationStyle == .custom && menu.transitioningDelegate === menu, "the custom style, the menu its own delegate")
    expect(menu.presentationController is MenuPresentation, "with the menu's presentation controller")
    menu.finish()
    UIKitDouble.finishAnimations()
    expect(topPresented(in: window) == nil, "the menu closed")

    browser.perform(.tabSwitcher)
    UIKitDouble.finishAnimations()
    guard let switcher = topPresented(in: window) as? TabSwitcherFlowController else { return expect(false, "the tab switcher is presented") }
    expect(switcher.modalPresentationStyle == .custom && switcher.transitioningDelegate === browser.tabSwitcherTransition, "the browser's zoom")
    expect(switcher.presentingAnimator is ZoomIntoCell, "UIKit was given the zoom's animator")
    switcher.finish()
    UIKitDouble.finishAnimations()

    browser.perform(.settings)
    UIKitDouble.finishAnimations()
    guard let settings = topPresented(in: window) as? UINavigationController else { return expect(false, "the settings are presented in a stack") }
    expect(settings.modalPresentationStyle != .custom && settings.transitioningDelegate == nil, "UIKit's own presentation")
    expect(Heard.shared.events == ["asked for browsingMenu's transition", "the menu closed", "asked for tabSwitcher's transition", "the tab switcher closed"],
           "asked for the two routes that say so, and no other: \(Heard.shared.events)")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
