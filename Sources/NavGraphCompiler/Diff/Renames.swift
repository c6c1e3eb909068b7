/// How the old graph's screens, flows and routes are found in the new one: under the same name,
/// or under a name whose `formerly:` lists the old one. A name the new graph neither declares nor
/// lists as former is gone.
struct Renames {
    /// For each former name of a screen or flow in the new graph, its name there.
    private let nodes: [String: String]
    /// For each screen and flow of the new graph, its routes' former names with their names now.
    private let routes: [String: [String: String]]
    private let new: Graph

    init(new: Graph) {
        self.new = new
        nodes = Dictionary(new.formerNodeNames.map { ($0.former.value, $0.current) }) { first, _ in first }
        var routes: [String: [String: String]] = [:]
        for (owner, performed) in new.routeSources {
            for route in performed {
                for former in route.formerNames where routes[owner.value]?[former.value] == nil {
                    routes[owner.value, default: [:]][former.value] = route.name.value
                }
            }
        }
        self.routes = routes
    }

    /// The new graph's name of the old graph's screen or flow `name`; `nil` when it is gone.
    func node(_ name: String) -> String? {
        if let renamed = nodes[name] { return renamed }
        return new.declaresNode(name) ? name : nil
    }

    /// Whether the new graph says that `name` was renamed (`formerly:`).
    func isRenamed(_ name: String) -> Bool { nodes[name] != nil }

    /// The new graph's name of the route `route` of the old graph's screen or flow that is
    /// `owner` in the new one; `nil` when it is gone.
    func route(_ route: String, of owner: String) -> String? {
        if let renamed = routes[owner]?[route] { return renamed }
        let performed = new.screen(named: owner)?.routes ?? new.flow(named: owner)?.routes ?? []
        return performed.contains { $0.name.value == route } ? route : nil
    }
}
