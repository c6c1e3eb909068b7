/// What a favourite's row does, on the grid and in a folder alike (the shared routes
/// FavouriteRow): it loads the favourite's page, pushed onto the favourites' stack.
extension FavouriteRowRouting {
    /// The view reports a tap on a favourite.
    func load(_ favourite: Favourite) {
        perform(.page(favourite.address))
    }

    func makePage() -> any WebPageFlowControlling {
        WebPageFlowController()
    }
}
