/// Random valid graphs, as YAML, for the "generated code always compiles" property.
///
/// A graph is made of components, each a stack flow with its screens, declared types (enums whose
/// cases may carry values among them) and routes, now and then an alert or confirmation
/// dialog its root or its stack flow presents, and now and then a set of shared routes its root
/// and another of its screens offer; with more than one component the entry is a tab bar, a
/// container or a switch of them (each component's root replacing the switch's child with the
/// next component). A component that is the entry or a switch's child is now and then a split
/// flow, its root the sidebar and its other screens the next column. Names are drawn to be hard for
/// generated code: the standard library's and Foundation's type names for types and screens,
/// Swift keywords and those names for fields, cases and routes, letters from many scripts; and
/// summaries full of comment ends, triple quotes, `\u{0}`, a real NUL, backslashes and `#if`.
/// Now and then a route goes on with a route of its destination (`then:`), and a stack flow
/// pushes one of its screens itself.
/// Every graph is valid by construction (contexts and feedback match, every push is inside a
/// stack, every type is used), so it must check without a single diagnostic.
struct RandomGraph {
    var generator: SeededGenerator
    private var taken: Set<String> = []
    private var counter = 0
    private var lines: [String] = []
    private var typeLines: [String] = []
    private var declaredTypes: [String] = []
    private var sharedLines: [String] = []

    /// Standard library and Foundation names a type or screen may take.
    static let standardNames = [
        "Encoder", "Decoder", "AnyHashable", "Result", "Never", "Codable", "Identifiable", "Hasher", "CodingKey",
        "CaseIterable", "Hashable", "Sendable", "Error", "Optional", "Array", "Set", "Void", "Equatable",
        "Comparable", "Character", "Substring", "Range", "Dictionary", "Sequence", "Collection", "Task",
    ]
    /// Letters of many scripts that start names.
    static let letters = ["Café", "Ωmega", "Équipe", "Straße", "日本", "Naïve", "Ærø", "Łódź", "Ünïcode", "Δelta", "Жук", "가나"]
    /// Names for fields, cases and routes: keywords (written in backticks), standard names, and others.
    static let memberNames = [
        "class", "func", "let", "var", "return", "if", "in", "where", "true", "default", "case", "switch", "protocol",
        "struct", "extension", "import", "operator", "repeat", "defer", "guard", "Any", "some", "any", "await", "try",
        "throw", "is", "as", "nil", "false", "static", "public", "private", "enum", "typealias", "associatedtype", "inout",
        "URL", "Data", "Encoder", "Decoder", "Result", "Never", "String", "Int", "description", "hashValue", "rawValue",
        "allCases", "hash", "encode", "navigator", "start", "finish", "perform", "context", "feedback", "naïve", "ñandú",
        "日付", "x", "_hidden", "value2",
    ]
    /// Summaries that must stay inside comments.
    static let summaries: [String] = [
        ##""Ends */ early /* and opens, \"\"\" three quotes, \\u{0} and a real \0 NUL, back\\slash\\""##,
        ##""#if false\nlet injected = 1\n#endif \\ */""##,
        ##""\"\"\"\n)\n}\n// */ /// \\(interpolation)""##,
    ]
    static let builtins = ["String", "Int", "Int64", "Double", "Float", "Bool", "URL", "UUID", "Date", "Data"]

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A graph of `components` components, as the text of one graph file.
    mutating func yaml(components: Int) -> String {
        (taken, lines, typeLines, declaredTypes, pendingFlows, sharedLines) = (["main"], [], [], [], [], [])
        let entryKind = components > 1 ? ["tabs", "container", "switch"].randomElement(using: &generator)! : nil
        let flows = (0..<components).map { _ in freshName(from: []) }
        for (index, flow) in flows.enumerated() {
            // A split view is the root of a window: the entry, or a child of a switch there.
            let mayBeSplit = entryKind == nil || entryKind == "switch"
            component(
                flow: flow, split: mayBeSplit && Int.random(in: 0..<3, using: &generator) == 0,
                switchingTo: entryKind == "switch" ? flows[(index + 1) % components] : nil)
        }
        var flowLines = ["flows:"]
        flowLines += pendingFlows
        if let entryKind {
            flowLines.append("  Main: { kind: \(entryKind), children: [\(flows.joined(separator: ", "))] }")
        }
        let entry = components > 1 ? "Main" : flows[0]
        let types = typeLines.isEmpty ? [] : ["types:"] + typeLines
        let shared = sharedLines.isEmpty ? [] : ["sharedRoutes:"] + sharedLines
        return (["version: 1", "entry: \(entry)"] + types + shared + ["screens:"] + lines + flowLines).joined(separator: "\n") + "\n"
    }

    private var pendingFlows: [String] = []

    /// A component: its types, screens and routes, in the stack flow `flow`, or the split flow
    /// `flow` with `split` (where nothing pushes the root: it is the first column). With
    /// `switchingTo`, the root replaces the switch's child with that flow.
    private mutating func component(flow: String, split: Bool, switchingTo next: String?) {
        let typeCount = Int.random(in: 0...3, using: &generator)
        let componentTypes = (0..<typeCount).map { _ in declareType() }
        let screenCount = max(typeCount + 1, Int.random(in: 2...5, using: &generator))
        var screens: [(name: String, context: String?, feedback: String?)] = []
        for index in 0..<screenCount {
            let name = freshName(from: Self.standardNames)
            var context: String? = index < typeCount ? wrapped(componentTypes[index]) : (Bool.random(using: &generator) ? randomType() : nil)
            if index == 0, typeCount == 0, Int.random(in: 0..<3, using: &generator) == 0 { context = nil }
            let feedback = index > 0 && Bool.random(using: &generator) ? randomType() : nil
            screens.append((name, context, feedback))
        }
        // Every screen but the root is reached from an earlier one; a few more routes go anywhere.
        let parents = screens.indices.dropFirst().map { Int.random(in: 0..<$0, using: &generator) }
        // Now and then an alert, which the root presents, handing back what its buttons choose.
        let alert: (name: String, feedback: String?)? = Int.random(in: 0..<3, using: &generator) == 0
            ? (freshName(from: Self.standardNames), Bool.random(using: &generator) ? randomType() : nil) : nil
        let alertRoute = alert.map { alert in
            ["to: \(alert.name)", "style: present"] + (alert.feedback.map { ["feedback: \"\($0)\""] } ?? [])
        }
        let flowPresentsAlert = Bool.random(using: &generator)
        // Now and then a set of shared routes, offered by the root and one other screen: one route
        // to a screen of the component, its name kept out of every screen's own.
        var sharedNames: Set<String> = []
        var shared: (set: String, offeredBy: Int)?
        if screens.count > 2, Int.random(in: 0..<3, using: &generator) == 0 {
            let set = freshName(from: Self.standardNames)
            let route = freshMember(in: &sharedNames, excluding: ["transition", "destination"])
            let destination = screens[Int.random(in: 1..<screens.count, using: &generator)]
            var parts = ["to: \(destination.name)", Bool.random(using: &generator) ? "style: push" : "style: present, embed: stack"]
            if let context = destination.context { parts.append("context: \"\(context)\"") }
            if let feedback = destination.feedback { parts.append("feedback: \"\(feedback)\"") }
            sharedLines += ["  \(set):", "    \(yamlKey(route)): { \(parts.joined(separator: ", ")) }"]
            shared = (set, Int.random(in: 1..<screens.count, using: &generator))
        }
        // Each screen's routes: (name, destination index or nil, the route's keys).
        var routesOf: [[(name: String, target: Int?, parts: [String])]] = []
        for index in screens.indices {
            var targets = parents.indices.filter { parents[$0] == index }.map { $0 + 1 }
            if Bool.random(using: &generator) { targets.append(Int.random(in: 0..<screens.count, using: &generator)) }
            var routeNames = sharedNames
            var routes: [(name: String, target: Int?, parts: [String])] = []
            if index == 0, let next {
                routes.append((freshMember(in: &routeNames, excluding: ["transition", "destination"]), nil, ["to: \(next)", "style: replace"]))
            }
            for target in targets where target != 0 || index != 0 {
                let destination = screens[target]
                let name = freshMember(in: &routeNames, excluding: ["transition", "destination"])
                var parts = ["to: \(destination.name)"]
                let push = Bool.random(using: &generator) && !(split && target == 0)
                parts.append(push ? "style: push" : "style: present, embed: stack")
                if let context = destination.context, !(context.hasSuffix("?") && Bool.random(using: &generator)) {
                    parts.append("context: \"\(context)\"")
                }
                if let feedback = destination.feedback { parts.append("feedback: \"\(feedback)\"") }
                routes.append((name, target, parts))
            }
            if index == 0, !flowPresentsAlert, let alertRoute {
                routes.append((freshMember(in: &routeNames, excluding: ["transition", "destination"]), nil, alertRoute))
            }
            routesOf.append(routes)
        }
        // Now and then a route of several steps: a route to a screen goes on with one of that
        // screen's routes to another screen, which has no steps of its own.
        let withSteps = routesOf.indices.flatMap { owner in
            routesOf[owner].indices.compactMap { index -> (owner: Int, index: Int, step: String)? in
                guard let target = routesOf[owner][index].target, target != owner else { return nil }
                return routesOf[target].first { $0.target != nil && $0.target != target }.map { (owner, index, $0.name) }
            }
        }
        if let chosen = withSteps.randomElement(using: &generator), Bool.random(using: &generator) {
            routesOf[chosen.owner][chosen.index].parts.append("then: [\(yamlKey(chosen.step))]")
        }
        for (index, screen) in screens.enumerated() {
            lines.append("  \(screen.name):")
            if Bool.random(using: &generator) { lines.append("    summary: \(Self.summaries.randomElement(using: &generator)!)") }
            if let context = screen.context { lines.append("    context: \"\(context)\"") }
            if let feedback = screen.feedback { lines.append("    feedback: \"\(feedback)\"") }
            if let shared, index == 0 || index == shared.offeredBy { lines.append("    sharedRoutes: [\(shared.set)]") }
            let routes = routesOf[index].map { "      \(yamlKey($0.name)): { \($0.parts.joined(separator: ", ")) }" }
            if !routes.isEmpty { lines += ["    routes:"] + routes }
        }
        if let alert {
            lines.append("  \(alert.name):")
            lines.append("    kind: \(Bool.random(using: &generator) ? "alert" : "confirmationDialog")")
            if let feedback = alert.feedback { lines.append("    feedback: \"\(feedback)\"") }
        }
        let summary = Bool.random(using: &generator) ? ", summary: \(Self.summaries.randomElement(using: &generator)!)" : ""
        // The flow's own routes: now and then the alert, and now and then, for a stack flow, a
        // push of one of its screens onto the stack, above whichever of its screens shows.
        var ownRoutes: [[String]] = []
        if flowPresentsAlert, let alertRoute { ownRoutes.append(alertRoute) }
        if !split, Int.random(in: 0..<3, using: &generator) == 0 {
            let pushed = screens[Int.random(in: 1..<screens.count, using: &generator)]
            ownRoutes.append(["to: \(pushed.name)", "style: push"] + (pushed.context.map { ["context: \"\($0)\""] } ?? [])
                + (pushed.feedback.map { ["feedback: \"\($0)\""] } ?? []))
        }
        var names: Set<String> = [screens[0].name.lowercased()]
        let ownRouteLines = ownRoutes.map { "\(yamlKey(freshMember(in: &names, excluding: ["transition", "destination"]))): { \($0.joined(separator: ", ")) }" }
        let flowRoutes = ownRoutes.isEmpty ? "" : ", routes: { \(ownRouteLines.joined(separator: ", ")) }"
        let others = screens.dropFirst().map(\.name)
        let shape = split
            ? "kind: split, columns: [\(screens[0].name), \(others.count == 1 ? others[0] : "[\(others.joined(separator: ", "))]")]"
            : "kind: stack, root: \(screens[0].name)"
        pendingFlows.append("  \(flow): { \(shape)\(summary)\(flowRoutes) }")
    }

    /// Declares a record, an enum or an alias, naming only builtins and earlier types.
    private mutating func declareType() -> String {
        let name = freshName(from: Self.standardNames)
        switch Int.random(in: 0..<3, using: &generator) {
        case 0:
            var fields: Set<String> = []
            typeLines.append("  \(name):")
            typeLines.append("    fields:")
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let field = freshMember(in: &fields)
                // `hashValue: Int` is `invalid-name` (Hashable's requirement); of text it is a field.
                typeLines.append("      \(yamlKey(field)): \"\(field == "hashValue" ? "String" : randomType())\"")
            }
        case 1:
            var cases: Set<String> = []
            let names = (0..<Int.random(in: 1...4, using: &generator)).map { _ in freshMember(in: &cases) }
            // Half the enums have cases that carry a value.
            let carries = Bool.random(using: &generator)
            let written = names.map { name -> String in
                carries && Bool.random(using: &generator) ? "{ \(yamlKey(name)): \"\(randomType())\" }" : yamlKey(name)
            }
            typeLines.append("  \(name):")
            typeLines.append("    cases: [\(written.joined(separator: ", "))]")
        default:
            typeLines.append("  \(name): \"\(randomType())\"")
        }
        declaredTypes.append(name)
        return name
    }

    /// A builtin or declared type, perhaps optional, in an array or in a dictionary.
    private mutating func randomType() -> String {
        let base = declaredTypes.isEmpty || Bool.random(using: &generator)
            ? Self.builtins.randomElement(using: &generator)! : declaredTypes.randomElement(using: &generator)!
        return wrapped(base)
    }

    private mutating func wrapped(_ base: String) -> String {
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: "\(base)?"
        case 1: "[\(base)]"
        case 2: "[String: \(base)]?"
        case 3: "[[\(base)?]]"
        default: base
        }
    }

    /// A name no type, screen or flow has taken in any spelling case, preferring `pool`.
    private mutating func freshName(from pool: [String]) -> String {
        let free = pool.filter { !taken.contains($0.lowercased()) }
        let name: String
        if let pick = free.randomElement(using: &generator), Bool.random(using: &generator) {
            name = pick
        } else {
            counter += 1
            name = Self.letters.randomElement(using: &generator)! + "\(counter)"
        }
        taken.insert(name.lowercased())
        return name
    }

    /// A member name not yet used in its scope (compared ignoring case).
    private mutating func freshMember(in used: inout Set<String>, excluding: Set<String> = []) -> String {
        while true {
            let name = Self.memberNames.randomElement(using: &generator)!
            if !excluding.contains(name), used.insert(name.lowercased()).inserted { return name }
            if used.count >= Self.memberNames.count - excluding.count {
                counter += 1
                let unique = "member\(counter)"
                used.insert(unique)
                return unique
            }
        }
    }

    /// A key as YAML reads it as text: `true`, `false` and `nil`-like words are quoted.
    private func yamlKey(_ name: String) -> String {
        ["true", "false", "nil", "null", "yes", "no", "on", "off"].contains(name.lowercased()) ? "\"\(name)\"" : name
    }
}
