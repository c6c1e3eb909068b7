/// The `applinks` section of an apple-app-site-association file, made from a graph's links, so
/// that iOS opens the app for the site's URLs that the graph can show (universal links).
///
/// Every link counts: a pattern is a path, the same whichever scheme or host the URL has, and
/// the generated matcher reads the path of `http` and `https` URLs. Each link becomes one
/// component: its path with `*` for each parameter (`/items/*`), a `?` dictionary with `*` for
/// each query item it needs (items bound to optional values are left out, as a URL without
/// them still matches), and the screen's name as the comment. A link with a fragment
/// (`/#/room/{id}`) adds a `#` pattern, its fragment's path written as the path is (`/room/*`), and
/// no `?` dictionary: its query items are in the fragment, which the `#` pattern matches as one
/// text, so it always ends in `*` (`/room/*` already does).
public enum AppleAppSiteAssociation {
    private struct File: Encodable {
        struct AppLinks: Encodable {
            var details: [Detail]
        }

        struct Detail: Encodable {
            var appIDs: [String]
            var components: [Component]
        }

        struct Component: Encodable {
            var path: String
            var query: [String: String]?
            var fragment: String?
            var comment: String

            enum CodingKeys: String, CodingKey {
                case path = "/"
                case query = "?"
                case fragment = "#"
                case comment
            }
        }

        var applinks: AppLinks
    }

    /// The JSON text: `{"applinks": {"details": [{"appIDs": [appID], "components": [...]}]}}`.
    /// `appID` is the app's team ID and bundle ID, as in `ABCDE12345.com.example.shop`. Each
    /// domain serves a file of its own: the one for `domain` lists the links of every domain and
    /// those of that domain (`domain:`); without `domain`, only the links of every domain.
    public static func json(_ catalog: LinkCatalog, appID: String, domain: String? = nil) -> String {
        // A link of one custom scheme is no universal link; a link of another domain is not one here.
        let served = catalog.entries.filter { $0.scheme == nil && ($0.domain == nil || $0.domain?.lowercased() == domain?.lowercased()) }
        let components = served.map { entry in
            let pattern = entry.pattern
            if let fragment = pattern.fragment {
                return File.Component(path: componentPath(pattern.path), fragment: fragmentPattern(fragment), comment: entry.screen)
            }
            let query = entry.requiredQueryItems.isEmpty ? nil : Dictionary(uniqueKeysWithValues: entry.requiredQueryItems.map { ($0, "*") })
            return File.Component(path: componentPath(pattern.path), query: query, comment: entry.screen)
        }
        let file = File(applinks: .init(details: [.init(appIDs: [appID], components: components)]))
        return LinkListing.encode(file)
    }

    /// What a link's component matches, as one text: its path, and `#` and its fragment's pattern
    /// for a link with a fragment (`/#/room/*`): what `navgraph diff` compares the files by.
    static func componentText(_ pattern: LinkPattern) -> String {
        componentPath(pattern.path) + (pattern.fragment.map { "#" + fragmentPattern($0) } ?? "")
    }

    /// A link's fragment as a component's `#` pattern matches it: as its path is, then `*`.
    /// The app opens the fragment with query items it does not read and with a trailing `/`
    /// (`#/settings?from=mail`, `#/settings/`), as it opens a path; without the `*` iOS would send
    /// those to Safari. An AASA `?` matches any one character, so no pattern can spell the `?`
    /// that starts the items: the `*` takes them whole, present or not, and also lets through a
    /// longer literal (`#/settingsX`) that the app then does not open, the lesser harm.
    static func fragmentPattern(_ fragment: [LinkPattern.Segment]) -> String {
        let path = componentPath(fragment)
        return path.hasSuffix("*") ? path : path + "*"
    }

    /// A link's path (or fragment) as a component matches it: its literals, and `*` for each
    /// parameter (`/items/*`).
    static func componentPath(_ segments: [LinkPattern.Segment]) -> String {
        "/" + segments.map { segment -> String in
            switch segment {
            case .literal(let text): text
            case .parameter, .rest: "*"
            }
        }.joined(separator: "/")
    }
}
