/// A FlowController that hands the person's profile to what it makes.
@MainActor
protocol ProfileHolding {
    /// The person's favourites and app lock.
    var profile: BrowserProfile! { get }
}

/// What a favourite's row does, on the grid and in a folder alike (the shared routes
/// FavouriteRow): it loads the favourite's page, pushed onto the tab's stack.
extension FavouriteRowRouting where Self: ProfileHolding {
    /// The view reports a tap on a favourite.
    func load(_ favourite: Favourite) {
        perform(.page(favourite.address))
    }

    func makePage() -> any WebPageFlowControlling {
        let page = WebPageFlowController()
        page.profile = profile
        return page
    }
}
