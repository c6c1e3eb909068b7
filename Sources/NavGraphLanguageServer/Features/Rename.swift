import NavGraphCompiler

extension GraphSnapshot {
    /// The name at `position` and its range without quotes, when it can be renamed.
    func prepareRename(at position: Position, in path: String) -> PrepareRenameResult? {
        guard let node = node(at: position, in: path), writtenName(of: node) == node.name else { return nil }
        return PrepareRenameResult(range: nameRange(of: node), placeholder: node.name)
    }

    /// Rename: the declaration at `position` and every use of it, across files. Refused with a
    /// message when the new name cannot name it in Swift, is taken in its namespace, or a use
    /// cannot be replaced on its own (a broken file, a type expression written over lines).
    func rename(at position: Position, in path: String, to newName: String, uris: (String) -> String) throws(ResponseError) -> WorkspaceEdit? {
        guard let node = node(at: position, in: path) else { return nil }
        let key = node.key
        guard newName != key.name else { return WorkspaceEdit(changes: [:]) }
        if let problem = Self.problem(with: newName, in: key.namespace) {
            throw .requestFailed("'\(newName)' cannot be the new name: \(problem)")
        }
        if let taken = index.declarations(of: DeclarationKey(key.namespace, newName)).first {
            throw .requestFailed("'\(newName)' is taken: it is declared at \(taken.range.start)")
        }
        let nodes = index.declarations(of: key) + index.references(to: key)
        var changes: [String: [TextEdit]] = [:]
        for found in nodes {
            let file = found.range.start.file
            if edited.standIns[file] != nil {
                throw .requestFailed("\(file) is not well-formed YAML now; fix it, then rename")
            }
            guard writtenName(of: found) == found.name else {
                throw .requestFailed("'\(key.name)' at \(found.range.start) is written inside a type expression that spans lines or escapes it; rename it there by hand first")
            }
            changes[uris(file), default: []].append(TextEdit(range: nameRange(of: found), newText: newName))
        }
        return WorkspaceEdit(changes: changes)
    }

    /// Why `name` cannot be a new name in `namespace`, or `nil` if it can.
    private static func problem(with name: String, in namespace: DeclarationKey.Namespace) -> String? {
        switch namespace {
        case .screenOrFlow, .type, .sharedRoutes: SwiftIdentifier.problemAsTypeName(name)
        case .route, .field, .enumCase: SwiftIdentifier.problemAsMemberName(name)
        }
    }

    /// The text under a node's name range, as the file it was read from has it.
    func writtenName(of node: GraphNode) -> String? {
        let file = node.range.start.file
        guard let source = edited.standIns[file] ?? texts[file] else { return nil }
        let range = nameRange(of: node)
        guard let start = indexedByteOffset(of: range.start, in: file), let end = indexedByteOffset(of: range.end, in: file), start <= end,
            end <= source.contents.count else { return nil }
        return String(decoding: source.contents[start..<end], as: UTF8.self)
    }
}
