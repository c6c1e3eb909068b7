extension RandomGraph {
    /// A route between two screens of one component, as written: its screen, the index of its
    /// destination among the component's members, its name and its line among its screen's routes.
    struct MemberRoute {
        var owner: String
        var target: Int
        var name: String
        var line: Int
    }

    /// Now and then a route of several steps: a route to another screen of the component goes on
    /// (`then:`) with one of that screen's routes to a third, which has no steps of its own (only
    /// one route of a component gets steps). Every such route pushes or presents, as a step must.
    mutating func routeWithSteps(among routes: [MemberRoute], of members: [String]) {
        let candidates = routes.compactMap { route -> (route: MemberRoute, step: String)? in
            let destination = members[route.target]
            guard destination != route.owner else { return nil }
            return routes.first { $0.owner == destination && members[$0.target] != destination }.map { (route, $0.name) }
        }
        guard let chosen = candidates.randomElement(using: &generator), Bool.random(using: &generator),
              let index = screenIndex[chosen.route.owner] else { return }
        let line = screens[index].routes[chosen.route.line]
        screens[index].routes[chosen.route.line] = String(line.dropLast(2)) + ", then: [\(yamlKey(chosen.step))] }"
    }
}
