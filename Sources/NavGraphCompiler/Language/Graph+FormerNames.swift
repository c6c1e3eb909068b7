extension Graph {
    /// Each former name of a screen or flow (`formerly:`) with the name it has now, in the order
    /// of the declarations and of the names under each; empty for a graph that renamed nothing.
    public var formerNodeNames: [(former: Located<String>, current: String)] {
        (screens.map { ($0.formerNames, $0.name.value) } + flows.map { ($0.formerNames, $0.name.value) })
            .flatMap { formers, current in formers.map { ($0, current) } }
    }
}
