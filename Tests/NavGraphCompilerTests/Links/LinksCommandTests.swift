import Foundation
import Testing
@testable import NavGraphCompiler

@Suite("navgraph links and the apple-app-site-association section")
struct LinksCommandTests {
    private static let graph = """
        version: 1
        entry: Shop
        types:
          Query:
            fields:
              keyword: String
              category: String?
              page: Int
        screens:
          ItemList:
            links: ["/items"]
            routes:
              detail: { to: ItemDetail, style: push, context: Int }
              search: { to: Search, style: present, embed: stack, context: Query }
          ItemDetail:
            context: Int
            links: ["/items/{id}"]
          Search:
            context: Query
            links: ["/search/{keyword}?category={category}&p={page}"]
        flows:
          Shop: { kind: stack, root: ItemList }
        """

    private static func catalog(_ text: String = graph) throws -> LinkCatalog {
        LinkCatalog(try #require(ValidGraph(GraphCompiler.check([SourceFile(path: "shop.navgraph.yaml", text: text)]))))
    }

    /// The `links` of `navgraph links --format json`'s object.
    private static func listedLinks(_ json: String) throws -> [[String: Any]] {
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(listing["links"] as? [[String: Any]])
    }

    @Test("the catalog lists links in graph order with their placement and the query items a URL needs")
    func catalogEntries() throws {
        let catalog = try Self.catalog()
        let entries = catalog.entries
        #expect(entries.map(\.pattern.text) == ["/items", "/items/{id}", "/search/{keyword}?category={category}&p={page}"])
        #expect(entries[1].placement == LinkPlacement(screen: "ItemDetail", flow: "Shop", arrival: .pushed))
        #expect(catalog.steps(of: entries[1]).isEmpty)
        #expect(catalog.steps(of: entries[0]) == [LinkPlacement.Step(flow: "Shop", kind: .stack, child: "ItemList")])
        #expect(entries[2].requiredQueryItems == ["p"])
        #expect(entries[2].location == SourceLocation(file: "shop.navgraph.yaml", line: 20, column: 13))
    }

    @Test("a chain link's line says which route pushes each screen after the first; its chain's optional query items are not needed")
    func chainEntries() throws {
        let chained = Self.graph
            .replacingOccurrences(of: "      detail: { to: ItemDetail, style: push, context: Int }", with: "      detail: { to: ItemDetail, style: push, context: Int }\n      search: { to: Search, style: push, context: Query }")
            .replacingOccurrences(of: "      search: { to: Search, style: present, embed: stack, context: Query }\n", with: "")
            .replacingOccurrences(of: "    links: [\"/items/{id}\"]", with: "    links: [\"/items/{id}\", { path: \"/items/{id}/search/{Search.keyword}?p={Search.page}&c={Search.category}\", through: [Search] }]")
            .replacingOccurrences(of: "  Search:\n    context: Query\n", with: "  Search:\n    context: Query\n    routes:\n      item: { to: ItemDetail, style: push, context: Int }\n")
        let catalog = try Self.catalog(chained)
        let chain = try #require(catalog.entries.first { $0.pattern.text.contains("Search.keyword") })
        #expect(catalog.summary(of: chain) == "push onto Shop, then Search's route 'item' pushes ItemDetail")
        #expect(chain.requiredQueryItems == ["p"], "Search's optional category is not needed")
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        let placement = try #require(listed.first { ($0["pattern"] as? String)?.contains("Search.keyword") == true }?["placement"] as? [String: Any])
        #expect(placement["chain"] as? [[String: String]] == [["route": "item", "screen": "ItemDetail"]])
    }

    @Test("a link whose target the app chooses lists its alternatives beside its screen")
    func alternativesListed() throws {
        let chosen = Self.graph.replacingOccurrences(of: "    links: [\"/items/{id}\"]", with: "    links: [{ path: \"/items/{id}\", or: [Search] }]")
            .replacingOccurrences(of: "    context: Query\n", with: "    context: Int\n")
            .replacingOccurrences(of: "context: Query }", with: "context: Int }")
            .replacingOccurrences(of: "\"/search/{keyword}?category={category}&p={page}\"", with: "\"/search/{id}\"")
        let catalog = try Self.catalog(chosen)
        #expect(LinkListing.text(catalog).contains("/items/{id}   ItemDetail (or Search)  push onto Shop"))
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        #expect(listed.map { $0["alternatives"] as? [String] } == [nil, ["Search"], nil])
    }

    @Test("a link the system may open instead, or whose answer is awaited, says so beside its screen and in the JSON")
    func answersListed() throws {
        let answered = Self.graph.replacingOccurrences(of: "    links: [\"/items/{id}\"]", with: "    links: [{ path: \"/items/{id}\", orSystem: true, await: true }]")
            .replacingOccurrences(of: "    links: [\"/items\"]", with: "    links: [{ path: \"/items\", orSystem: true }]")
        let catalog = try Self.catalog(answered)
        let text = LinkListing.text(catalog)
        #expect(text.contains("ItemList (or the system)  "))
        #expect(text.contains("ItemDetail (or the system; awaited)  push onto Shop"))
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        #expect(listed.map { $0["systemMayOpen"] as? Bool } == [true, true, nil])
        #expect(listed.map { $0["answerIsAwaited"] as? Bool } == [nil, true, nil])
    }

    @Test("a link that opens its screen with an enum case and constants lists both beside its screen, and in the JSON")
    func caseAndConstantsListed() throws {
        let catalog = try Self.catalog("""
            version: 1
            entry: Main
            types:
              Kind: { cases: [today, unread] }
              Item:
                cases: [{ smart: Kind }, { feed: String }]
            screens:
              Home:
                routes:
                  show: { to: Sidebar, style: push, context: Item }
              Sidebar:
                context: Item
                links: [{ path: "/unread", case: smart, set: unread }, { path: "/feeds/{id}", case: feed }]
            flows:
              Main: { kind: stack, root: Home }
            """)
        let text = LinkListing.text(catalog)
        #expect(text.contains("/unread      Sidebar (case: smart, set: unread)  push onto Main"))
        #expect(text.contains("/feeds/{id}  Sidebar (case: feed)"))
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        #expect(listed.map { $0["case"] as? String } == ["smart", "feed"])
        #expect(listed.map { $0["set"] as? String } == ["unread", nil])
    }

    @Test("a sub-flow's room link of two places pushes the sub-flow in either")
    func subflowLinkOfTwoPlacesListsTheSubflowInEach() throws {
        let catalog = try Self.catalog("""
            version: 1
            entry: Tabs
            links: { schemes: [chat] }
            types: { RoomID: String }
            screens:
              Chats:
                routes:
                  room: { to: Room, style: push, context: RoomID }
              Search:
                routes:
                  room: { to: Room, style: push, context: RoomID }
              Timeline:
                context: RoomID
                links: [{ path: "/room/{id}", in: [ChatsStack, SearchStack] }]
            flows:
              Tabs: { kind: tabs, children: [ChatsStack, SearchStack] }
              ChatsStack: { kind: stack, root: Chats }
              SearchStack: { kind: stack, root: Search }
              Room: { kind: stack, root: Timeline, context: RoomID }
            """)
        #expect(LinkListing.text(catalog).contains(
            "Tabs: select ChatsStack, push Room onto ChatsStack, or, where it shows already, push Room onto SearchStack"))
    }

    @Test("a link of several places, answered by the app and renamed, lists its other places, its answers and its former pattern together")
    func placesAnswersAndFormerPatternListed() throws {
        let places = try String(
            contentsOfFile: GoldenDiagnosticsTests.folder("unplaceable-link-near-miss-places-of-every-tab") + "/graph.navgraph.yaml", encoding: .utf8)
        let answered = places.replacingOccurrences(
            of: #"links: [{ path: "/accounts/{account}", in: [Home, Search, Profile] }]"#,
            with: #"links: [{ path: "/accounts/{account}", in: [Home, Search, Profile], orSystem: true, await: true, formerly: "/users/{account}" }]"#)
        #expect(answered != places)
        let catalog = try Self.catalog(answered)
        let lines = LinkListing.text(catalog).split(separator: "\n").map { $0.split(separator: " ").joined(separator: " ") }
        let placed = "Main: select Home, push onto Home, or, where it shows already, push onto Search or push onto Profile"
        #expect(lines.prefix(2) == [
            "/accounts/{account} Account (or the system; awaited) " + placed,
            "/users/{account} Account (or the system; awaited) (formerly of /accounts/{account}) " + placed,
        ])
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        let former = try #require(listed.first { $0["formerlyOf"] != nil })
        #expect(former["formerlyOf"] as? String == "/accounts/{account}")
        for entry in listed where (entry["pattern"] as? String)?.contains("accounts") == true || entry["formerlyOf"] != nil {
            #expect(entry["systemMayOpen"] as? Bool == true)
            #expect(entry["answerIsAwaited"] as? Bool == true)
            #expect((entry["placement"] as? [String: Any])?["alsoIn"] as? [String] == ["Search", "Profile"])
        }
    }

    @Test("a link that pushes onto a split flow names the column each screen shows in, in the text and the JSON")
    func splitColumnsListed() throws {
        let reader = """
            version: 1
            entry: Reader
            screens:
              Feeds:
                routes:
                  timeline: { to: Timeline, style: push, context: String }
                  search: { to: Search, style: push }
                  unread: { to: Article, style: push, context: Int }
              Search: {}
              Timeline:
                context: String
                links: ["/feeds/{id}"]
                routes:
                  article: { to: Article, style: push, context: Int }
              Article:
                context: Int
                links: ["/articles/{id}", { path: "/feeds/{Timeline.id}/articles/{id}", through: [Timeline] }]
            flows:
              Reader: { kind: split, columns: [Feeds, Timeline, Article] }
            """
        let catalog = try Self.catalog(reader)
        let lines = LinkListing.text(catalog).split(separator: "\n").map(String.init)
        #expect(lines.map { $0.split(separator: " ").dropFirst().joined(separator: " ") } == [
            "Timeline push onto Reader (content column)",
            "Article push onto Reader (detail column)",
            "Article push onto Reader (content column), then Timeline's route 'article' pushes Article (detail column)",
        ])
        let listed = try Self.listedLinks(LinkListing.json(catalog))
        let columns = listed.map { ($0["placement"] as? [String: Any])?["columns"] as? [String: String] }
        #expect(columns == [["Timeline": "content"], ["Article": "detail"], ["Timeline": "content", "Article": "detail"]])
        #expect(try Self.catalog().entries.allSatisfy { $0.columns.isEmpty }, "a stack flow has no columns")
    }

    @Test("a graph with errors has no valid graph, so no catalog")
    func errors() {
        let broken = Self.graph.replacingOccurrences(of: "\"/items/{id}\"", with: "\"/items/{id}/{extra}\"")
        #expect(ValidGraph(GraphCompiler.check([SourceFile(path: "shop.navgraph.yaml", text: broken)])) == nil)
    }

    @Test("text: one aligned line per link")
    func text() throws {
        #expect(LinkListing.text(try Self.catalog()) == """
            /items                                          ItemList    Shop: show its root ItemList
            /items/{id}                                     ItemDetail  push onto Shop
            /search/{keyword}?category={category}&p={page}  Search      present over the top in its own stack, or reopen it where a presentation shows it already

            """)
    }

    @Test("placements without a URL are listed after the links, each with how the app opens it, and in the JSON's placements; the AASA file leaves them out")
    func placementsWithoutURLsListed() throws {
        let catalog = try Self.catalog(Self.graph
            .replacingOccurrences(of: "    links: [\"/items/{id}\"]\n", with: "    placement: {}\n")
            .replacingOccurrences(of: "  Search:\n    context: Query\n", with: "  Search:\n    context: Query\n    placement: {}\n"))
        #expect(LinkListing.text(catalog) == """
            /items                                          ItemList    Shop: show its root ItemList
            /search/{keyword}?category={category}&p={page}  Search      present over the top in its own stack, or reopen it where a presentation shows it already
            open(_:)                                        ItemDetail  push onto Shop
            open(_:)                                        Search      present over the top in its own stack, or reopen it where a presentation shows it already

            """)
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(LinkListing.json(catalog).utf8)) as? [String: Any])
        let placements = try #require(listing["placements"] as? [[String: Any]])
        #expect(placements.map { $0["screen"] as? String } == ["ItemDetail", "Search"])
        #expect(placements.map { $0["opener"] as? String } == ["open(_:)", "open(_:)"])
        #expect((placements[0]["placement"] as? [String: Any])?["stack"] as? String == "Shop")
        // The runtime reopens a presented screen where a presentation shows it already; a push has nothing to reopen.
        #expect((placements[1]["placement"] as? [String: Any])?["reopensShown"] as? Bool == true)
        #expect((placements[0]["placement"] as? [String: Any])?["reopensShown"] == nil)
        #expect(placements[0]["line"] as? Int == 17, "where ItemDetail's placement is written")
        let aasa = AppleAppSiteAssociation.json(catalog, appID: "ABCDE12345.com.example.shop")
        #expect(!aasa.contains("ItemDetail"), "a placement without a URL is no universal link: \(aasa)")
        #expect(try Self.listedLinks(LinkListing.json(try Self.catalog())).count == 3 && !LinkListing.json(try Self.catalog()).contains("placements"))
    }

    @Test("a flow's placement without a URL is listed after the screens', with the tab it selects, and in the JSON's placements")
    func flowPlacementsListed() throws {
        let catalog = try Self.catalog("""
            version: 1
            entry: Tabs
            screens:
              Home: {}
              Search:
                placement: {}
            flows:
              Tabs: { kind: tabs, children: [HomeStack, SearchStack] }
              HomeStack: { kind: stack, root: Home }
              SearchStack: { kind: stack, root: Search, placement: {} }
            """)
        #expect(LinkListing.text(catalog) == """
            open(_:)  Search       Tabs: select SearchStack, SearchStack: show its root Search
            open(_:)  SearchStack  Tabs: select SearchStack

            """)
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(LinkListing.json(catalog).utf8)) as? [String: Any])
        let placements = try #require(listing["placements"] as? [[String: Any]])
        #expect(placements.map { $0["screen"] as? String } == ["Search", "SearchStack"])
        #expect(placements[1]["line"] as? Int == 10, "where SearchStack's placement is written")
    }

    @Test("a chain's placement that opens a screen with a case of its enum context says the case after the placement, and in the JSON's cases")
    func chainCasesListed() throws {
        let catalog = try Self.catalog("""
            version: 1
            entry: Feeds
            types:
              SidebarItem: { cases: [{ feed: String }, unread] }
            screens:
              List:
                routes:
                  sidebar: { to: Sidebar, style: push, context: SidebarItem }
              Sidebar:
                context: SidebarItem
                placement: {}
                routes:
                  article: { to: Article, style: push, context: String }
              Article:
                context: String
                placement: { through: [{ screen: Sidebar, case: feed }] }
            flows:
              Feeds: { kind: stack, root: List }
            """)
        #expect(LinkListing.text(catalog) == """
            open(_:)          Sidebar  push onto Feeds
            openArticle(...)  Article  push onto Feeds, then Sidebar's route 'article' pushes Article; Sidebar with case feed

            """)
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(LinkListing.json(catalog).utf8)) as? [String: Any])
        let placements = try #require(listing["placements"] as? [[String: Any]])
        #expect(placements.map { $0["cases"] as? [String: String] } == [nil, ["Sidebar": "feed"]])
    }

    @Test("aasa: one component per link, '*' for parameters, only the query items a URL needs")
    func aasa() throws {
        let json = AppleAppSiteAssociation.json(try Self.catalog(), appID: "ABCDE12345.com.example.shop")
        let file = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let details = try #require((file["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.count == 1)
        #expect(details[0]["appIDs"] as? [String] == ["ABCDE12345.com.example.shop"])
        let components = try #require(details[0]["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/items", "/items/*", "/search/*"])
        #expect(components.map { $0["comment"] as? String } == ["ItemList", "ItemDetail", "Search"])
        #expect(components[0]["?"] == nil)
        #expect(components[2]["?"] as? [String: String] == ["p": "*"])
    }

    @Test("aasa: a link with a route in the URL's fragment has a '#' pattern beside its path, '*' after it for the fragment's query items, and no '?'")
    func aasaFragment() throws {
        let catalog = try Self.catalog("""
            version: 1
            entry: Main
            types:
              RoomLink: { fields: { id: String, via: String? } }
            screens:
              Chats:
                links: ["/"]
                routes:
                  room: { to: Room, style: push, context: RoomLink }
                  info: { to: RoomInfo, style: push, context: RoomLink }
                  files: { to: Files, style: push, context: String }
                  space: { to: Space, style: push, context: String }
              Room:
                context: RoomLink
                links: ["/#/room/{id}?via={via}"]
              RoomInfo:
                context: RoomLink
                links: ["/#/room/{id}/info?via={via}"]
              Files:
                context: String
                links: ["/#/files/{path*}"]
              Space:
                context: String
                links: ["/app/{space}#/home"]
            flows:
              Main: { kind: stack, root: Chats }
            """)
        let lines = LinkListing.text(catalog).split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("/#/room/{id}?via={via} ") && $0.contains(" Room ") }, "listed as written: \(lines)")
        let json = AppleAppSiteAssociation.json(catalog, appID: "ABCDE12345.com.example.chat")
        let file = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let details = try #require((file["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/", "/", "/", "/", "/app/*"])
        #expect(components.map { $0["#"] as? String } == [nil, "/room/*", "/room/*/info*", "/files/*", "/home*"], "a fragment the app opens with items it does not read goes to the app")
        #expect(components.allSatisfy { $0["?"] == nil }, "the fragment's items are no URL query items: \(json)")
    }

    @Test("aasa per domain: a link of one domain is in that domain's file only, and listed with it")
    func aasaPerDomain() throws {
        let text = """
            version: 1
            entry: Main
            links: { schemes: [shop], domains: [shop.example.com, help.example.com] }
            screens:
              Home:
                links: ["/"]
                routes:
                  article: { to: HelpArticle, style: push, context: String }
              HelpArticle:
                context: String
                links: [{ path: "/articles/{id}", domain: help.example.com }]
            flows:
              Main: { kind: stack, root: Home }
            """
        let catalog = try Self.catalog(text)
        #expect(catalog.entries.map(\.listedPattern) == ["/", "https://help.example.com/articles/{id}"])
        func paths(_ domain: String?) throws -> [String?] {
            let json = AppleAppSiteAssociation.json(catalog, appID: "ABCDE12345.com.example.shop", domain: domain)
            let file = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let details = try #require((file["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
            return try #require(details.first?["components"] as? [[String: Any]]).map { $0["/"] as? String }
        }
        #expect(try paths("help.example.com") == ["/", "/articles/*"])
        #expect(try paths("shop.example.com") == ["/"])
        #expect(try paths(nil) == ["/"], "without a domain, the links of every domain only")
    }

    @Test("the command prints JSON, refuses aasa without --app-id, and exits 1 on errors")
    func command() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Self.graph.write(to: folder.appendingPathComponent("shop.navgraph.yaml"), atomically: true, encoding: .utf8)
        let json = try CommandRun.run(["links", "--format", "json", "."], in: folder)
        #expect(json.status == 0)
        let entries = try Self.listedLinks(json.standardOutput)
        #expect(entries.map { $0["screen"] as? String } == ["ItemList", "ItemDetail", "Search"])
        #expect((entries[1]["placement"] as? [String: Any])?["stack"] as? String == "Shop")
        #expect(CommandRun.refusal(["links", "--format", "aasa", "."]) != nil)
        try "version: 1\nentry: Home\nscreens:\n  Home:\n    links: [\"home\"]\n"
            .write(to: folder.appendingPathComponent("shop.navgraph.yaml"), atomically: true, encoding: .utf8)
        let broken = try CommandRun.run(["links", "."], in: folder)
        #expect(broken.status == 1 && broken.standardOutput.isEmpty)
    }
}
