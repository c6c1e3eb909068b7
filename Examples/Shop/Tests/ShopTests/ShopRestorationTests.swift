import Foundation
import Testing
@testable import Shop

/// Saving the shop's navigation and restoring it in a new navigator, the way its scene does
/// across launches, and refusing a saved state that no longer fits the graph.
extension ShopFlowTests {
    /// What the scene saves: the navigation as JSON, with sorted keys so tests can edit it.
    func savedJSON() throws -> String {
        let saved = try #require(navigator.savedState)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(saved), as: UTF8.self)
    }

    /// The shown FlowController of type `type` nearest the root.
    func shown<FlowController>(_ type: FlowController.Type, by navigator: NavGraphHeadlessNavigator) -> FlowController? {
        navigator.state.visibleEntries.lazy.compactMap { navigator.navigation.flowController(for: $0) as? FlowController }.first
    }

    /// A new navigator showing `json` with a new shop, the way the scene connects again.
    func relaunch(restoring json: String) throws -> NavGraphHeadlessNavigator {
        let restored = NavGraphHeadlessNavigator()
        let shop = ShopFlowController()
        shop.store = store
        try restored.restore(ShopRestoration.savedState(in: [ShopRestoration.stateKey: Data(json.utf8)]), entry: shop)
        return restored
    }

    @Test func aPresentedFormAboveAPushedDetailIsRestoredWithItsContexts() throws {
        let list = try startShop()
        list.select(store.items[1])
        try #require(navigator.topFlowController as? ItemDetailFlowController).askAboutItem()

        let restored = try relaunch(restoring: try savedJSON())
        #expect(restored.visiblePath == [.shop, .itemDetail, .contactForm])
        let form = try #require(restored.topFlowController as? ContactFormFlowController)
        #expect(form.itemID == 2)
        #expect(restored.stack(containing: form).map(\.navGraphNode) == [.contactForm], "still in a stack of its own")
        let detail = try #require(shown(ItemDetailFlowController.self, by: restored))
        #expect(detail.item?.name == "Reading chair")
        #expect(restored.presentation(over: detail)?.dismissible == false, "presented as the route says")
        #expect(restored.savedState == navigator.savedState, "saving the restored state gives what was saved")

        form.send("Still for sale?")
        #expect(store.sentMessages == [ContactMessage(itemID: 2, text: "Still for sale?")])
        #expect(restored.topFlowController === detail)
        #expect(restored.userTapsBack())
        #expect(restored.visiblePath == [.shop, .itemList])
    }

    @Test func aRestoredSheetStillHandsItsKeywordBackToTheRestoredList() throws {
        let list = try startShop()
        list.openSearchOptions()

        let restored = try relaunch(restoring: try savedJSON())
        let options = try #require(restored.topFlowController as? SearchOptionsFlowController)
        let restoredList = try #require(shown(ItemListFlowController.self, by: restored))
        #expect(restored.presentation(over: restoredList)?.detents == [.medium, .large])
        options.apply("lamp")
        #expect(restoredList.keyword == "lamp")
        #expect(restored.visiblePath == [.shop, .itemList])
    }

    @Test func aDetailALinkOpenedIsRestoredAsALinkOpenedIt() throws {
        _ = try startShop()
        #expect(navigator.open(url: try #require(URL(string: "shop://items/3"))))
        let json = try savedJSON()
        #expect(!json.contains(#""route""#), "no route opened it")

        let restored = try relaunch(restoring: json)
        #expect(restored.visiblePath == [.shop, .itemDetail])
        #expect((restored.topFlowController as? ItemDetailFlowController)?.item?.id == 3)
        #expect(restored.savedState == navigator.savedState)
    }

    @Test func aSavedStateThatNoLongerFitsTheGraphIsRefusedAndShowsNothing() throws {
        let list = try startShop()
        list.select(store.items[1])
        let json = try savedJSON()
        #expect(json.contains(#""route":"detail""#) && json.contains(#""context":2"#) && json.contains(#""version":1"#))

        #expect(throws: NavGraphRestoreError.unknownRoute("details", of: .itemList), "a renamed route") {
            try relaunch(restoring: json.replacingOccurrences(of: #""route":"detail""#, with: #""route":"details""#))
        }
        #expect(throws: NavGraphRestoreError.notAChild(.itemPage, of: .shop), "another root") {
            try relaunch(restoring: json.replacingOccurrences(of: #""name":"ItemList""#, with: #""name":"ItemPage""#))
        }
        #expect(throws: NavGraphRestoreError.unsupportedVersion(2)) {
            try relaunch(restoring: json.replacingOccurrences(of: #""version":1"#, with: #""version":2"#))
        }
        #expect(throws: DecodingError.self, "a screen removed") {
            try relaunch(restoring: json.replacingOccurrences(of: #""name":"ItemDetail""#, with: #""name":"ItemPage""#))
        }
        #expect(throws: DecodingError.self, "a context of another type") {
            try relaunch(restoring: json.replacingOccurrences(of: #""context":2"#, with: #""context":"two""#))
        }
    }

    @Test func aRefusedStateLeavesTheNavigatorAsItWasAndTheShopStartsAfresh() throws {
        let restored = NavGraphHeadlessNavigator()
        let shop = ShopFlowController()
        shop.store = store
        let stale = NavGraphSavedState<NavGraphDestination>(root: .init(name: .shop, content: .stack([.init(name: .contactForm)])))
        #expect(throws: NavGraphRestoreError.notAChild(.contactForm, of: .shop)) {
            try restored.restore(stale, entry: shop)
        }
        #expect(restored.visiblePath.isEmpty)
        #expect(throws: ShopRestoration.Missing.self) { try ShopRestoration.savedState(in: nil) }

        restored.start(entry: shop)
        #expect(restored.visiblePath == [.shop, .itemList])
    }
}

private extension NavGraphNodeName {
    /// A screen this version of the graph does not have.
    static let itemPage = NavGraphNodeName(rawValue: "ItemPage")
}
