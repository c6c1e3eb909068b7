import NavGraphCompiler

/// `navgraph links`: list a graph's links, or write the apple-app-site-association section for them.
public typealias LinksCommand = RenderingCommand<LinkListingFormat>

/// What `navgraph links` prints.
public enum LinkListingFormat: GraphRendering {
    /// One aligned line per link: its pattern, its screen and its placement; the default.
    case text
    /// The same as a JSON object: `links`, each placement naming its `way`, and `ways`, each written once.
    case json
    /// The applinks section of an apple-app-site-association file for the app `appID`
    /// (`TEAMID.bundle.id`), served from `domain`, whose own links it adds.
    case appleAppSiteAssociation(appID: String, domain: String?)

    /// The text listing.
    public static var `default`: LinkListingFormat { .text }

    /// The graph's links listed in this format.
    public func render(_ graph: ValidGraph) -> String {
        switch self {
        case .text: LinkListing.text(LinkCatalog(graph))
        case .json: LinkListing.json(LinkCatalog(graph))
        case .appleAppSiteAssociation(let appID, let domain): AppleAppSiteAssociation.json(LinkCatalog(graph), appID: appID, domain: domain)
        }
    }
}
