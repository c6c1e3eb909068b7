extension Graph {
    /// The screens and flows whose pushes go onto the stack flow `stack` from its bottom: its
    /// roots and, where a root is a flow a navigation stack holds (a container, a switch), what
    /// that flow shows, however deep. A container's child pushes onto the stack the container is
    /// the root of, as its routes do (`StackSpot.inside`); a stack flow shown there pushes inside
    /// itself. Each name once, roots first, in the order written.
    func namesAtRoot(of stack: String) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var pending: [String] = (flow(named: stack)?.children ?? []).map(\.value).reversed()
        while let name = pending.popLast() {
            guard seen.insert(name).inserted else { continue }
            found.append(name)
            guard let inner = flow(named: name), inner.kind.fitsInNavigationStack else { continue }
            pending += inner.children.map(\.value).reversed()
        }
        return found
    }
}
