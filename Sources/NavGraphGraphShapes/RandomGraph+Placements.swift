extension RandomGraph {
    /// A screen every component's root pushes with an `Int`, placed without a URL in all their
    /// stacks (`placement: { in: [...] }`), and a screen it pushes with the last type declared
    /// (or a `String`), placed as a chain through it (`placement: { through: [...] }`), and a
    /// sub-flow they all push with an `Int`, whose root is placed in all their stacks (the
    /// placement pushes the sub-flow, handed the root's context), a screen that only its
    /// placement in all their stacks shows (no route pushes it), and chains through a screen
    /// whose context is an enum opened with one of its cases (`casedChains`): the generated `open(_:)` and
    /// `open<Screen>(_:through:)` meet the graph's own type names. The first component flow (a
    /// tab, a switch's or a container's child) opens by destination as it is, and the sub-flow by
    /// a placement of its own beside its root's, in the same places. Drawn without the generator,
    /// so that each seed's graphs stay the ones the properties count on.
    mutating func placedWithoutURLs(pushedBy roots: [String], in flows: [String]) {
        let (first, last, subflow, subflowRoot, alone) = (placedName(), placedName(), placedName(), placedName(), placedName())
        let context = declaredTypes.last ?? "String"
        let places = "    placement: { in: [\(flows.joined(separator: ", "))] }"
        addScreen(first, lines: ["    context: Int", places])
        addScreen(last, lines: ["    context: \"\(context)\"", "    placement: { through: [\(first)] }"])
        addScreen(subflowRoot, lines: ["    context: Int", places])
        addScreen(alone, lines: ["    context: Int", places])
        flowLines.append("  \(subflow): { kind: stack, root: \(subflowRoot), context: Int, placement: { in: [\(flows.joined(separator: ", "))] } }")
        if let first = flows.first, let index = flowLines.firstIndex(where: { $0.hasPrefix("  \(first): {") && $0.hasSuffix(" }") }) {
            flowLines[index] = String(flowLines[index].dropLast(2)) + ", placement: {} }"
        }
        addCountedRoute(from: first, "to: \(last), style: push, context: \"\(context)\"")
        for root in roots {
            addCountedRoute(from: root, "to: \(first), style: push, context: Int")
            addCountedRoute(from: root, "to: \(subflow), style: push, context: Int")
        }
        casedChains(pushedBy: roots, places: places)
    }

    /// A screen whose context is an enum with keyword cases (`inout` carrying an `Int`,
    /// `default` carrying nothing), placed in all the stacks, and two screens it pushes, placed
    /// as chains through it opened with one case each (`through: [{ screen, case }]`): the
    /// generated openers take the case's payload, labelled by the case, or nothing.
    private mutating func casedChains(pushedBy roots: [String], places: String) {
        let (type, cased, carried, plain) = (placedName(), placedName(), placedName(), placedName())
        typeLines += ["  \(type):", "    cases: [{ inout: Int }, default]"]
        addScreen(cased, lines: ["    context: \(type)", places])
        addScreen(carried, lines: ["    context: String", "    placement: { through: [{ screen: \(cased), case: inout }] }"])
        addScreen(plain, lines: ["    placement: { through: [{ screen: \(cased), case: default }] }"])
        addCountedRoute(from: cased, "to: \(carried), style: push, context: String")
        addCountedRoute(from: cased, "to: \(plain), style: push")
        for root in roots { addCountedRoute(from: root, "to: \(cased), style: push, context: \(type)") }
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
