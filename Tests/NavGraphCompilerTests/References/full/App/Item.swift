// The app's own type that the graph names as `external`: Hashable and Sendable, not Codable.
struct Item: Hashable, Sendable {
    var id: Int
    var title: String
}
