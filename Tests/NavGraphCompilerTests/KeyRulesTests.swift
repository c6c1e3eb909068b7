import Testing
@testable import NavGraphCompiler

/// The parser follows the vocabulary's key rules for every route style and flow kind: each key a
/// rule forbids is an error at the key naming the key and the style (or kind), each key it
/// allows is read without one, each key it requires is asked for when missing.
@Suite("Key rules: the parser follows the vocabulary")
struct KeyRulesTests {
    /// A value each route key reads without a complaint of its own.
    static func value(of key: NavGraphRouteKey) -> String {
        switch key {
        case .to: "Home"
        case .style: "push"
        case .presentation: "sheet"
        case .compact: "fullScreen"
        case .embed: "stack"
        case .context, .feedback: "Int"
        case .dismissible: "false"
        case .detents: "[large]"
        case .initialDetent: "large"
        case .transition: "app"
        case .shrinks: "app"
        case .in: "Main"
        case .formerly: "earlier"
        case .then: "[back]"
        case .oneWindow: "sheet"
        case .instance: "selected"
        }
    }

    /// A value each flow key reads without a complaint of its own.
    static func value(of key: NavGraphFlowKey) -> String {
        switch key {
        case .kind: "stack"
        case .summary: "Text"
        case .root, .initial: "Home"
        case .children, .hideable: "[Home]"
        case .columns: "[Home, Other]"
        case .context, .feedback: "Int"
        case .order, .bar: "app"
        case .routes, .placement: "{}"
        case .formerly: "Earlier"
        }
    }

    /// The diagnostics of one file holding `declaration` under `section`.
    static func diagnostics(_ section: String, _ declaration: String) -> [Diagnostic] {
        let yaml = "version: 1\nentry: Main\n\(section):\n  \(declaration)\n"
        return GraphCompiler.check([SourceFile(path: "graph.navgraph.yaml", contents: Array(yaml.utf8))]).diagnostics
    }

    /// The structure errors about `key` at its column on the declaration's line (line 4).
    static func complaints(about key: String, in diagnostics: [Diagnostic], at column: Int) -> [Diagnostic] {
        diagnostics.filter { $0.code == .invalidStructure && $0.location.line == 4 && $0.location.column == column }
    }

    @Test("a route key is refused at the key, naming it and the style, exactly where the style's rule forbids it", arguments: NavGraphRouteStyle.allCases)
    func routeKeys(style: NavGraphRouteStyle) {
        for key in NavGraphRouteKey.allCases where key != .to && key != .style {
            let prefix = "Home: { routes: { go: { to: Home, style: \(style.rawValue), "
            let found = Self.diagnostics("screens", prefix + "\(key.rawValue): \(Self.value(of: key)) } } }")
            let complaints = Self.complaints(about: key.rawValue, in: found, at: prefix.count + 3)
            if style.rule(for: key) == .forbidden {
                #expect(complaints.count == 1, "\(key) on \(style)")
                #expect(complaints.first?.message.hasPrefix("'\(key.rawValue)' applies only to ") == true)
                // It may go on with advice (a push's transition: where an app draws one today).
                #expect(complaints.first?.message.contains(" routes, not '\(style.rawValue)'") == true)
            } else {
                #expect(complaints.isEmpty, "\(key) on \(style): \(complaints.map(\.message))")
            }
        }
    }

    @Test("a route without a key its style requires is an error at the route's name, naming the style", arguments: NavGraphRouteStyle.allCases)
    func requiredRouteKeys(style: NavGraphRouteStyle) {
        for key in NavGraphRouteKey.allCases where style.rule(for: key) == .required && key != .style {
            let found = Self.diagnostics("screens", "Home: { routes: { go: { style: \(style.rawValue) } } }")
            #expect(found.contains { $0.message == "\(style.rawValue) route 'go' needs '\(key.rawValue)'" && $0.location.column == 21 })
        }
    }

    @Test("a flow key is refused at the key, naming it and the kind, exactly where the kind's rule forbids it", arguments: NavGraphFlowKind.allCases)
    func flowKeys(kind: NavGraphFlowKind) {
        let listing = "\(kind.listingKey.rawValue): \(Self.value(of: kind.listingKey))"
        for key in NavGraphFlowKey.allCases where key != .kind && key != kind.listingKey {
            let prefix = "Main: { kind: \(kind.rawValue), \(listing), "
            let found = Self.diagnostics("flows", prefix + "\(key.rawValue): \(Self.value(of: key)) }")
            let complaints = Self.complaints(about: key.rawValue, in: found, at: prefix.count + 3)
            if kind.rule(for: key) == .forbidden {
                #expect(complaints.count == 1, "\(key) on \(kind)")
                let message = complaints.first?.message ?? ""
                #expect(message.contains("'\(key.rawValue)'") && message.contains(" \(kind.rawValue) flow"), "\(message)")
            } else {
                #expect(complaints.isEmpty, "\(key) on \(kind): \(complaints.map(\.message))")
            }
        }
    }

    @Test("a flow without the listing its kind requires is an error at the flow's name, naming the kind", arguments: NavGraphFlowKind.allCases)
    func requiredFlowKeys(kind: NavGraphFlowKind) {
        let found = Self.diagnostics("flows", "Main: { kind: \(kind.rawValue) }")
        #expect(found.contains { $0.message == "\(kind.rawValue) flow 'Main' needs '\(kind.listingKey.rawValue)'" && $0.location.column == 3 })
    }
}
