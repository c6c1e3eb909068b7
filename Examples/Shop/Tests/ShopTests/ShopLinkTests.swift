import Foundation
import Testing
@testable import Shop

/// Links and notifications into the shop, on a headless navigator (items 1, 2 and 3).
extension ShopFlowTests {
    @Test func aLinkPushesTheItemsDetailAboveTheList() throws {
        _ = try startShop()
        #expect(navigator.open(url: try #require(URL(string: "shop://items/2"))))
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        #expect(navigator.stack(containing: detail).map(\.navGraphNode) == [.itemList, .itemDetail])
        #expect(detail.item?.name == "Reading chair")
    }

    @Test func aPromotionOnlyALinkOpensIsPushedOntoTheShopsStack() throws {
        let list = try startShop()
        list.select(store.items[1])
        #expect(navigator.open(url: try #require(URL(string: "shop://promotions/SPRING"))))
        let promotion = try #require(navigator.topFlowController as? PromotionFlowController)
        #expect(promotion.code == "SPRING")
        #expect(navigator.stack(containing: promotion).map(\.navGraphNode) == [.itemList, .promotion], "above the list, as the graph says")
        promotion.showItem()
        #expect(navigator.stack(containing: promotion).map(\.navGraphNode) == [.itemList, .promotion, .itemDetail])
        #expect(navigator.userTapsBack() && navigator.topFlowController === promotion, "back returns to the promotion")
    }

    @Test func aUniversalLinkOpensTheSameScreen() throws {
        _ = try startShop()
        #expect(navigator.open(url: try #require(URL(string: "https://shop.example.com/items/1/"))))
        #expect((navigator.topFlowController as? ItemDetailFlowController)?.item?.id == 1)
    }

    @Test func aLinkClosesTheSearchSheetAndTheDetailShownBefore() throws {
        let list = try startShop()
        list.select(store.items[0])
        #expect(navigator.userTapsBack())
        list.openSearchOptions()
        #expect(navigator.open(url: try #require(URL(string: "shop://items/42"))))
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        #expect(navigator.stack(containing: detail).map(\.navGraphNode) == [.itemList, .itemDetail])
        #expect(navigator.presentation(over: list) == nil, "the search options closed")
        #expect(detail.item == nil, "item 42 is not for sale: the detail says so")
    }

    /// The contact form closes only by sending or cancelling (`dismissible: false`): a link or a
    /// notification that comes while someone writes waits, and opens once the message is sent.
    @Test func aLinkWaitsForTheContactFormToBeSentOrCancelled() throws {
        let list = try startShop()
        list.select(store.items[0])
        try #require(navigator.topFlowController as? ItemDetailFlowController).askAboutItem()
        let form = try #require(navigator.topFlowController as? ContactFormFlowController)
        #expect(!navigator.open(url: try #require(URL(string: "shop://items/2"))))
        #expect(!navigator.open(.itemDetail(3)), "a notification waits too; the newer one replaces the link")
        #expect(navigator.topFlowController === form, "the half-written message stays")

        form.send("Is it dimmable?")
        #expect(store.sentMessages == [ContactMessage(itemID: 1, text: "Is it dimmable?")])
        let detail = try #require(navigator.topFlowController as? ItemDetailFlowController)
        #expect(detail.item?.id == 3)
        #expect(navigator.stack(containing: detail).map(\.navGraphNode) == [.itemList, .itemDetail])
    }

    @Test func aURLThatMatchesNothingOpensNothing() throws {
        _ = try startShop()
        #expect(!navigator.open(url: try #require(URL(string: "shop://orders/42"))))
        #expect(!navigator.open(url: try #require(URL(string: "shop://items"))))
        #expect(navigator.visiblePath == [.shop, .itemList])
    }

    /// The graph declares its scheme and its site: a URL of another scheme or host, or with a
    /// user, password or port, opens nothing, whatever its path.
    @Test func aURLOfAnotherSchemeOrHostOpensNothing() throws {
        _ = try startShop()
        for text in ["https://evil.example/items/42", "javascript://items/42", "file:///items/42",
                     "shop://user:pw@items:99/42", "http://shop.example.com/items/42"] {
            #expect(!navigator.open(url: try #require(URL(string: text))), "\(text)")
        }
        #expect(navigator.visiblePath == [.shop, .itemList])
    }

    /// An ID written in any but its plain decimal form opens nothing.
    @Test func anItemIDInAnotherSpellingOpensNothing() throws {
        _ = try startShop()
        for text in ["shop://items/+1", "shop://items/01", "shop://items/%201", "shop://items/" + String(repeating: "0", count: 100_000) + "7"] {
            #expect(!navigator.open(url: try #require(URL(string: text))), "\(text.prefix(40))")
        }
        #expect(navigator.visiblePath == [.shop, .itemList])
    }

    @Test func anItemIDThatIsNotANumberOpensNothing() throws {
        _ = try startShop()
        #expect(!navigator.open(url: try #require(URL(string: "shop://items/chair"))))
        #expect(NavGraphDestination(url: try #require(URL(string: "shop://items/chair"))) == nil)
        #expect(navigator.visiblePath == [.shop, .itemList])
    }

    @Test func aNotificationCarryingTheDestinationOpensIt() throws {
        _ = try startShop()
        let userInfo: [AnyHashable: Any] = try ShopNotification.userInfo(opening: .itemDetail(42))
        let destination = try #require(ShopNotification.destination(in: userInfo))
        #expect(destination == .itemDetail(42))
        #expect(navigator.open(destination))
        #expect(navigator.visiblePath == [.shop, .itemDetail])
        #expect(navigator.open(.itemDetail(3)))
        #expect((navigator.topFlowController as? ItemDetailFlowController)?.item?.id == 3)
    }

    @Test func aNotificationWithoutADestinationOpensNothing() {
        #expect(ShopNotification.destination(in: ["aps": ["alert": "Sale"]]) == nil)
        #expect(ShopNotification.destination(in: [ShopNotification.destinationKey: #"{"name":"Gone"}"#]) == nil)
    }
}
