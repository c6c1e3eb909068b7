// Hand-written FlowControllers for passwords.navgraph.yaml: the browser and the passwords list
// record what they were started with, so that main.swift can check what each URL opened.

import Foundation
#if canImport(UIKit)
import UIKit
#endif

final class MainFlowController: NavGraphViewController, MainFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    func makeBrowser() -> any BrowserFlowControlling { BrowserFlowController() }
    func contextForBrowser() -> BrowserLaunch { .newSearch }
    func makePasswordsList() -> any PasswordsListFlowControlling { PasswordsListFlowController() }
}

final class BrowserFlowController: NavGraphViewController, BrowserFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// How the browser was launched.
    var launch: BrowserLaunch?
    func start(context: BrowserLaunch) { launch = context }
    func makePasswords() -> any PasswordsListFlowControlling { PasswordsListFlowController() }
    func passwordsDidEnd() {}
}

final class PasswordsListFlowController: NavGraphViewController, PasswordsListFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// What the list was opened with.
    var route: AutofillLoginsRoute?
    func start(context: AutofillLoginsRoute) { route = context }
}
