/// The FlowController at the root of one of the browser's windows: the whole browser
/// (`RootFlowController`) or a page opened in a window of its own (`WebPageFlowController`). The
/// scene asks it to show the app lock whenever the window starts or comes back locked.
@MainActor
protocol BrowserWindowRoot: AnyObject {
    /// Shows the app lock over everything the window shows, unless the app is unlocked or the
    /// window's lock shows already.
    func lockIfNeeded()
}

extension NavGraphNavigator {
    /// The root of the window this navigator shows, as the browser's windows have it.
    var browserWindowRoot: (any BrowserWindowRoot)? {
        navigation.state.root.flatMap { navigation.flowController(for: $0) } as? any BrowserWindowRoot
    }
}

/// Makes the page at the root of a window the graph opens (`newWindow`), with the profile every
/// window of the app shares, so that its lock is the app's one lock.
struct BrowserWindowRoots: NavGraphWindowRoots {
    /// The person's favourites and app lock.
    let profile: BrowserProfile

    func makeWebPageWindow() -> any WebPageFlowControlling {
        let page = WebPageFlowController()
        page.profile = profile
        return page
    }
}
