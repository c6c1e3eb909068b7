import Testing
@testable import NavGraphCompiler

/// A route keeps its declaration in a shared box (`Route`, docs/Performance.md): copies are
/// cheap, and each copy still behaves as a value of its own.
@Suite("Route storage: cheap copies, value semantics")
struct RouteStorageTests {
    private let place = SourceLocation(file: "Graphs/app.navgraph.yaml", line: 3, column: 7)

    private func route(to destination: String = "Detail") -> Route {
        Route(
            name: Located("showDetail", at: place), destination: Located(destination, at: place),
            style: Located(.push, at: place), context: Located(.named("Item"), at: place))
    }

    @Test("a route is one pointer: the checks' walks copy no declaration")
    func copyIsOnePointer() {
        // Inline, the fields below the route's name made a route about a kilobyte, copied with
        // some thirty retains at every `for route in routes` of the checks and the analysis.
        #expect(MemoryLayout<Route>.size == MemoryLayout<Int>.size)
    }

    @Test("changing a copy leaves the original as it was, field by field")
    func copyOnWrite() {
        let original = route()
        var copy = original
        copy.destination = Located("Other", at: place)
        copy.places.append(Located("Tabs", at: place))
        copy.steps = [Located("next", at: place)]
        #expect(original.destination.value == "Detail")
        #expect(original.places.isEmpty && original.steps.isEmpty)
        #expect(copy.destination.value == "Other")
        #expect(copy.places.map(\.value) == ["Tabs"] && copy.steps.map(\.value) == ["next"])
        #expect(copy != original)
    }

    @Test("routes built apart that declare the same are equal and hash alike; one field apart they differ")
    func equalityFollowsTheDeclaration() {
        #expect(route() == route())
        #expect(Set([route(), route()]).count == 1)
        var compact = route()
        compact.compact = Located(.fullScreen, at: place)
        #expect(compact != route())
        #expect(route(to: "Other") != route())
    }
}
