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
        self.init(name: screen.name.value, routes: screen.ownRoutes, kind: .screen)
    }

    /// A flow's routes, which it performs itself.
    init(flow: Flow) {
        self.init(name: flow.name.value, routes: flow.routes, kind: .flow)
    }

    /// A set of shared routes, offered by `screens`.
    init(set: SharedRouteSet, offeredBy screens: [Screen]) {
        let names = screens.map(\.name.value)
        self.init(
            name: set.name.value, routes: set.routes, kind: .sharedRoutes,
            described: "every screen that offers the shared routes \(set.name.value) (" + names.joined(separator: ", ") + ")",
            offeredBy: WordReader.prose(names, conjunction: "and"))
    }

    private init(name: String, routes: [Route], kind: Kind, described: String? = nil, offeredBy: String? = nil) {
        self.name = name
        self.routes = routes
        self.kind = kind
        self.described = described ?? name
        self.offeredBy = offeredBy ?? name
    }
}

extension Graph {
    /// The offered sets of shared routes, as route owners.
    var sharedRouteOwners: [RouteOwner] {
        // The screens offering each set, found in one pass rather than a search per set.
        var offering: [String: [Screen]] = [:]
        for screen in screens {
            for set in Set(screen.sharedRoutes.map(\.value)) { offering[set, default: []].append(screen) }
        }
        return sharedRouteSets.map { RouteOwner(set: $0, offeredBy: offering[$0.name.value] ?? []) }
    }
}
