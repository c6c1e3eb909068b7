extension Graph {
    /// The screens that only links or a placement without a URL show: with links or a
    /// `placement:`, not the entry, no flow's child, and the destination of no route that shows
    /// it (a push or a present). A link or the placement names the stack flow it pushes such a
    /// screen onto (`in:`), as a remote status that no screen of the app links to is pushed onto
    /// the timeline's stack, or a notification's report onto the notifications' stack; that is
    /// the one way the graph shows it.
    ///
    /// Found once per graph, by `GraphAnalysis`; everything else reads them there.
    func linkOnlyScreens(_ heads: RouteHeads) -> [Screen] {
        var shown: Set<String> = [entry.value]
        for flow in flows { shown.formUnion(flow.children.map(\.value)) }
        for index in heads.styles.indices where heads.styles[index].addsWayToShowDestination { shown.insert(heads.destinations[index]) }
        return screens.filter { (!$0.links.isEmpty || $0.placement != nil) && !shown.contains($0.name.value) }
    }
}
