// Drives passwords.navgraph.yaml (DuckDuckGo's ddgOpenPasswords://, whose link sets the source and
// the open search field) headlessly: the URL presents the list with the constants; a notification
// opens only a context that link makes; the state saves and restores through JSON, and a saved
// state whose constants differ is refused. Built against the UIKit double too, it opens the link
// in a window as well: the list is presented with the constants. Exits non-zero at the first
// expectation that does not hold.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

@MainActor
func drive() {
    let navigator = NavGraphHeadlessNavigator()
    navigator.start(entry: MainFlowController())
    let widget = AutofillLoginsRoute(source: .homeScreenWidget, openSearch: true, accountID: nil)

    expect(navigator.open(url: URL(string: "ddgOpenPasswords://")!), "ddgOpenPasswords:// opens")
    let list = navigator.topFlowController as? PasswordsListFlowController
    expect(list?.route == widget, "the list is opened with the link's constants: \(String(describing: list?.route))")
    expect(NavGraphDestination(url: URL(string: "ddgNewSearch://")!) == .browser(.newSearch), "ddgNewSearch:// opens the browser")
    expect(NavGraphDestination(url: URL(string: "ddgFavorites://")!) == .browser(.favorites), "ddgFavorites:// its favourites")

    // Saved and restored through JSON: the entry the link opened comes back with its constants.
    let saved = navigator.savedState!
    let relaunched = NavGraphHeadlessNavigator()
    do {
        try relaunched.restore(throughJSON(saved), entry: MainFlowController())
    } catch {
        return expect(false, "the opened list restores: \(error)")
    }
    expect(relaunched.savedState == saved, "it comes back as it was: \(relaunched.visiblePath)")
    expect((relaunched.topFlowController as? PasswordsListFlowController)?.route == widget, "with the link's constants")

    // A saved state whose link-opened entry holds other constants is one no URL gave: refused.
    do {
        let json = try JSONEncoder().encode(saved)
        let original = String(decoding: json, as: UTF8.self)
        expect(original.contains("\"homeScreenWidget\""), "the saved state names the source: \(original)")
        let text = original.replacingOccurrences(of: "\"homeScreenWidget\"", with: "\"settings\"")
        try NavGraphHeadlessNavigator().restore(
            JSONDecoder().decode(NavGraphSavedState<NavGraphDestination>.self, from: Data(text.utf8)), entry: MainFlowController())
        expect(false, "a state with the settings' source as the link's entry restores")
    } catch {
        expect(error as? NavGraphRestoreError == .notLinkValue(.passwordsList), "refused as no link's value: \(error)")
    }

    // A notification opens only what the link could have: the widget's constants, not others.
    expect(!navigator.open(.passwordsList(AutofillLoginsRoute(source: .homeScreenWidget, openSearch: false, accountID: nil))), "not with the search closed")
    expect(!navigator.open(.passwordsList(AutofillLoginsRoute(source: .lockScreenWidget, openSearch: true, accountID: nil))), "not from another source")
    expect(navigator.open(.passwordsList(widget)), "the widget's constants open")
    #if canImport(UIKit)
    driveInAWindow(expecting: widget)
    #endif
    print("OK")
}

#if canImport(UIKit)
/// The link opened by the UIKit navigator: the passwords list presented over the browser, in its
/// own navigation controller, started with the link's constants.
@MainActor
func driveInAWindow(expecting widget: AutofillLoginsRoute) {
    let window = UIWindow(windowScene: UIWindowScene())
    let navigator = NavGraphUIKitNavigator.start(entry: MainFlowController(), in: window)
    UIKitDouble.finishAnimations()
    expect(navigator.open(url: URL(string: "ddgOpenPasswords://")!), "ddgOpenPasswords:// opens in a window")
    UIKitDouble.finishAnimations()
    let presented = window.rootViewController?.presentedViewController
    let list = (presented as? UINavigationController)?.topViewController ?? presented
    expect((list as? PasswordsListFlowController)?.route == widget, "the presented list has the link's constants: \(String(describing: presented))")
    expect(UIKitDouble.log.isEmpty, "UIKit refused nothing: \(UIKitDouble.log)")
}
#endif

MainActor.assumeIsolated { drive() }
