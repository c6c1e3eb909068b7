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
    }

    /// Each window destination once, in the order its first window route is written.
    private var windows: [Window] {
        var seen: Set<String> = []
        return valid.graph.allRoutes.filter { $0.style.value.opensWindow && seen.insert($0.destination.value).inserted }.map { route in
            Window(name: route.destination.value, context: route.context?.value, isFlow: valid.graph.flow(named: route.destination.value) != nil)
        }
    }

    /// The declarations of the windows, appended to `NavGraphNavigation.swift`.
    func declarations() -> [SwiftDeclaration] {
        let windows = windows
        guard !windows.isEmpty else { return [] }
        return [windowType(windows), rootsContract(windows), windowStart(windows)]
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
            doc: "Makes the FlowController at the root of each window the graph opens: the app's window scene conforms"
                + " (UIKit's scene delegate, the view of SwiftUI's `WindowGroup(for: NavGraphWindow.self)`).",
            attributes: ["@MainActor"],
            keyword: .protocol,
            name: "NavGraphWindowRoots",
            members: windows.map { window in
                .function(doc: "Makes \(window.name), the root of its window.", attributes: [],
                          signature: "\(GeneratedNames.makeRoute(window.name + "Window"))() -> any \(GeneratedNames.contract(window.name))", body: nil)
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
                    + " that window alone), and starts it with the window's context.",
                attributes: [], signature: "start(window: NavGraphWindow, roots: any NavGraphWindowRoots)", body: [
                    .switchOver(subject: "window", cases: windows.map { window in
                        let member = GeneratedNames.nodeMember(window.name)
                        let start = window.isFlow ? "root.startFlow()" : window.context == nil ? "root.start()" : "root.start(context: context)"
                        return SwitchClause(pattern: window.context == nil ? ".\(member)" : ".\(member)(let context)", body: [
                            .line("let root = roots.\(GeneratedNames.makeRoute(window.name + "Window"))()"),
                            .line("showRoot(root)"),
                            .line(start),
                        ])
                    }),
                ]),
             restoreFunction(windows)]
        ))
    }

    /// `restore(_:window:roots:)`: a window's saved state shown again from its request's root,
    /// checked against the graph as any saved state is.
    private func restoreFunction(_ windows: [Window]) -> SwiftDeclaration {
        .function(
            doc: "Shows the navigation state `window`'s own navigator saved, its root made by `roots` (a scene's restoration"
                + " activity, `@SceneStorage`). Throws a `NavGraphRestoreError`, and shows nothing, when the state no longer fits"
                + " the graph or another window's root: start the window with `start(window:roots:)` then.",
            attributes: [], signature: "restore(_ saved: NavGraphSavedState<NavGraphDestination>, window: NavGraphWindow, roots: any NavGraphWindowRoots) throws",
            body: [
                .switchOver(subject: "window", cases: windows.map { window in
                    let member = GeneratedNames.nodeMember(window.name)
                    // A flow's saved content is shown instead of starting it; a screen starts with the window's context.
                    let start = window.isFlow ? "{}" : window.context == nil ? "{ root.start() }" : "{ root.start(context: context) }"
                    return SwitchClause(pattern: window.context == nil || window.isFlow ? ".\(member)" : ".\(member)(let context)", body: [
                        .line("let root = roots.\(GeneratedNames.makeRoute(window.name + "Window"))()"),
                        .line("try navigation.restore(saved, entry: root, startEntry: \(start))"),
                    ])
                }),
            ])
    }
}
