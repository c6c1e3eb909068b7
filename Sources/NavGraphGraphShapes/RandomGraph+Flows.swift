/// The parts of a random graph that bring every route style to every kind of destination: flows
/// pushed and presented, the entry's extra child, and the routes that replace, select, unwind and
/// open, each only where the graph rules allow it.
extension RandomGraph {
    /// Now and then, from the screens of a stack flow's component (`members`): a sub-flow
    /// pushed (its inner screen finishing it), a container or switch flow pushed, a flow presented,
    /// a screen replaced on top of its stack (`pushedOnly` are the screens only pushes show, so
    /// never the root of a stack).
    mutating func flowsAndRoutes(from members: [String], pushedOnly: [String]) {
        if oneIn(3) { subflow(pushedFrom: members.randomElement(using: &generator)!) }
        if oneIn(4) { pushedFlow(from: members.randomElement(using: &generator)!) }
        if oneIn(3) { presentedFlow(from: members.randomElement(using: &generator)!) }
        if oneIn(3), let source = pushedOnly.randomElement(using: &generator) {
            let (replacement, context) = screen(context: Bool.random(using: &generator))
            addRoute(from: source, "to: \(replacement), style: replace" + contextKey(context))
            openTargets.append((replacement, context))
        }
    }

    /// Now and then an unwind from a screen of the component of flow `flow` (a stack or a split)
    /// to its root or to the flow, which are below each of its screens on every way it shows.
    mutating func unwindRoute(in flow: String, root: String, screens members: [String]) {
        guard oneIn(2), let source = members.dropFirst().randomElement(using: &generator) else { return }
        addRoute(from: source, "to: \(Bool.random(using: &generator) ? root : flow), style: unwind")
    }

    /// A stack flow pushed from `source` as a sub-flow, with a context and feedback now and then:
    /// its root pushes a second screen, which finishes the sub-flow (with the feedback).
    private mutating func subflow(pushedFrom source: String) {
        let name = freshName(from: [])
        let context = Bool.random(using: &generator) ? randomType() : nil
        let feedback = Bool.random(using: &generator) ? randomType() : nil
        let (root, _) = screen(context: false)
        let (inner, _) = screen(context: false)
        addRoute(from: root, "to: \(inner), style: push")
        addRoute(from: inner, "to: \(name), style: finish" + feedbackKey(feedback))
        if Bool.random(using: &generator) { addRoute(from: root, "to: \(name), style: finish") }
        flowLines.append("  \(name): { kind: stack, root: \(root)\(contextKey(context))\(feedbackKey(feedback)) }")
        addRoute(from: source, "to: \(name), style: push" + contextKey(context) + feedbackKey(feedback))
        openTargets.append((name, context))
    }

    /// A container or a switch flow of two screens, pushed from `source` (a navigation stack holds
    /// either); the switch's first screen replaces itself with the second.
    private mutating func pushedFlow(from source: String) {
        let name = freshName(from: [])
        flowLines.append("  \(name): { \(twoChildren(Bool.random(using: &generator) ? "container" : "switch", of: name).text) }")
        addRoute(from: source, "to: \(name), style: push")
        openTargets.append((name, nil))
    }

    /// A stack (now and then with a context), tabs, switch or container flow presented from
    /// `source`; a container now and then ends with a value (`containerEnds`).
    private mutating func presentedFlow(from source: String) {
        let name = freshName(from: [])
        let kind = ["stack", "tabs", "switch", "container"].randomElement(using: &generator)!
        var context: String?
        var feedback: String?
        if kind == "stack" {
            context = Bool.random(using: &generator) ? randomType() : nil
            flowLines.append("  \(name): { kind: stack, root: \(screen(context: false).name)\(contextKey(context)) }")
        } else {
            let keys = twoChildren(kind, of: name)
            if kind == "container" { (context, feedback) = containerEnds(name, children: keys.children) }
            flowLines.append("  \(name): { \(keys.text)\(contextKey(context))\(feedbackKey(feedback)) }")
        }
        addRoute(from: source, "to: \(name), style: present" + contextKey(context) + feedbackKey(feedback))
        openTargets.append((name, context))
    }

    /// A presented container `flow` whose name's length is odd ends with a value: it returns
    /// feedback (the last declared type, or `Int`), its first child finishes it with that value
    /// and its second without, and it takes a context (the first declared type, or `String`)
    /// when that length is one more than a multiple of four. The context and feedback of the
    /// flow, each `nil` where it has none; chosen without drawing from the generator, so the seeds
    /// of earlier graphs still give the graphs they gave.
    private mutating func containerEnds(_ flow: String, children: [String]) -> (context: String?, feedback: String?) {
        let length = flow.utf8.count
        guard !length.isMultiple(of: 2) else { return (nil, nil) }
        let feedback = declaredTypes.last ?? "Int"
        addRoute(from: children[0], named: "save", "to: \(flow), style: finish" + feedbackKey(feedback))
        addRoute(from: children[1], named: "cancel", "to: \(flow), style: finish")
        return (length % 4 == 1 ? declaredTypes.first ?? "String" : nil, feedback)
    }

    /// `kind: K, children: [A, B]` for two new screens without a context; in a switch, A replaces
    /// itself with B. A tab bar `flow` of an odd-length name has a "post" item between its tabs
    /// (an action tab) that presents a screen of its own, one whose name's length is a multiple of
    /// four shows its tabs in the app's order (`order: app`), one whose name's length is two
    /// more than a multiple of four has tabs made from data between A and B (with a bar the app
    /// draws when the sum of its name's bytes is even), one whose name's
    /// length is 0 or 5 after a multiple of eight has the app draw its bar (`bar: app`), and a container whose name's
    /// length is a multiple of three lets the app hide B (`hideable`): chosen without drawing from
    /// the generator, so the seeds of earlier graphs still give the graphs they gave. `placed`:
    /// whether the entry shows `flow` through flow children alone, so that a link or an `open`
    /// route can place a screen in it.
    private mutating func twoChildren(_ kind: String, of flow: String, placed: Bool = false) -> (text: String, children: [String]) {
        let first = screen(context: false).name
        let second = screen(context: false).name
        let children = [first, second]
        if kind == "switch" { addRoute(from: first, "to: \(second), style: replace") }
        if kind == "container", flow.utf8.count.isMultiple(of: 3) { return ("kind: container, children: [\(first), \(second)], hideable: [\(second)]", children) }
        // The app draws the bar (`bar: app`) of a name eight long, or a multiple of eight (with its
        // order too), or five after one; beside tabs made from data, by its bytes' sum (below).
        let appBar = flow.utf8.count % 8 == 0 || flow.utf8.count % 8 == 5 ? ", bar: app" : ""
        if kind == "tabs", flow.utf8.count.isMultiple(of: 4) { return ("kind: tabs, children: [\(first), \(second)], order: app\(appBar)", children) }
        if kind == "tabs", flow.utf8.count % 4 == 2 {
            let appBar = flow.utf8.reduce(0) { $0 + Int($1) }.isMultiple(of: 2)
            return (keyedTabs(of: flow, between: first, and: second, placed: placed, appBar: appBar), children)
        }
        if kind == "tabs", !appBar.isEmpty { return ("kind: tabs, children: [\(first), \(second)]\(appBar)", children) }
        guard kind == "tabs", !flow.utf8.count.isMultiple(of: 2) else { return ("kind: \(kind), children: [\(first), \(second)]", children) }
        let editor = addScreen(flow + "Post")
        taken.insert(editor.lowercased())
        return ("kind: tabs, children: [\(first), { route: post }, \(second)], routes: { post: { to: \(editor), style: present } }", children)
    }

    /// `kind: tabs` with children made from data between `first` and `second`: one `<flow>Tab`
    /// stack (root `<flow>Page`, which pushes itself and, where the entry shows `flow` through
    /// flow children (`placed`), opens itself in a new tab, `instance: new`) per `String` key the
    /// app gives; named after `flow`, so nothing is drawn from the generator. With `appBar` the
    /// app draws the bar (`bar: app`: a browser's tabs beside fixed ones).
    private mutating func keyedTabs(of flow: String, between first: String, and second: String, placed: Bool, appBar: Bool) -> String {
        let stack = flow + "Tab"
        let page = addScreen(flow + "Page")
        taken.insert(stack.lowercased())
        taken.insert(page.lowercased())
        addRoute(from: page, named: "more", "to: \(page), style: push")
        // A presented tab bar is no place a link or an open route reaches (`unplaceable-route`).
        if placed { addRoute(from: page, named: "newTab", "to: \(page), style: open, instance: new") }
        flowLines.append("  \(stack): { kind: stack, root: \(page) }")
        return "kind: tabs, children: [\(first), { each: \(stack), key: String }, \(second)]" + (appBar ? ", bar: app" : "")
    }

    /// One more child of the entry flow of kind `entryKind`: a screen (with a context now and then),
    /// a container or a switch of two screens, or, under a switch, a tab bar of two; with what it
    /// shows, an `open` route's target.
    mutating func entryChild(under entryKind: String) -> (node: String, context: String?) {
        var kinds = ["screen", "switch"]
        if entryKind != "container" { kinds.append("container") }
        if entryKind == "switch" { kinds.append("tabs") }
        let kind = kinds.randomElement(using: &generator)!
        guard kind != "screen" else {
            let child = screen(context: Bool.random(using: &generator))
            openTargets.append((child.name, child.context))
            return (child.name, child.context)
        }
        let name = freshName(from: [])
        let children = twoChildren(kind, of: name, placed: true)
        flowLines.append("  \(name): { \(children.text) }")
        openTargets.append((name, nil))
        return (name, nil)
    }

    /// The route that shows the entry's extra child: under a switch, a component's root replaces
    /// the switch's child with it (handing its context); tabs are selected (`selectRoutes`), and a
    /// container shows every child.
    mutating func routeToEntryChild(_ child: (node: String, context: String?), under entryKind: String, from root: String) {
        guard entryKind == "switch" else { return }
        addRoute(from: root, "to: \(child.node), style: replace" + contextKey(child.context))
    }

    /// Now and then a component's root selects another tab of the entry's tab bar (handing a tab
    /// screen its context).
    mutating func selectRoutes(from roots: [String], tabs: [String]) {
        let contexts = Dictionary(openTargets.map { ($0.node, $0.context) }, uniquingKeysWith: { first, _ in first })
        for (index, root) in roots.enumerated() where Bool.random(using: &generator) {
            let others = tabs.indices.filter { $0 != index }
            guard let tab = others.randomElement(using: &generator).map({ tabs[$0] }) else { continue }
            addRoute(from: root, "to: \(tab), style: select" + contextKey(contexts[tab] ?? nil))
        }
    }

    /// Now and then a screen of a component opens a screen or a flow where the graph places it:
    /// any of `openTargets` (screens and flows a way from the entry shows), with its context.
    mutating func openRoutes() {
        for source in openSources where oneIn(3) {
            // A screen opening itself is left out, not drawn again: graphs of thousands stay quick.
            guard let target = openTargets.randomElement(using: &generator), target.node != source else { continue }
            addRoute(from: source, "to: \(target.node), style: open" + contextKey(target.context))
        }
    }

    /// A new screen, with a random context when `context` holds.
    private mutating func screen(context: Bool) -> (name: String, context: String?) {
        let type = context ? randomType() : nil
        let name = addScreen(freshName(from: Self.standardNames), lines: type.map { ["    context: \"\($0)\""] } ?? [])
        return (name, type)
    }

    /// `, context: "T"`, or nothing.
    func contextKey(_ type: String?) -> String {
        type.map { ", context: \"\($0)\"" } ?? ""
    }

    /// `, feedback: "T"`, or nothing.
    func feedbackKey(_ type: String?) -> String {
        type.map { ", feedback: \"\($0)\"" } ?? ""
    }

    /// True once in `count` times.
    mutating func oneIn(_ count: Int) -> Bool {
        Int.random(in: 0..<count, using: &generator) == 0
    }
}

extension RandomGraph {
    /// A tabs flow named `name` of two screens of its own, which takes no context: what a window
    /// route opens as a flow in a window of its own (settings' tabs). Returns its name.
    mutating func windowTabs(_ name: String) -> String {
        let first = addScreen(name + "First"), second = addScreen(name + "Second")
        flowLines.append("  \(name): { kind: tabs, children: [\(first), \(second)] }")
        return name
    }
}
