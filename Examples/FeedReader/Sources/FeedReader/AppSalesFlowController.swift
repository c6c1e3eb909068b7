#if canImport(UIKit)
import SwiftUI
import UIKit
#endif

/// One app's rank and price.
final class AppSalesFlowController: NavGraphViewController, AppSalesFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The app shown.
    private(set) var app: AppSegment?

    func start(context: AppSegment) {
        app = context
        #if canImport(UIKit)
        title = context.name
        host(Form {
            LabeledContent("Rank", value: context.rank, format: .number)
            LabeledContent("Price", value: context.price == 0 ? "Free" : context.price.formatted(.currency(code: "USD")))
        })
        #endif
    }
}
