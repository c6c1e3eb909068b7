import Testing
@testable import NavGraphCompiler

@Suite("Link patterns")
struct LinkPatternTests {
    private func parsed(_ text: String) throws -> LinkPattern {
        try LinkPattern.parse(text).get()
    }

    private func failure(_ text: String) -> LinkPatternError? {
        if case .failure(let error) = LinkPattern.parse(text) { error } else { nil }
    }

    @Test("literal and parameter segments, in order, with the parameter's offset")
    func segments() throws {
        let pattern = try parsed("/items/{id}/reviews")
        #expect(pattern.path == [.literal("items"), .parameter(LinkParameter(name: "id", isInQuery: false, offset: 7)), .literal("reviews")])
        #expect(pattern.query.isEmpty)
        #expect(pattern.parameters.map(\.name) == ["id"])
    }

    @Test("the root path has no segments")
    func root() throws {
        #expect(try parsed("/").path.isEmpty)
    }

    @Test("query items bind parameters, after the path's")
    func query() throws {
        let pattern = try parsed("/search/{keyword}?category={category}&p={page}")
        #expect(pattern.query.map(\.name) == ["category", "p"])
        #expect(pattern.parameters.map(\.name) == ["keyword", "category", "page"])
        #expect(pattern.parameters.map(\.isInQuery) == [false, true, true])
        #expect(pattern.query[1].parameter.offset == 40)
    }

    @Test("a parameter without a name is read and ignored, as often as it is written, in the path and the query")
    func ignoredParts() throws {
        let pattern = try LinkPattern.parse("/{}/tags/{tag}?lang={}&x={}").get()
        #expect(pattern.parameters.map(\.name) == ["", "tag", "", ""])
        #expect(pattern.bindingParameters.map(\.name) == ["tag"])
        #expect(pattern.parameters.map(\.isIgnored) == [true, false, true, true])
    }

    @Test("a parameter of a chain's screen names it before a dot, and binds only that screen")
    func chainScreenParameters() throws {
        let pattern = try LinkPattern.parse("/users/{Profile.account}/statuses/{id}?q={Profile.q}").get()
        #expect(pattern.parameters.map(\.chainScreen) == ["Profile", nil, "Profile"])
        #expect(pattern.parameters.map(\.field) == ["account", "id", "q"])
        #expect(pattern.bindingParameters.map(\.name) == ["id"])
        #expect(pattern.bindingChainScreen("Profile").bindingParameters.map(\.name) == ["Profile.account", "Profile.q"])
        #expect(pattern.bindingChainScreen("Other").bindingParameters.isEmpty)
    }

    @Test("a route in the fragment: its segments after the path's, its query items the fragment's")
    func fragment() throws {
        let pattern = try parsed("/#/room/{id}?via={via}")
        #expect(pattern.path.isEmpty)
        #expect(pattern.fragment == [.literal("room"), .parameter(LinkParameter(name: "id", isInQuery: false, offset: 8))])
        #expect(pattern.query.map(\.name) == ["via"])
        #expect(pattern.parameters.map(\.name) == ["id", "via"])
        let withPath = try parsed("/app/{space}#/files/{path*}")
        #expect(withPath.path.count == 2 && withPath.fragment?.count == 2)
        #expect(withPath.parameters.map(\.name) == ["space", "path"])
        #expect(try parsed("/#/").fragment == [])
        #expect(try parsed("/items/{id}").fragment == nil, "a pattern without '#' ignores the fragment")
    }

    @Test("every syntax error names its place", arguments: [
        ("items", 0, "a link must start with '/'"),
        ("", 0, "a link must start with '/'"),
        ("/a//b", 3, "a link has no empty segments; remove the extra '/'"),
        ("/a/", 3, "a link has no empty segments; remove the extra '/'"),
        ("/a/b{id}", 4, "a parameter must be a whole segment, as in '/items/{id}'"),
        ("/a/{id}x", 3, "a parameter must be a whole segment, as in '/items/{id}'"),
        ("/a/{x-y}", 3, "'{x-y}' is not a parameter name; use letters, digits and '_' (a screen of 'through' binds 'Screen.name')"),
        ("/{a}/{a}", 5, "the parameter 'a' is named twice"),
        ("/a/{P.x.y}", 3, "'{P.x.y}' is not a parameter name; use letters, digits and '_' (a screen of 'through' binds 'Screen.name')"),
        ("/a/{P.}", 3, "'{P.}' is not a parameter name; use letters, digits and '_' (a screen of 'through' binds 'Screen.name')"),
        ("/a/{.x}", 3, "'{.x}' is not a parameter name; use letters, digits and '_' (a screen of 'through' binds 'Screen.name')"),
        ("/a?{b}", 3, "a query item is written 'name={parameter}'"),
        ("/a?=x", 3, "a query item is written 'name={parameter}'"),
        ("/a?b=c", 5, "a query value must be a whole parameter, as in '?category={category}'"),
        ("/a?b={c}&b={d}", 9, "the query item 'b' is given twice"),
        ("/a?b={c}&", 9, "a query item is written 'name={parameter}'"),
        ("/a b", 2, "a link has no spaces; write '%20' for one"),
        ("/a#b", 2, "a link's fragment is a path and starts with '/', as in '/#/room/{id}'"),
        ("/a#", 2, "a link's fragment is a path and starts with '/', as in '/#/room/{id}'"),
        ("/#/a#b", 4, "a link has one fragment ('#'); a fragment holds no '#'"),
        ("/?v={v}#/room/{id}", 1, "a link with a fragment reads its query items in the fragment; write them after the fragment's path, as in '/#/room/{id}?via={via}'"),
        ("/{p*}#/room", 1, "'{p*}' takes the rest of the path, so no fragment can follow it; take the rest in the fragment, as in '/#/files/{p*}'"),
        ("/#/{p*}/a", 3, "'{p*}' takes the rest of the path: it must be the last segment"),
        ("/#//room", 3, "a link has no empty segments; remove the extra '/'"),
        ("/#/room/{id}/", 13, "a link has no empty segments; remove the extra '/'"),
        ("/a/#/b", 3, "a link has no empty segments; remove the extra '/'"),
        ("/#/{id}/{id}", 8, "the parameter 'id' is named twice"),
        ("/#/%2E%2E", 3, "'%2E%2E' matches no URL's segment: it is a dot segment ('.' or '..'), a step in a URL's path rather than a name"),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect(failure(text) == LinkPatternError(message: message, offset: offset))
    }
}
