/// The orders the feed can be shown in: the system's action sheet, worded here.
final class SortOrderFlowController: SortOrderFlowControlling {
    weak var navigator: (any NavGraphNavigator)?

    func start() {}

    var alert: NavGraphAlert<FeedOrder> {
        NavGraphAlert(title: "Sort the feed", actions: [
            NavGraphAlertAction("By rank", value: .rank),
            NavGraphAlertAction("By price", value: .price),
            NavGraphAlertAction("Cancel", role: .cancel),
        ])
    }
}
