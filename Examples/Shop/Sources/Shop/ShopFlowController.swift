#if canImport(UIKit)
import UIKit
#endif

/// The shop's navigation stack, with the item list at its root.
final class ShopFlowController: NavGraphViewController, ShopFlowControlling {
    weak var navigator: (any NavGraphNavigator)?
    /// The shop's data; set by whoever makes this FlowController, and handed down.
    var store: ShopStore!

    func makeItemList() -> any ItemListFlowControlling {
        let list = ItemListFlowController()
        list.store = store
        return list
    }

    func makeItemDetail() -> any ItemDetailFlowControlling {
        let detail = ItemDetailFlowController()
        detail.store = store
        return detail
    }

    func makePromotion() -> any PromotionFlowControlling {
        let promotion = PromotionFlowController()
        promotion.store = store
        return promotion
    }
}
