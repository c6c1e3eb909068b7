import Foundation

/// An item for sale.
struct Item: Hashable, Sendable, Identifiable {
    /// The item's ID, which the graph hands from the list to the detail and the contact form.
    let id: ItemID
    /// What the item is called.
    let name: String
    /// The price, in yen.
    let price: Int
}

/// A message to the shop about one item.
struct ContactMessage: Hashable, Sendable {
    /// The item the message is about.
    let itemID: ItemID
    /// What the customer wrote.
    let text: String
}

/// The shop's data: the items it sells and the messages sent to it. One store per scene, handed
/// from FlowController to FlowController; there is no shared instance.
@MainActor
final class ShopStore {
    /// Every item, in the order the shop lists them.
    let items: [Item]
    /// The messages sent so far, oldest first.
    private(set) var sentMessages: [ContactMessage] = []

    /// A store selling `items`.
    init(items: [Item]) {
        self.items = items
    }

    /// The items whose name contains `keyword` (case-insensitive); every item for an empty keyword.
    func items(matching keyword: String) -> [Item] {
        let keyword = keyword.trimmingCharacters(in: .whitespaces)
        guard !keyword.isEmpty else { return items }
        return items.filter { $0.name.localizedCaseInsensitiveContains(keyword) }
    }

    /// The item with `id`, if the shop sells it.
    func item(_ id: ItemID) -> Item? {
        items.first { $0.id == id }
    }

    /// Sends `message` to the shop.
    func send(_ message: ContactMessage) {
        sentMessages.append(message)
    }
}
