import NavGraphCompiler

extension GraphSnapshot {
    /// Go to definition: the declaration of the name at `position` (each one, when it is
    /// declared twice); the declaration itself when the name is one.
    func definition(at position: Position, in path: String) -> [Location] {
        guard let node = node(at: position, in: path) else { return [] }
        return index.declarations(of: node.key).map { indexedLocation($0.range) }
    }

    /// Find references: every use of the name at `position`, across the graph's files, with its
    /// declarations first when asked for.
    func references(at position: Position, in path: String, includingDeclaration: Bool) -> [Location] {
        guard let node = node(at: position, in: path) else { return [] }
        let declarations = includingDeclaration ? index.declarations(of: node.key) : []
        return (declarations + index.references(to: node.key)).map { indexedLocation($0.range) }
    }
}
