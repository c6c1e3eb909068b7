/// Random valid graphs, as YAML, for the "generated code always compiles" property.
///
/// A graph is made of components, each a stack flow with its screens, declared types (enums whose
/// cases may carry values among them) and routes, now and then an alert, confirmation dialog
/// or document picker its root or its stack flow presents, and now and then a set of shared routes its root
/// and another of its screens offer; with more than one component the entry is a tab bar, a
/// container or a switch of them (each component's root replacing the switch's child with the
/// next component), now and then with one more child: a screen, a container or a switch (a tab
/// bar too under a switch). A component that is the entry, a switch's child or a tab is now and
/// then a split flow, its root the sidebar and its other screens the next column. Now and then a screen
/// every component's root pushes is linked in all their stacks (`in:` a list), its link answered
/// by the app (`orSystem:`, `await:`), and now and then a sub-flow they push is linked by its root
/// (the link pushes it with the context it reads), with a chain through the root, now and then in
/// the URL's fragment (`/#/room/{id}`, as a chat app's permalinks), and now and then a screen they push is linked with an enum case and constants (`set:`); a presentation's
/// screen decides whether it may close (`dismissible: app`), or gives its sheet's height
/// (`{ height: app }`), or rests at a height in points and a fraction (`{ height: 320 }`,
/// `{ fraction: 0.4 }`); a stack flow shows a lock screen of its own as an overlay above
/// everything (`presentation: overlay`), now and then one its screen shrinks (`shrinks: app`), and its root opens a screen in a window of its own
/// (`style: window`, with a context or `oneWindow: sheet`, now and then in a navigation stack of its own that it pushes onto
/// (`embed: stack`), now and then opened in a new window by a notification too:
/// `placement: { window: new }`), or a tabs flow in a window of its own; and a tab bar has a tab item that presents a screen (an
/// action tab) or shows its tabs in the app's order (`order: app`) or in a switcher the app draws
/// (`bar: app`, beside tabs made from data too), and a container a child the
/// app may hide (`hideable`).
///
/// Every route style meets every kind of destination the graph rules allow (`RandomGraph+Flows`):
/// pushes of screens, of sub-flows with and without a context and feedback (whose screens
/// `finish` them), of containers and switch flows; presentations of screens and of stack, tabs,
/// switch and container flows (a stack flow with a context too); replaces of a screen on top of
/// its stack and of a switch's child of any kind; selects of tabs of every kind; unwinds to a
/// screen and to a flow; `open` routes to screens and to flows of every kind that a way from the
/// entry shows, with their contexts. Now and then a route goes on with a route of its
/// destination (`then:`), and a stack flow pushes one of its screens itself.
///
/// Names are drawn to be hard for generated code: the standard library's and Foundation's type
/// names for types and screens, Swift keywords and those names for fields, cases and routes,
/// letters from many scripts; and summaries full of comment ends, triple quotes, `\u{0}`, a real
/// NUL, backslashes and `#if`. Every graph is valid by construction (contexts and feedback match,
/// every push is inside a stack, every type is used, every unwind goes to what is below its
/// source on every way), so it must check without a single diagnostic.
public struct RandomGraph {
    var generator: SeededGenerator
    var taken: Set<String> = []
    var counter = 0
    var typeLines: [String] = []
    var declaredTypes: [String] = []
    private var sharedLines: [String] = []
    /// The screens made so far, in the order they are written, each with its routes.
    var screens: [ScreenDraft] = []
    /// Each screen's place in `screens`, by name.
    var screenIndex: [String: Int] = [:]
    /// The `flows:` lines made so far.
    var flowLines: [String] = []
    /// What an `open` route may open: screens and flows a way from the entry shows (not inside a
    /// sub-flow, a presented or a pushed flow), with the context a route hands them.
    var openTargets: [(node: String, context: String?)] = []
    /// The screens that may perform an `open` route: the components' own.
    var openSources: [String] = []

    /// One screen being made: its lines (summary, kind, context, feedback, shared routes) and its
    /// routes, which later parts of the graph may add to.
    struct ScreenDraft {
        var name: String
        var lines: [String]
        var routes: [String] = []
        var routeNames: Set<String>
    }

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

    /// The graphs of `seed`: the same seed gives the same graphs.
    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A graph of about `screens` screens, as the text of one graph file: as many components as
    /// that takes (with their flows' screens, they hold six on average).
    public mutating func yaml(screens: Int) -> String {
        yaml(components: max(1, screens / 6))
    }

    /// A graph of `components` components (under a tab bar of five, now and then four and the
    /// entry's extra child), as the text of one graph file.
    public mutating func yaml(components: Int) -> String {
        (taken, typeLines, declaredTypes, sharedLines) = (["main"], [], [], [])
        (screens, screenIndex, flowLines, openTargets, openSources) = ([], [:], [], [], [])
        let entryKind = components > 1 ? ["tabs", "container", "switch"].randomElement(using: &generator)! : nil
        let extraChild = entryKind != nil && Bool.random(using: &generator)
        // A tab bar shows five tabs before UIKit's More list (`too-many-tabs`): there, the extra
        // child takes the place of a fifth component.
        let count = entryKind == "tabs" && extraChild && components >= 5 ? components - 1 : components
        let flows = (0..<count).map { _ in freshName(from: []) }
        var roots: [String] = []
        for (index, flow) in flows.enumerated() {
            // A split view is the root of a window: the entry, a child of a switch there, or a
            // tab of a tab bar there; not a container's child.
            let mayBeSplit = entryKind != "container"
            roots.append(component(
                flow: flow, split: mayBeSplit && Int.random(in: 0..<3, using: &generator) == 0,
                switchingTo: entryKind == "switch" ? flows[(index + 1) % count] : nil))
        }
        let links = components > 1 && Bool.random(using: &generator) ? linkedEverywhere(pushedBy: roots, in: flows) : []
        var children = flows
        if let entryKind, extraChild {
            let extra = entryChild(under: entryKind)
            children.append(extra.node)
            routeToEntryChild(extra, under: entryKind, from: roots.randomElement(using: &generator)!)
        }
        if entryKind == "tabs" { selectRoutes(from: roots, tabs: children) }
        openRoutes()
        // Last, so that the rest of the graph is drawn as it was before links set constants.
        if !links.isEmpty, Bool.random(using: &generator) { linkedConstants(pushedBy: roots, in: flows) }
        if components > 1 { placedWithoutURLs(pushedBy: roots, in: flows) }
        let entry = entryKind == nil ? flows[0] : "Main"
        if let entryKind { flowLines.append("  Main: { kind: \(entryKind), children: [\(children.joined(separator: ", "))] }") }
        let types = typeLines.isEmpty ? [] : ["types:"] + typeLines
        let shared = sharedLines.isEmpty ? [] : ["sharedRoutes:"] + sharedLines
        let screenLines = screens.flatMap { screen in
            ["  \(screen.name):"] + screen.lines + (screen.routes.isEmpty ? [] : ["    routes:"] + screen.routes)
        }
        return (["version: 1", "entry: \(entry)"] + links + types + shared + ["screens:"] + screenLines + ["flows:"] + flowLines)
            .joined(separator: "\n") + "\n"
    }

    /// A screen named `name` with `lines` under it, and no routes yet; `sharedNames` are the names
    /// of the shared routes it offers, which its own routes keep out of.
    @discardableResult
    mutating func addScreen(_ name: String, lines: [String] = [], sharedNames: Set<String> = []) -> String {
        screenIndex[name] = screens.count
        screens.append(ScreenDraft(name: name, lines: lines, routeNames: sharedNames))
        return name
    }

    /// Adds a route to `screen`, under a fresh name (or `named`, which the screen must not use yet:
    /// then nothing is drawn from the generator), its keys (`to: X, style: push, ...`) written
    /// as `keys`; returns the route's name.
    @discardableResult
    mutating func addRoute(from screen: String, named given: String? = nil, _ keys: String) -> String {
        guard let index = screenIndex[screen] else { return "" }
        var used = screens[index].routeNames
        let name = given.map { used.insert($0).memberAfterInsert } ?? freshMember(in: &used, excluding: ["transition", "destination"])
        screens[index].routeNames = used
        screens[index].routes.append("      \(yamlKey(name)): { \(keys) }")
        return name
    }

    /// A screen every component's root pushes, linked in all their stacks: the stack of whichever
    /// one shows takes the link (`in:` lists them all); its entry may answer the link, at once or
    /// awaited, the system opening what is not the app's. Returns the graph's `links:` line.
    private mutating func linkedEverywhere(pushedBy roots: [String], in flows: [String]) -> [String] {
        let everywhere = freshName(from: Self.standardNames)
        let answer = ["", ", orSystem: true", ", orSystem: true, await: true"].randomElement(using: &generator)!
        addScreen(everywhere, lines: ["    links: [{ path: \"/everywhere\", in: [\(flows.joined(separator: ", "))]\(answer) }]"])
        for root in roots { addRoute(from: root, "to: \(everywhere), style: push") }
        if Bool.random(using: &generator) { linkedSubflow(pushedBy: roots, in: flows) }
        return ["links: { schemes: [app] }"]
    }

    /// A sub-flow every component's root pushes with a room's ID, linked in all their stacks by
    /// its root (the link pushes the sub-flow with the ID it reads), and its second screen linked
    /// through the root; both links now and then in the URL's fragment (`/#/room/{id}`).
    private mutating func linkedSubflow(pushedBy roots: [String], in flows: [String]) {
        let (flow, root, inner) = (freshName(from: []), freshName(from: Self.standardNames), freshName(from: Self.standardNames))
        let start = Bool.random(using: &generator) ? "/#/room" : "/room"
        addScreen(root, lines: ["    context: Int", "    links: [{ path: \"\(start)/{id}\", in: [\(flows.joined(separator: ", "))] }]"])
        addScreen(inner, lines: ["    links: [{ path: \"\(start)/{\(root).id}/inner\", through: [\(root)] }]"])
        addRoute(from: root, "to: \(inner), style: push")
        flowLines.append("  \(flow): { kind: stack, root: \(root), context: Int }")
        for source in roots { addRoute(from: source, "to: \(flow), style: push, context: Int") }
    }

    /// A component: its types, screens and routes, in the stack flow `flow`, or the split flow
    /// `flow` with `split` (where nothing pushes the root: it is the first column). With
    /// `switchingTo`, the root replaces the switch's child with that flow. Returns its root.
    private mutating func component(flow: String, split: Bool, switchingTo next: String?) -> String {
        let typeCount = Int.random(in: 0...3, using: &generator)
        let componentTypes = (0..<typeCount).map { _ in declareType() }
        let screenCount = max(typeCount + 1, Int.random(in: 2...5, using: &generator))
        var members: [(name: String, context: String?, feedback: String?)] = []
        for index in 0..<screenCount {
            let name = freshName(from: Self.standardNames)
            var context: String? = index < typeCount ? wrapped(componentTypes[index]) : (Bool.random(using: &generator) ? randomType() : nil)
            if index == 0, typeCount == 0, Int.random(in: 0..<3, using: &generator) == 0 { context = nil }
            let feedback = index > 0 && Bool.random(using: &generator) ? randomType() : nil
            members.append((name, context, feedback))
        }
        // Every screen but the root is reached from an earlier one; a few more routes go anywhere.
        let parents = members.indices.dropFirst().map { Int.random(in: 0..<$0, using: &generator) }
        // Now and then an alert, which the root presents, handing back what its buttons choose.
        let alert: (name: String, feedback: String?)? = Int.random(in: 0..<3, using: &generator) == 0
            ? (freshName(from: Self.standardNames), Bool.random(using: &generator) ? randomType() : nil) : nil
        let alertRoute = alert.map { alert in
            "to: \(alert.name), style: present" + (alert.feedback.map { ", feedback: \"\($0)\"" } ?? "")
        }
        let flowPresentsAlert = Bool.random(using: &generator)
        // Which screens some route presents: they are also the root of a presentation's stack.
        var presented: Set<Int> = []
        // Now and then a set of shared routes, offered by the root and one other screen: one route
        // to a screen of the component, its name kept out of every screen's own.
        var sharedNames: Set<String> = []
        var shared: (set: String, offeredBy: Int)?
        if members.count > 2, Int.random(in: 0..<3, using: &generator) == 0 {
            let set = freshName(from: Self.standardNames)
            let route = freshMember(in: &sharedNames, excluding: ["transition", "destination"])
            let target = Int.random(in: 1..<members.count, using: &generator)
            let destination = members[target]
            let push = Bool.random(using: &generator)
            if !push { presented.insert(target) }
            var parts = ["to: \(destination.name)", push ? "style: push" : "style: present, embed: stack"]
            if let context = destination.context { parts.append("context: \"\(context)\"") }
            if let feedback = destination.feedback { parts.append("feedback: \"\(feedback)\"") }
            sharedLines += ["  \(set):", "    \(yamlKey(route)): { \(parts.joined(separator: ", ")) }"]
            shared = (set, Int.random(in: 1..<members.count, using: &generator))
        }
        for (index, member) in members.enumerated() {
            var lines: [String] = []
            if Bool.random(using: &generator) { lines.append("    summary: \(Self.summaries.randomElement(using: &generator)!)") }
            if let context = member.context { lines.append("    context: \"\(context)\"") }
            if let feedback = member.feedback { lines.append("    feedback: \"\(feedback)\"") }
            if let shared, index == 0 || index == shared.offeredBy { lines.append("    sharedRoutes: [\(shared.set)]") }
            addScreen(member.name, lines: lines, sharedNames: sharedNames)
            openTargets.append((member.name, member.context))
        }
        if let next { addRoute(from: members[0].name, "to: \(next), style: replace") }
        // The routes between members: who has each, where it leads, its name and its line.
        var memberRoutes: [MemberRoute] = []
        for (index, member) in members.enumerated() {
            var targets = parents.indices.filter { parents[$0] == index }.map { $0 + 1 }
            if Bool.random(using: &generator) { targets.append(Int.random(in: 0..<members.count, using: &generator)) }
            for target in targets where target != 0 || index != 0 {
                let destination = members[target]
                var parts = ["to: \(destination.name)"]
                let push = Bool.random(using: &generator) && !(split && target == 0)
                if !push { presented.insert(target) }
                // Now and then a presentation whose screen decides whether it may close.
                let decides = !push && Bool.random(using: &generator) ? ", dismissible: app" : ""
                // And a sheet of every third member whose screen gives its height (`{ height: app }`),
                // and of some others resting at a height in points and a fraction beside `large`,
                // listed unsorted for the renderer to sort (the height in points is the initial
                // detent, as the graph cannot know which is the smallest); chosen without drawing
                // from the generator, so the graphs stay what they were.
                let sized = switch target {
                case _ where push: ""
                case _ where target % 3 == 1: ", detents: [medium, { height: app }], initialDetent: medium"
                case _ where target % 5 == 2: ", detents: [large, { fraction: 0.4 }, { height: 320 }], initialDetent: { height: 320 }"
                default: ""
                }
                // And the presentation of every fourth member, and the push of another fourth,
                // drawn by the app's transition (`transition: app`), again without drawing from
                // the generator.
                let drawn = target % 4 == (push ? 3 : 2) ? ", transition: app" : ""
                parts.append(push ? "style: push" + drawn : "style: present, embed: stack" + decides + sized + drawn)
                if let context = destination.context, !(context.hasSuffix("?") && Bool.random(using: &generator)) {
                    parts.append("context: \"\(context)\"")
                }
                if let feedback = destination.feedback { parts.append("feedback: \"\(feedback)\"") }
                let line = screens[screenIndex[member.name] ?? 0].routes.count
                memberRoutes.append(MemberRoute(owner: member.name, target: target, name: addRoute(from: member.name, parts.joined(separator: ", ")), line: line))
            }
        }
        routeWithSteps(among: memberRoutes, of: members.map(\.name))
        if !flowPresentsAlert, let alertRoute { addRoute(from: members[0].name, alertRoute) }
        if let alert {
            // A confirmation dialog's place goes to a document or photo picker, to a Safari view
            // when it hands nothing back (a Safari view has no feedback), to a mail composer when it
            // hands something back, to a share sheet, to leaving the app when it hands back
            // nothing or a Bool, or to a web authentication session or a message composer, for some
            // names: no draw of its own, so the seeds of earlier graphs still give the graphs they
            // gave.
            let length = alert.name.utf8.count
            let other = switch length % 3 {
            case 0: length % 2 == 0 ? "documentPicker" : "photoPicker"
            case 1 where alert.feedback == nil: "safari"
            case 1 where length % 2 == 0: "mailComposer"
            case 1 where length % 4 == 3: "messageComposer"
            case 2 where length % 2 == 1: "share"
            case 2 where alert.feedback == nil || alert.feedback == "Bool": "openURL"
            case 2 where length % 4 == 0: "webAuthentication"
            default: "confirmationDialog"
            }
            let kind = "    kind: \(Bool.random(using: &generator) ? "alert" : other)"
            addScreen(alert.name, lines: [kind] + (alert.feedback.map { ["    feedback: \"\($0)\""] } ?? []))
        }
        let summary = Bool.random(using: &generator) ? ", summary: \(Self.summaries.randomElement(using: &generator)!)" : ""
        // The flow's own routes: now and then the alert, and now and then, for a stack flow, a
        // push of one of its screens onto the stack, above whichever of its screens shows.
        var ownRoutes: [String] = []
        if flowPresentsAlert, let alertRoute { ownRoutes.append(alertRoute) }
        if !split, oneIn(3) {
            let pushed = members[Int.random(in: 1..<members.count, using: &generator)]
            ownRoutes.append("to: \(pushed.name), style: push" + contextKey(pushed.context) + feedbackKey(pushed.feedback))
        }
        var names: Set<String> = [members[0].name.lowercased()]
        var ownRouteLines = ownRoutes.map { "\(yamlKey(freshMember(in: &names, excluding: ["transition", "destination"]))): { \($0) }" }
        // For some root names, an app lock above everything: a screen of its own that hands back
        // whether it unlocked. No draw of its own, so the seeds of earlier graphs still give the
        // graphs they gave.
        // For every other one of them, a call its screen shrinks into picture in picture
        // (`shrinks: app`), chosen alike.
        if members[0].name.utf8.count.isMultiple(of: 4) {
            let lock = addScreen(flow + "Overlay", lines: ["    feedback: Bool"])
            let shrinks = members[0].name.utf8.count.isMultiple(of: 8) ? ", shrinks: app" : ""
            ownRouteLines.append(
                "\(names.contains("cover") ? "coverAll" : "cover"): { to: \(lock), style: present, presentation: overlay\(shrinks), feedback: Bool }")
        }
        // For some root names, a screen the root opens in a window of its own (`style: window`),
        // with a context for some, presented where there is one window for others; for some of
        // those, the screen opens in a new window from a notification too (`placement: { window:
        // new }`); for others, a tabs flow of two screens in a window of its own. No draw of its
        // own either.
        let rootName = members[0].name.utf8.count
        if rootName.isMultiple(of: 3), let root = screenIndex[members[0].name] {
            let withContext = rootName.isMultiple(of: 2)
            let placed = rootName.isMultiple(of: 6) ? ["    placement: { window: new }"] : []
            let window = rootName.isMultiple(of: 12)
                ? windowTabs(flow + "Window")
                : addScreen(flow + "Window", lines: (withContext ? ["    context: Int"] : []) + placed)
            let name = screens[root].routeNames.contains("openWindow") ? "openWindowToo" : "openWindow"
            screens[root].routeNames.insert(name)
            var keys = rootName.isMultiple(of: 12) ? "" : withContext ? ", context: Int" : ", oneWindow: sheet"
            // For some of the screens, in a navigation stack of its own there (`embed: stack`),
            // onto which it pushes a screen of its own.
            if rootName.isMultiple(of: 9), !rootName.isMultiple(of: 12) {
                keys += ", embed: stack"
                let detail = addScreen(window + "Detail")
                addRoute(from: window, named: "windowDetail", "to: \(detail), style: push")
            }
            screens[root].routes.append("      \(name): { to: \(window), style: window\(keys) }")
        }
        let flowRoutes = ownRouteLines.isEmpty ? "" : ", routes: { \(ownRouteLines.joined(separator: ", ")) }"
        let others = members.dropFirst().map(\.name)
        let shape = split
            ? "kind: split, columns: [\(members[0].name), \(others.count == 1 ? others[0] : "[\(others.joined(separator: ", "))]")]"
            : "kind: stack, root: \(members[0].name)"
        flowLines.append("  \(flow): { \(shape)\(summary)\(flowRoutes) }")
        openTargets.append((flow, nil))
        // The routes and flows of the other styles, where a stack allows them.
        if !split {
            let pushedOnly = members.indices.dropFirst().filter { !presented.contains($0) }.map { members[$0].name }
            flowsAndRoutes(from: members.map(\.name), pushedOnly: pushedOnly)
        }
        unwindRoute(in: flow, root: members[0].name, screens: members.map(\.name))
        openSources += members.map(\.name)
        return members[0].name
    }

    /// Declares a record, an enum or an alias, naming only builtins and earlier types.
    mutating func declareType() -> String {
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
    mutating func randomType() -> String {
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
    mutating func freshName(from pool: [String]) -> String {
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
    mutating func freshMember(in used: inout Set<String>, excluding: Set<String> = []) -> String {
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
    func yamlKey(_ name: String) -> String {
        ["true", "false", "nil", "null", "yes", "no", "on", "off"].contains(name.lowercased()) ? "\"\(name)\"" : name
    }
}
