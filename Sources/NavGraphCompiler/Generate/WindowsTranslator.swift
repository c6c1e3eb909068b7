/// Translates the graph's window routes (`style: window`) into `NavGraphNavigation.swift`: the
/// window request `NavGraphWindow` (one case per destination the graph opens in a window,
/// carrying its context; `Codable` through `NavGraphWindowValue`), the contract that makes each
/// window's root (`NavGraphWindowRoots`), and the start of a window's own navigator. Nothing for a
/// graph without window routes.
struct WindowsTranslator {
    /// The graph it translates, checked without errors.
    let valid: ValidGraph
    let types: SwiftTypes

    /// A destination the graph opens in a window, with the context its routes hand over.
    private struct Window {
        let name: String
        let context: TypeExpression?
        /// Whether it is a flow, which starts its content rather than a context.
        let isFlow: Bool
        /// Whether its screen shows at the root of a navigation stack of its own (`embed: stack`;
        /// `WindowChecker` makes every window route to it say the same).
        let inStack: Bool
        /// The switch flows the window asks before it shows, one way per switch child a source of
        /// its window routes can be under, each outermost first; `[[]]` when a source is under none,
        /// `[]` when the entry reaches no source.
        let gates: [[LinkPlacement.Step]]
    }

    /// Each window destination once, in the order its first window route is written.
    private var windows: [Window] {
        var order: [String] = []
        var sources: [String: [String]] = [:]
        var context: [String: TypeExpression] = [:]
        var inStack: Set<String> = []
        for (owner, routes) in valid.graph.routeDeclarers {
            for route in routes where route.style.value.opensWindow {
                let name = route.destination.value
                if route.embedsInStack { inStack.insert(name) }
                if sources[name] == nil { order.append(name) }
                sources[name, default: []].append(owner)
                if context[name] == nil, let type = route.context?.value { context[name] = type }
            }
        }
        return order.map { name in
            Window(
                name: name, context: context[name], isFlow: valid.graph.flow(named: name) != nil, inStack: inStack.contains(name),
                gates: gates(of: sources[name] ?? []))
        }
    }

    /// The ways through switch flows to the window routes' `sources`: each source's nearest
    /// switch child (`GraphAnalysis.windowGates`, which a window's content keeps from its opener),
    /// with the switch flows above it in the flow tree; `[[]]` when a source is under none, and
    /// no way at all when the entry reaches no source (a forged request for such a window shows
    /// nothing: no gate was ever asked on the way to it).
    private func gates(of sources: [String]) -> [[LinkPlacement.Step]] {
        let nearest = Set(sources.flatMap { valid.analysis.windowGates[$0] ?? [] })
        guard !nearest.contains(nil) else { return [[]] }
        return nearest.compactMap { $0 }.sorted { ($0.flow, $0.child) < ($1.flow, $1.child) }.map { gate in
            valid.flowTree.steps(to: gate.flow).filter { $0.kind == .switch } + [gate]
        }
    }

    /// The declarations of the windows, appended to `NavGraphNavigation.swift`.
    func declarations() -> [SwiftDeclaration] {
        let windows = windows
        guard !windows.isEmpty else { return [] }
        return [windowType(windows), rootsContract(windows), windowStart(windows)]
    }

    /// Every switch flow a window asks, once, in the order the ways name them.
    var gateFlows: [String] { gateFlows(windows) }

    private func gateFlows(_ windows: [Window]) -> [String] {
        var seen: Set<String> = []
        return windows.flatMap { $0.gates.joined() }.map(\.flow).filter { seen.insert($0).inserted }
    }

    private func windowType(_ windows: [Window]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "A window of its own the graph opens (`style: window`), with the context its root shows: the whole request a"
                + " window route hands the app. SwiftUI: the value of `WindowGroup(for: NavGraphWindow.self)`, opened with"
                + " `openWindow(value:)`; UIKit: the user activity of a scene session's activation. A window that shows an equal"
                + " value is brought forward rather than opened again. Its `Codable` form is its destination's, read back only"
                + " while the graph opens that destination in a window.",
            keyword: .enum,
            name: "NavGraphWindow",
            conformances: ["NavGraphWindowValue"],
            members: windows.map { window in
                .enumCase(doc: "\(window.name) at the root of a window of its own.", name: GeneratedNames.nodeMember(window.name),
                          payload: window.context.map { types.spelling($0) })
            } + [
                .property(doc: "The screen or flow the window shows at its root, with its context.", modifiers: [],
                          name: "navGraphDestination", type: "NavGraphDestination", value: nil, getter: [
                    .switchOver(subject: "self", cases: windows.map { window in
                        let member = GeneratedNames.nodeMember(window.name)
                        return window.context == nil
                            ? SwitchClause(pattern: ".\(member)", body: [.line(".\(member)")])
                            : SwitchClause(pattern: ".\(member)(let context)", body: [.line(".\(member)(context)")])
                    }),
                ]),
                .function(doc: "The window that shows `destination` at its root; `nil` where the graph opens it in no window.",
                          attributes: [], signature: "init?(navGraphDestination destination: NavGraphDestination)", body: [
                    .switchOver(subject: "destination.name", cases: windows.map { window in
                        let member = GeneratedNames.nodeMember(window.name)
                        guard let context = window.context else { return SwitchClause(pattern: ".\(member)", body: [.line("self = .\(member)")]) }
                        return SwitchClause(pattern: ".\(member)", body: [
                            .line("guard let context: \(types.spelling(context)) = destination.context() else { return nil }"),
                            .line("self = .\(member)(context)"),
                        ])
                    } + [.otherwise([.line("return nil")])]),
                ]),
            ]
        ))
    }

    private func rootsContract(_ windows: [Window]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "Makes the FlowController at the root of each window the graph opens, and the switch flows whose gates a window"
                + " asks before it shows: the app's window scene conforms (UIKit's scene delegate, the view of SwiftUI's"
                + " `WindowGroup(for: NavGraphWindow.self)`).",
            attributes: ["@MainActor"],
            keyword: .protocol,
            name: "NavGraphWindowRoots",
            members: windows.map { window in
                .function(doc: "Makes \(window.name), the root of its window.", attributes: [],
                          signature: "\(GeneratedNames.makeRoute(window.name + "Window"))() -> any \(GeneratedNames.contract(window.name))", body: nil)
            } + gateFlows(windows).map { flow in
                .function(doc: "Makes switch flow \(flow)'s FlowController, whose `shouldRestore(_:)` a window opened from below it asks"
                            + " before it starts or restores (a request saved while signed in, or forged, shows nothing its gate would not);"
                            + " it is not shown.", attributes: [],
                          signature: "\(Self.makeGate(flow))() -> any \(GeneratedNames.contract(flow))", body: nil)
            }
        ))
    }

    private func windowStart(_ windows: [Window]) -> SwiftDeclaration {
        .type(SwiftTypeDeclaration(
            doc: "",
            keyword: .extension,
            name: "NavGraphNavigator",
            members: [.function(
                doc: "Shows `window`'s screen or flow, made by `roots`, as the whole content of this navigator (the navigator of"
                    + " that window alone), starts it with the window's context, and answers `true`. Answers `false`, showing nothing"
                    + " (with a debug log), when a switch flow the window's opener is under refuses (`shouldRestore(_:)`: signed out):"
                    + " start the graph's entry then.",
                attributes: ["@discardableResult"], signature: "start(window: NavGraphWindow, roots: any NavGraphWindowRoots) -> Swift.Bool",
                body: gateCheck(windows, throwing: false) + [
                    .switchOver(subject: "window", cases: windows.map { window in
                        let member = GeneratedNames.nodeMember(window.name)
                        let start = window.isFlow ? "root.startFlow()" : window.context == nil ? "root.start()" : "root.start(context: context)"
                        return SwitchClause(pattern: window.context == nil ? ".\(member)" : ".\(member)(let context)", body: [
                            .line("let root = roots.\(GeneratedNames.makeRoute(window.name + "Window"))()"),
                            .line(window.inStack ? "showRootInStack(root)" : "showRoot(root)"),
                            .line(start),
                        ])
                    }),
                    .line("return true"),
                ]),
             restoreFunction(windows)] + gatesFunction(windows)
        ))
    }

    /// `make<Flow>Gate()`, the requirement that makes a switch flow a window asks.
    private static func makeGate(_ flow: String) -> String { SwiftName.member("make", flow + "Gate") }

    /// The statement that asks a window's gates: `start` answers `false` when they refuse,
    /// `restore` throws their refusal; nothing when no window is under a switch flow.
    private func gateCheck(_ windows: [Window], throwing: Bool) -> [SwiftStatement] {
        guard windows.contains(where: { $0.gates != [[]] }) else { return [] }
        let refusal = "navigation.refusal(ofWindow: window.navGraphDestination.name, ways: navGraphGates(of: window, roots: roots))"
        return [.line(throwing ? "if let refusal = \(refusal) { throw refusal }" : "guard \(refusal) == nil else { return false }")]
    }

    /// `navGraphGates(of:roots:)`: each window's ways through switch flows, their gates made by
    /// the roots; nothing when no window is under a switch flow.
    private func gatesFunction(_ windows: [Window]) -> [SwiftDeclaration] {
        guard windows.contains(where: { $0.gates != [[]] }) else { return [] }
        return [.function(
            doc: "The switch flows `window` asks before it shows: one list per way its window routes' sources are under, outermost first.",
            attributes: [], signature: "private navGraphGates(of window: NavGraphWindow, roots: any NavGraphWindowRoots) -> [[NavGraphWindowGate]]",
            body: [
                .switchOver(subject: "window", cases: windows.map { window in
                    let ways = window.gates.map { way in
                        "[" + way.map { gate in
                            "NavGraphWindowGate(.\(GeneratedNames.nodeMember(gate.flow)), child: .\(GeneratedNames.nodeMember(gate.child))) { roots.\(Self.makeGate(gate.flow))() }"
                        }.joined(separator: ", ") + "]"
                    }
                    return SwitchClause(pattern: ".\(GeneratedNames.nodeMember(window.name))", body: [.line("[" + ways.joined(separator: ", ") + "]")])
                }),
            ])]
    }

    /// `restore(_:window:roots:)`: a window's saved state shown again from its request's root,
    /// checked against the graph as any saved state is, once the window's gates let it show.
    private func restoreFunction(_ windows: [Window]) -> SwiftDeclaration {
        .function(
            doc: "Shows the navigation state `window`'s own navigator saved, its root made by `roots` (a scene's restoration"
                + " activity, `@SceneStorage`). Throws a `NavGraphRestoreError`, and shows nothing, when the state no longer fits"
                + " the graph or another window's root (start the window with `start(window:roots:)` then), or when a switch flow"
                + " the window's opener is under refuses (`refused`: signed out; start the graph's entry then).",
            attributes: [], signature: "restore(_ saved: NavGraphSavedState<NavGraphDestination>, window: NavGraphWindow, roots: any NavGraphWindowRoots) throws",
            body: gateCheck(windows, throwing: true) + [
                .switchOver(subject: "window", cases: windows.map { window in
                    let member = GeneratedNames.nodeMember(window.name)
                    // A flow's saved content is shown instead of starting it; a screen starts with the window's context.
                    let start = window.isFlow ? "{}" : window.context == nil ? "{ root.start() }" : "{ root.start(context: context) }"
                    return SwitchClause(pattern: window.context == nil || window.isFlow ? ".\(member)" : ".\(member)(let context)", body: [
                        .line("let root = roots.\(GeneratedNames.makeRoute(window.name + "Window"))()"),
                        .line("try navigation.restore(saved, entry: root, startEntry: \(start)" + (window.inStack ? ", inStack: true)" : ")")),
                    ])
                }),
            ])
    }
}
