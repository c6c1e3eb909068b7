// The app's own type that the graph names as an external type called `Identifiable`: it shadows
// Swift's protocol in this module, and generated code must not care.
struct Identifiable: Swift.Hashable, Swift.Sendable {
    var id: Int
}
