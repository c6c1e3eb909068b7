final class HomeFlowController: NavGraphViewController, HomeFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func makeTrips() -> any TripsFlowControlling {
        TripsFlowController()
    }
}
