/// Reports a `formerly:` that cannot say what was renamed (`invalid-former-name`): a former name
/// of a screen or flow must be free in their namespace, and a route's free among the routes of the
/// screen or flow that performs it, since a saved state naming it is read as the renamed one
/// (and generated code keeps a deprecated alias of it); no two declarations may claim the same
/// former name, and none its own. A former name must also make a Swift name (`invalid-name`), as
/// the alias is one.
enum FormerNameChecker {
    static func check(_ graph: Graph, diagnostics: inout DiagnosticBag) {
        let nodes = graph.screens.map { ($0.name, $0.formerNames, "screen") } + graph.flows.map { ($0.name, $0.formerNames, "flow") }
        var claimed: [String: Located<String>] = [:]
        for (name, formers, what) in nodes {
            for former in formers {
                if let problem = SwiftIdentifier.problemAsTypeName(former.value) {
                    diagnostics.add(.invalidName, "former name '\(former.value)' of \(what) '\(name.value)' \(problem)", at: former.range)
                }
                if let declared = graph.screen(named: former.value)?.name ?? graph.flow(named: former.value)?.name {
                    let message = declared.range == name.range
                        ? "'\(former.value)' is the name of \(what) '\(name.value)' now, not a former one: remove it from 'formerly'"
                        : "'\(former.value)' is declared now, so a saved state naming it shows that one, not \(what) '\(name.value)': remove it from 'formerly', or rename that declaration too"
                    diagnostics.add(.invalidFormerName, message, at: former.range, notes: [DiagnosticNote("'\(former.value)' is declared here", at: declared.location)])
                } else {
                    claim(former, by: "\(what) '\(name.value)'", in: &claimed, diagnostics: &diagnostics)
                }
            }
        }
        // A screen's routes are its own and those of the sets it offers: a former name is read
        // back among all of them, for the owners with a renamed route (the others' table of
        // route names would never be read).
        for (owner, routes) in graph.routeSources where routes.indices.contains(where: { !routes[$0].formerNames.isEmpty }) {
            let current = Dictionary(routes.map { (GeneratedNames.routeCase($0.name.value), $0.name) }) { first, _ in first }
            var claimedRoutes: [String: Located<String>] = [:]
            for route in routes {
                for former in route.formerNames {
                    if let problem = SwiftIdentifier.problemAsMemberName(former.value) {
                        diagnostics.add(.invalidName, "former name '\(former.value)' of route '\(route.name.value)' \(problem)", at: former.range)
                    }
                    if let declared = current[GeneratedNames.routeCase(former.value)] {
                        let message = declared.range == route.name.range
                            ? "'\(former.value)' is the name of route '\(route.name.value)' now, not a former one: remove it from 'formerly'"
                            : "'\(former.value)' is a route of '\(owner.value)' now, so a saved state naming it reopens that one, not '\(route.name.value)': remove it from 'formerly', or rename that route too"
                        diagnostics.add(.invalidFormerName, message, at: former.range, notes: [DiagnosticNote("'\(declared.value)' is declared here", at: declared.location)])
                    } else {
                        claim(former, by: "route '\(route.name.value)' of '\(owner.value)'", in: &claimedRoutes, key: GeneratedNames.routeCase(former.value), diagnostics: &diagnostics)
                    }
                }
            }
        }
    }

    /// Records that `claimant` had the name `former`; `invalid-former-name` when another
    /// declaration claimed it first (by `key`, the name as compared: by default as written).
    private static func claim(
        _ former: Located<String>, by claimant: String, in claimed: inout [String: Located<String>], key: String? = nil,
        diagnostics: inout DiagnosticBag
    ) {
        let key = key ?? former.value
        guard let first = claimed[key] else {
            claimed[key] = former
            return
        }
        // A shared route's former name is met once for each screen that offers it.
        guard first.range != former.range else { return }
        diagnostics.add(
            .invalidFormerName,
            "'\(former.value)' is given as the former name of \(claimant) and of another declaration: a saved state naming it could mean either; keep it on one",
            at: former.range, notes: [DiagnosticNote("'\(first.value)' is first given as a former name here", at: first.location)])
    }
}
