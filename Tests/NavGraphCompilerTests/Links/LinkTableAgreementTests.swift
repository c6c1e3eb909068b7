import Foundation
import Testing
@testable import NavGraphCompiler

/// The compiler's `LinkTable` (what `navgraph diff` matches URLs with) opens what the app's
/// generated `NavGraphLinkTable` opens: both match through `NavGraphLinkMatcher`, and each reads a
/// parameter's text its own way (the compiler from the graph's types, the app through the
/// generated code), so the graphs' apps are built and asked.
@Suite("The compiler's link table against the app's", .serialized)
struct LinkTableAgreementTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The links reference (every placement, contexts from a path, a UUID, a record with an enum
    /// and optional query items, a literal beside a parameter) and a graph whose links are of one
    /// scheme or one domain.
    static let graphs = [
        (module: "LinksReference", file: "References/links/shop.navgraph.yaml"),
        (module: "OriginLinks", file: "DiffGolden/link-not-in-aasa-near-miss-link-of-the-one-domain/new/shop.navgraph.yaml"),
    ]

    /// URLs near the graphs' links: case, escapes, slashes, origins, values that do not read as
    /// their types, query items missing, empty, repeated or unknown.
    static let handWritten = [
        "https://shop.example.com/items/42", "https://shop.example.com/ITEMS/42", "https://shop.example.com/items/42/",
        "https://shop.example.com/items//42", "https://shop.example.com/items/%34%32", "https://shop.example.com/items/+42",
        "https://shop.example.com/items/-0", "https://shop.example.com/items/99999999999999999999", "https://shop.example.com/items/abc",
        "https://shop.example.com/items/new", "https://shop.example.com/items/New", "https://shop.example.com/items/new/reviews",
        "https://shop.example.com/items/42/reviews", "https://shop.example.com:8443/items/42", "https://user@shop.example.com/items/42",
        "https://other.example/items/42", "http://shop.example.com/items/42", "https://Shop.Example.com./items/42",
        "shop://items/42", "SHOP://items/42", "shop:/items/42", "shop:items/42", "otherapp://items/42", "shop://settings", "shop://settings?x=1",
        "https://shop.example.com/search/shoes", "https://shop.example.com/search/shoes?sort=newest&page=2",
        "https://shop.example.com/search/shoes?sort=Newest", "https://shop.example.com/search/shoes?sort=oldest",
        "https://shop.example.com/search/shoes?page=two", "https://shop.example.com/search/shoes?sort=&page=",
        "https://shop.example.com/search/shoes?sort=cheapest&sort=oldest", "https://shop.example.com/search/a%20b?sort=cheapest",
        "https://shop.example.com/search/a%2Fb", "https://shop.example.com/search/s1?sort=popular", "shop://search/s1",
        "https://shop.example.com/orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "https://shop.example.com/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
        "https://shop.example.com/orders/42", "https://shop.example.com/", "https://shop.example.com", "https://shop.example.com/settings",
        // Two links of one path told apart by the item one requires; an ignored item must be there.
        "shop://help", "shop://help?topic=returns", "shop://help?topic=", "shop://help?topic=..", "shop://help?Topic=returns",
        "shop://help?topic=&topic=returns", "shop://server/tags/swift", "shop://server/tags/swift?lang=", "shop://server/tags/swift?lang=en",
    ]

    @Test("every URL made from a link, and URLs near them, open the same screen (or none) in both")
    func sameScreens() throws {
        var apps: [AppHarness.App] = []
        var tables: [String: LinkTable] = [:]
        var urls = Self.handWritten
        for graph in Self.graphs {
            let text = try String(contentsOf: Self.tests.appendingPathComponent(graph.file), encoding: .utf8)
            let valid = try #require(ValidGraph(GraphCompiler.check([SourceFile(path: graph.file, text: text)])), "\(graph.file)")
            let table = LinkTable(valid)
            tables[graph.module] = table
            apps.append(.init(module: graph.module, graph: valid))
            for index in table.catalog.entries.indices {
                urls += LinkExamples(table: table).urls(of: index, origins: ["shop://", "https://shop.example.com"]).map(\.absoluteString)
            }
        }
        let answers = try AppHarness.open(urls, with: apps)
        for graph in Self.graphs {
            let table = try #require(tables[graph.module])
            let app = answers[graph.module] ?? []
            #expect(app.count == urls.count, "\(graph.module): \(app.count) answers for \(urls.count) URLs")
            let compiler = urls.map { text in URL(string: text).flatMap(table.match).map { table.catalog.entries[$0].screen } ?? "NONE" }
            for (url, (appOpens, compilerOpens)) in zip(urls, zip(app, compiler)) {
                #expect(appOpens == compilerOpens, "\(graph.module): \(url) opens \(appOpens) in the app and \(compilerOpens) in the compiler's table")
            }
            // Neither side answers one thing for every URL.
            #expect(Set(compiler).count > 2 && compiler.contains("NONE"), "\(graph.module): \(compiler)")
        }
    }
}
