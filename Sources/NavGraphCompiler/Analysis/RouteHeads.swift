/// The style and destination of every route a screen or flow performs, in the order of
/// `Graph.routeSources`, read off each route's box once per graph (`GraphAnalysis`).
///
/// The analysis walks the routes of the whole graph several times (which screens only links
/// show, who pushes what, the show graph, the stacks a link may push onto), asking each route only
/// its style and destination. At thousands of screens the routes' boxes no longer fit the caches,
/// and each of those walks waited on memory for every route; these flat lists are a few bytes a
/// route, read in order.
struct RouteHeads {
    /// A screen or flow and its routes: its heads are `first..<first + routes.count`.
    struct Owner {
        let name: Located<String>
        let routes: [Route]
        let first: Int
    }

    /// The screens, in the graph's order (owner `n` is screen `n`), then the flows with routes.
    let owners: [Owner]
    /// Each route's style.
    let styles: [NavGraphRouteStyle]
    /// Each route's destination, as written.
    let destinations: [String]

    init(_ graph: Graph) {
        var owners: [Owner] = []
        var styles: [NavGraphRouteStyle] = []
        var destinations: [String] = []
        owners.reserveCapacity(graph.screens.count + graph.flows.count)
        for (name, routes) in graph.routeSources {
            owners.append(Owner(name: name, routes: routes, first: styles.count))
            for index in routes.indices {  // by index: a loop copies each route out, retaining its box
                styles.append(routes[index].style.value)
                destinations.append(routes[index].destination.value)
            }
        }
        (self.owners, self.styles, self.destinations) = (owners, styles, destinations)
    }

    /// The route whose head is at `index`, of owner `owner`.
    func route(at index: Int, of owner: Int) -> Route {
        owners[owner].routes[index - owners[owner].first]
    }

    /// Where the heads of owner `owner` are.
    func heads(of owner: Int) -> Range<Int> {
        owners[owner].first..<owners[owner].first + owners[owner].routes.count
    }
}
