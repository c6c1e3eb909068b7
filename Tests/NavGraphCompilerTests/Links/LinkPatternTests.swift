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
        ("/a#b", 2, "a link has no fragment ('#')"),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect(failure(text) == LinkPatternError(message: message, offset: offset))
    }
}
