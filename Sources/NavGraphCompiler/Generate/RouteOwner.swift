/// What a route enum and the code that performs its routes are generated for: a screen, with the
/// routes written on it; a flow, with its routes; or a set of shared routes, with its routes, once
/// for every screen that offers it.
struct RouteOwner {
    /// The screen's or the set's name; the route enum is `<name>Route`.
    let name: String
    /// The routes of the enum, in the order written.
    let routes: [Route]
    /// What performs the routes.
    enum Kind {
        case screen, flow, sharedRoutes
    }

    /// What performs the routes.
    let kind: Kind
    /// "ItemList", "every screen that offers the shared routes StatusRow (Timeline, Profile)".
    let described: String
    /// For a set of shared routes, the screens that offer it: "Timeline and Profile".
    let offeredBy: String

    /// A screen's own routes.
    init(screen: Screen) {
        name = screen.name.value
        routes = screen.ownRoutes
        kind = .screen
        described = name
        offeredBy = name
    }

    /// A flow's routes, which it performs itself.
    init(flow: Flow) {
        name = flow.name.value
        routes = flow.routes
        kind = .flow
        described = name
        offeredBy = name
    }

    /// A set of shared routes, offered by `screens`.
    init(set: SharedRouteSet, offeredBy screens: [Screen]) {
        name = set.name.value
        routes = set.routes
        kind = .sharedRoutes
        described = "every screen that offers the shared routes \(name) (" + screens.map(\.name.value).joined(separator: ", ") + ")"
        offeredBy = WordReader.prose(screens.map(\.name.value), conjunction: "and")
    }
}

extension Graph {
    /// The offered sets of shared routes, as route owners.
    var sharedRouteOwners: [RouteOwner] {
        sharedRouteSets.map { RouteOwner(set: $0, offeredBy: screens(offering: $0.name.value)) }
    }
}
