extension Graph {
    /// The screens and flows whose pushes go onto the stack flow `stack` from its bottom: its
    /// roots and, where a root is a flow a navigation stack holds (a container, a switch), what
    /// that flow shows, however deep. A container's child pushes onto the stack the container is
    /// the root of, as its routes do (`StackSpot.inside`); a stack flow shown there pushes inside
    /// itself. Each name once, roots first, in the order written.
    func namesAtRoot(of stack: String) -> [String] {
        namesShown(from: (flow(named: stack)?.children ?? []).map(\.value))
    }

    /// `names` and, where one is a flow a navigation stack holds (a container, a switch), what
    /// that flow shows, however deep: each name once, in the order written.
    func namesShown(from names: [String]) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending: [String] = names.reversed()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            found.append(name)
            guard let inner = indexOfFlow(named: name), flows[inner].kind.fitsInNavigationStack else { continue }
            pending += flows[inner].children.map(\.value).reversed()
        }
        return found
    }
}
