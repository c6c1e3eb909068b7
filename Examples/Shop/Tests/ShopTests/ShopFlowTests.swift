import Testing
@testable import Shop

/// The shop's flows, driven the way its views drive them, on a headless navigator.
@MainActor
struct ShopFlowTests {
    let navigator = NavGraphHeadlessNavigator()
    let store = ShopStore(items: [
        Item(id: 1, name: "Desk lamp", price: 4_800),
        Item(id: 2, name: "Reading chair", price: 32_000),
        Item(id: 3, name: "Floor lamp", price: 9_500),
    ])

    /// Starts the shop and returns its item list.
    func startShop() throws -> ItemListFlowController {
        let shop = ShopFlowController()
        shop.store = store
        navigator.start(entry: shop)
        return try #require(navigator.topFlowController as? ItemListFlowController)
    }

    @Test func theShopStartsWithEveryItemInItsNavigationStack() throws {
        let list = try startShop()
        #expect(navigator.visiblePath == [.shop, .itemList])
        #expect(list.items.map(\.id) == [1, 2, 3])
    }

    @Test func selectingAnItemPushesItsDetailWithItsID() throws {
        let list = try startShop()
        list.select(store.items[1])

        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        #expect(navigator.visiblePath == [.shop, .itemDetail])
        #expect(navigator.stack(containing: detail).map(\.navGraphNode) == [.itemList, .itemDetail])
        #expect(detail.item?.name == "Reading chair")

        detail.finish()
        #expect(navigator.visiblePath == [.shop, .itemList])
    }

    @Test func theContactFormIsPresentedInItsOwnStackWithTheItemsID() throws {
        let list = try startShop()
        list.select(store.items[0])
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        detail.askAboutItem()

        let presented = try #require(navigator.presentation(over: detail))
        #expect(presented.embedInStack)
        #expect(presented.presentation == .sheet)
        let form = try #require(presented.flowController as? ContactFormFlowController)
        #expect(form.itemID == 1)
        #expect(navigator.stack(containing: form).map(\.navGraphNode) == [.contactForm])

        form.send("   ")
        #expect(navigator.topFlowController === form, "a blank message is not sent")
        form.send("Is it dimmable?")
        #expect(store.sentMessages == [ContactMessage(itemID: 1, text: "Is it dimmable?")])
        #expect(navigator.presentation(over: detail) == nil)
        #expect(navigator.topFlowController === detail)
    }

    @Test func cancellingTheContactFormSendsNothing() throws {
        let list = try startShop()
        list.select(store.items[0])
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        detail.askAboutItem()
        let form = try #require(navigator.topFlowController as? ContactFormFlowController)
        form.cancel()
        #expect(store.sentMessages.isEmpty)
        #expect(navigator.visiblePath == [.shop, .itemDetail])
    }

    @Test func theSearchOptionsSheetHandsItsKeywordBackToTheList() throws {
        let list = try startShop()
        list.openSearchOptions()

        let presented = try #require(navigator.presentation(over: list))
        #expect(presented.presentation == .pageSheet)
        #expect(!presented.embedInStack)
        let options = try #require(presented.flowController as? SearchOptionsFlowController)
        #expect(options.initialKeyword == "")

        options.apply(" lamp ")
        #expect(navigator.visiblePath == [.shop, .itemList])
        #expect(list.keyword == "lamp")
        #expect(list.items.map(\.name) == ["Desk lamp", "Floor lamp"])

        list.openSearchOptions()
        let reopened = try #require(navigator.topFlowController as? SearchOptionsFlowController)
        #expect(reopened.initialKeyword == "lamp", "the sheet starts from the current keyword")
    }

    @Test func swipingBackFromADetailReturnsToTheListAndReleasesTheDetail() throws {
        let list = try startShop()
        list.select(store.items[0])
        weak let detail = navigator.topFlowController as? ItemDetailFlowController
        #expect(detail != nil)

        #expect(navigator.userSwipesBack(completing: false) == false, "a cancelled swipe changes nothing")
        #expect(navigator.visiblePath == [.shop, .itemDetail])
        #expect(navigator.userSwipesBack())
        #expect(navigator.visiblePath == [.shop, .itemList])
        #expect(detail == nil)
    }

    @Test func swipingTheSearchOptionsAwayKeepsTheKeyword() throws {
        let list = try startShop()
        list.openSearchOptions()
        try #require(navigator.topFlowController as? SearchOptionsFlowController).apply("lamp")

        list.openSearchOptions()
        #expect(navigator.presentation(over: list)?.detents == [.medium, .large])
        #expect(navigator.userSwipesDownSheet())
        #expect(navigator.visiblePath == [.shop, .itemList])
        #expect(list.keyword == "lamp")
        #expect(list.searchOptionsDismissed == 1)
    }

    @Test func theContactFormCannotBeSwipedAway() throws {
        let list = try startShop()
        list.select(store.items[0])
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        detail.askAboutItem()

        #expect(navigator.presentation(over: detail)?.dismissible == false)
        #expect(!navigator.userSwipesDownSheet())
        #expect(navigator.topFlowController is ContactFormFlowController)
    }
}
