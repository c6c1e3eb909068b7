import Foundation
import Testing
@testable import NavGraphCompiler
import NavGraphGraphShapes

/// Whatever valid graph comes in, the Swift generated from it (and its skeletons) type-checks
/// under Swift 6 with warnings as errors: random graphs (`RandomGraph`), and every golden case
/// that checks without errors.
///
/// Random graphs are type-checked `graphsPerModule` to a swiftc run, as the components (tabs) of
/// one graph: names are unique across them, so putting them together hides nothing and saves
/// most of swiftc's start-up and runtime type-checking. `NAVGRAPH_PROPERTY_GRAPHS=<n>` checks
/// more (default 20; `.ci/generated-code.sh` checks 50); `NAVGRAPH_PROPERTY_SEED=<seed>` repeats a run; with
/// `NAVGRAPH_TYPECHECK_IOS=<path of typecheck-ios>` and `NAVGRAPH_IOS_MODULES=<folder of
/// NavGraphRuntime built for iOS>` each random module is also checked against the iOS SDK
/// (.ci/generated-code.sh, which also runs `GenerationModesTests`).
@Suite("Generated code always compiles")
struct GeneratedCodeAlwaysCompilesTests {
    static let graphsPerModule = 5

    @Test("random valid graphs check clean and generate Swift that type-checks")
    func randomGraphs() throws {
        let seed = SeededGenerator.seed(from: "NAVGRAPH_PROPERTY_SEED")
        let graphs = Int(ProcessInfoSeed.value(of: "NAVGRAPH_PROPERTY_GRAPHS") ?? 20)
        print("navgraph: \(graphs) random graphs, seed \(seed) (NAVGRAPH_PROPERTY_SEED=\(seed) to repeat)")
        var random = RandomGraph(seed: seed)
        var remaining = graphs
        var module = 0
        while remaining > 0 {
            let components = min(Self.graphsPerModule, remaining)
            remaining -= components
            module += 1
            let yaml = random.yaml(components: components)
            try expectCompiles(yaml, label: "seed \(seed), module \(module)")
        }
    }

    /// Each route style with each kind of destination the graph rules allow: a screen, or a stack,
    /// tabs, switch, split or container flow, with a context and without where it may take one.
    static let everyPairing: Set<String> = [
        "push screen", "push screen with a context", "push stack", "push stack with a context", "push switch", "push container",
        "present screen", "present screen with a context", "present stack", "present stack with a context",
        "present tabs", "present switch", "present container", "present container with a context",
        "replace screen", "replace screen with a context", "replace stack", "replace tabs", "replace switch", "replace split",
        "replace container",
        "select screen", "select screen with a context", "select stack", "select switch", "select container",
        "unwind screen", "unwind screen with a context", "unwind stack", "unwind split",
        "open screen", "open screen with a context", "open stack", "open stack with a context", "open tabs", "open switch",
        "open split", "open container", "open container with a context", "select split",
        "finish stack", "finish stack with a context", "finish container", "finish container with a context",
        "window screen", "window screen with a context", "window tabs",
    ]

    @Test("the random graphs pair every route style with every kind of destination the graph rules allow, with and without a context")
    func everyStyleMeetsEveryDestination() throws {
        // A seed whose 60 graphs meet every pairing: selects of a tab bar's extra child are rare
        // (five components, the extra child, a root that selects it), so a seed is picked again
        // when the graphs' drawing changes (59 until links set constants, 60 until split views
        // became tabs, 71 until links read the fragment, 85 until only a tab bar the entry shows
        // through flow children opened its page in a new tab, which 85 drew none of).
        var random = RandomGraph(seed: 88)
        var seen: Set<String> = []
        var overlays = 0
        var drawnByApp = 0
        var pushesDrawnByApp = 0
        var shrinking = 0
        var actionTabs = 0
        var fragmentLinks = 0
        var splitTabs = 0
        var hideableChildren = 0
        var appOrders = 0
        var keyedTabs = 0
        var appBars = 0
        var browserTabs = 0
        var newWindows = 0
        var appDismissals = 0
        var appHeights = 0
        var customDetents = 0
        var listedPlaces = 0
        var answeredLinks = 0
        var windowStacks = 0
        var newInstances = 0
        for _ in 0..<60 {
            let checked = GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: random.yaml(components: Self.graphsPerModule))])
            #expect(checked.diagnostics.isEmpty, "\(TextReport().render(checked.diagnostics))")
            let graph = try #require(checked.graph)
            actionTabs += graph.flows.map(\.actionTabs.count).reduce(0, +)
            fragmentLinks += graph.screens.flatMap(\.links).filter { $0.pattern.value.fragment != nil }.count
            splitTabs += graph.flows.filter { $0.kind == .tabs }.flatMap(\.children).filter { graph.flow(named: $0.value)?.kind == .split }.count
            hideableChildren += graph.flows.filter { $0.kind == .container }.map(\.hideable.count).reduce(0, +)
            appOrders += graph.flows.filter { $0.tabOrder != nil }.count
            keyedTabs += graph.flows.map(\.instances.count).reduce(0, +)
            appBars += graph.flows.filter { $0.tabBar != nil }.count
            browserTabs += graph.flows.filter { $0.tabBar != nil && !$0.instances.isEmpty }.count
            newWindows += graph.screens.filter { $0.placement?.opensNewWindow == true }.count
            let links = graph.screens.flatMap(\.links)
            listedPlaces += links.filter { $0.places.count > 1 }.count
            answeredLinks += links.filter { $0.systemMayOpen && $0.answerIsAwaited }.count
            for route in graph.allRoutes {
                let destination = route.destination.value
                guard graph.screen(named: destination)?.effectiveKind.isDialog != true else { continue }
                let kind = graph.flow(named: destination)?.kind.rawValue ?? "screen"
                let context = (graph.screen(named: destination)?.context ?? graph.flow(named: destination)?.context) != nil
                seen.insert("\(route.style.value.rawValue) \(kind)\(context ? " with a context" : "")")
                if route.effectivePresentation.coversEverything { overlays += 1 }
                if route.transition != nil { drawnByApp += 1 }
                if route.transition != nil, route.style.value == .push { pushesDrawnByApp += 1 }
                if route.shrinks != nil { shrinking += 1 }
                if route.dismissible?.value == .app { appDismissals += 1 }
                let detents = route.detents?.value ?? []
                if detents.contains(.appHeight) { appHeights += 1 }
                if detents.contains(where: { if case .height = $0 { true } else { false } }),
                    detents.contains(where: { if case .fraction = $0 { true } else { false } })
                {
                    customDetents += 1
                }
                if route.style.value == .window, route.embedsInStack { windowStacks += 1 }
                if route.opensNewInstance { newInstances += 1 }
            }
        }
        #expect(overlays > 0, "a flow shows an overlay above everything")
        #expect(drawnByApp > 0, "a route presents with the app's transition")
        #expect(pushesDrawnByApp > 0, "a route pushes with the app's animation")
        #expect(shrinking > 0, "a flow shows an overlay its screen shrinks")
        #expect(actionTabs > 0, "a tab bar has a tab item that performs a route")
        #expect(fragmentLinks > 0, "a link reads a route in the URL's fragment")
        #expect(splitTabs > 0, "a tab bar shows a split view as a tab")
        #expect(hideableChildren > 0, "a container has a child the app may hide")
        #expect(appOrders > 0, "a tab bar shows its tabs in the app's order")
        #expect(keyedTabs > 0, "a tab bar has tabs made from data")
        #expect(appBars > 0, "a tabs flow shows one tab at a time in a switcher the app draws")
        #expect(browserTabs > 0 && browserTabs < keyedTabs, "a switcher the app draws shows tabs made from data too (a browser's tabs), and the system's tab bar does: \(browserTabs) of \(keyedTabs)")
        #expect(newWindows > 0, "a notification opens a screen in a new window")
        #expect(appDismissals > 0, "a presentation's screen decides whether it may close")
        #expect(appHeights > 0, "a sheet's screen gives its height")
        #expect(customDetents > 0, "a sheet rests at a height in points and a fraction")
        #expect(listedPlaces > 0, "a link pushes onto whichever listed tab shows")
        #expect(answeredLinks > 0, "the app looks a link's answer up, and may hand it to the system")
        #expect(windowStacks > 0, "a window shows its screen in a navigation stack of its own")
        #expect(newInstances > 0, "a route opens its screen in a new tab made from data")
        #expect(Self.everyPairing.subtracting(seen).isEmpty, "never paired: \(Self.everyPairing.subtracting(seen).sorted())")
        #expect(seen.subtracting(Self.everyPairing).isEmpty, "paired, but not listed as allowed: \(seen.subtracting(Self.everyPairing).sorted())")
    }

    @Test("the random graphs hold a screen of every kind: views, dialogs and each system sheet built")
    func everyScreenKind() throws {
        // A seed whose graphs draw every kind: each kind takes a confirmation dialog's place for
        // some lengths of its name, so a seed is picked again when kinds are added (59 until the
        // composers, leaving the app and the web authentication session).
        var random = RandomGraph(seed: 8)
        var seen: Set<NavGraphScreenKind> = []
        for _ in 0..<60 {
            let checked = GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: random.yaml(components: Self.graphsPerModule))])
            seen.formUnion(try #require(checked.graph).screens.map(\.effectiveKind))
        }
        #expect(Set(NavGraphScreenKind.allCases).subtracting(seen).isEmpty, "never drawn: \(Set(NavGraphScreenKind.allCases).subtracting(seen))")
    }

    @Test("every golden case without errors generates Swift that type-checks", arguments: cleanGoldenCases)
    func goldenCases(_ name: String) throws {
        let files = GoldenDiagnosticsTests.root.appendingPathComponent(name).path
        let loaded = try GraphFileLoader.load(paths: [files])
        let checked = GraphCompiler.check(loaded)
        let graph = try #require(ValidGraph(checked))
        try GeneratedCodeCheck.expectCompiles(graph: graph, label: name, iOS: false)
    }

    /// Golden cases whose graph checks without errors (warnings allowed).
    static let cleanGoldenCases: [String] = GoldenDiagnosticsTests.caseNames.filter { name in
        let folder = GoldenDiagnosticsTests.root.appendingPathComponent(name).path
        guard let files = try? GraphFileLoader.load(paths: [folder]) else { return false }
        return ValidGraph(GraphCompiler.check(files)) != nil
    }

    private func expectCompiles(_ yaml: String, label: String) throws {
        let checked = GraphCompiler.check([SourceFile(path: "random.navgraph.yaml", text: yaml)])
        #expect(checked.diagnostics.isEmpty, "\(label): not clean:\n\(TextReport().render(checked.diagnostics))\n\(yaml)")
        guard let graph = ValidGraph(checked) else { return }
        try GeneratedCodeCheck.expectCompiles(graph: graph, label: "\(label)\n\(yaml)", iOS: true)
    }
}
