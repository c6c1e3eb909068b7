extension RandomGraph {
    /// A screen every component's root pushes with an `Int`, placed without a URL in all their
    /// stacks (`placement: { in: [...] }`), and a screen it pushes with the last type declared
    /// (or a `String`), placed as a chain through it (`placement: { through: [...] }`): the
    /// generated `open(_:)` and `open<Screen>(_:through:)` meet the graph's own type names. Drawn
    /// without the generator, so that each seed's graphs stay the ones the properties count on.
    mutating func placedWithoutURLs(pushedBy roots: [String], in flows: [String]) {
        let (first, last) = (placedName(), placedName())
        let context = declaredTypes.last ?? "String"
        addScreen(first, lines: ["    context: Int", "    placement: { in: [\(flows.joined(separator: ", "))] }"])
        addScreen(last, lines: ["    context: \"\(context)\"", "    placement: { through: [\(first)] }"])
        addCountedRoute(from: first, "to: \(last), style: push, context: \"\(context)\"")
        for root in roots { addCountedRoute(from: root, "to: \(first), style: push, context: Int") }
    }

    /// Adds a route to `screen` named `placed1`, `placed2`, …, counted rather than drawn.
    private mutating func addCountedRoute(from screen: String, _ keys: String) {
        guard let index = screenIndex[screen] else { return }
        counter += 1
        let name = "placed\(counter)"
        screens[index].routeNames.insert(name)
        screens[index].routes.append("      \(name): { \(keys) }")
    }

    /// `Placed1`, `Placed2`, …: a screen name no other takes, counted rather than drawn.
    private mutating func placedName() -> String {
        counter += 1
        let name = "Placed\(counter)"
        taken.insert(name.lowercased())
        return name
    }
}
