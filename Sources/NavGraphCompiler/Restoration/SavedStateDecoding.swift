/// A saved destination as the app decodes it: the screen or flow it names (under its name now,
/// for a former name) and the JSON of its context (`nil` when the key is not there).
struct SavedDestination: Hashable {
    var name: String
    var context: JSONTree?
}

/// A route that put its destination in its source's place on top of a stack.
struct SavedReplacement: Hashable {
    var route: String
    var destination: SavedDestination
}

/// How a pushed or presented entry was opened: by its opener's route, or by a link (`route` nil).
struct SavedOpening: Hashable {
    var route: String?
    var destination: SavedDestination
    var replacements: [SavedReplacement]
    /// The flow whose own route `route` is, when the entry below or the presenter has none: an
    /// overlay's (`NavGraphSavedState.Opening.flow`).
    var flow: String?
}

/// What an entry shows inside itself.
indirect enum SavedContent: Hashable {
    case leaf
    case stack([SavedEntry])
    case tabs([SavedEntry], selected: Int)
    case `switch`(SavedEntry)
    case container([SavedEntry])
}

/// One saved screen or flow, decoded (`NavGraphSavedState.Entry`).
struct SavedEntry: Hashable {
    var name: String
    var opening: SavedOpening?
    var content: SavedContent
    var presented: [SavedEntry]?

    /// The entries shown inside this one and presented over it.
    var shown: [SavedEntry] {
        let inside: [SavedEntry] = switch content {
        case .leaf: []
        case .stack(let list), .tabs(let list, _), .container(let list): list
        case .switch(let child): [child]
        }
        return inside + (presented ?? [])
    }

    /// The entry and what it shows, named as `names` says (`NavGraphSavedState.renamingNodes`).
    func renamed(_ names: [String: String]) -> SavedEntry {
        guard !names.isEmpty else { return self }
        var entry = self
        entry.name = names[name] ?? name
        let rename = { (list: [SavedEntry]) in list.map { $0.renamed(names) } }
        switch content {
        case .leaf: break
        case .stack(let list): entry.content = .stack(rename(list))
        case .tabs(let list, let selected): entry.content = .tabs(rename(list), selected: selected)
        case .switch(let child): entry.content = .switch(child.renamed(names))
        case .container(let list): entry.content = .container(rename(list))
        }
        entry.presented = presented.map(rename)
        return entry
    }
}

/// A saved state, decoded: its version and its entry.
struct SavedState: Hashable {
    var version: Int
    var root: SavedEntry
}

/// Decodes a saved state's JSON as the app's `NavGraphSavedState<NavGraphDestination>` does: the
/// synthesized `Codable` forms of the runtime's types (an enum case as an object with the case as
/// its one key, `{"stack": {"_0": [...]}}`), optional properties that may be left out, and each
/// destination read with the graph's table of context types.
struct SavedStateDecoding {
    let shape: SavedStateShape

    init(_ shape: SavedStateShape) {
        self.shape = shape
    }

    private func fail(_ problem: String) -> SavedStateReader.Problem {
        SavedStateReader.Problem(description: "the saved state does not decode: \(problem)")
    }

    func state(_ tree: JSONTree) throws(SavedStateReader.Problem) -> SavedState {
        let members = try object(tree, at: "the state")
        guard case .number(_, let version?)? = members["version"] else { throw fail("its version is not an integer") }
        return SavedState(version: Int(version), root: try entry(try required(members, "root", at: "the state"), at: "root"))
    }

    private func object(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> [String: JSONTree] {
        guard let members = tree.members else { throw fail("\(path) is \(tree.shape), not an object") }
        return members
    }

    private func required(_ members: [String: JSONTree], _ key: String, at path: String) throws(SavedStateReader.Problem) -> JSONTree {
        guard let value = members[key] else { throw fail("\(path) has no '\(key)'") }
        return value
    }

    /// The value of an optional property: `nil` when it is left out or `null`.
    private func optional(_ members: [String: JSONTree], _ key: String) -> JSONTree? {
        guard let value = members[key], value != .null else { return nil }
        return value
    }

    private func text(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> String {
        guard let text = tree.text else { throw fail("\(path) is \(tree.shape), not a string") }
        return text
    }

    private func list(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> [JSONTree] {
        guard let items = tree.items else { throw fail("\(path) is \(tree.shape), not an array") }
        return items
    }

    private func entries(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> [SavedEntry] {
        var entries: [SavedEntry] = []
        for (index, item) in try list(tree, at: path).enumerated() {
            entries.append(try entry(item, at: "\(path)[\(index)]"))
        }
        return entries
    }

    private func entry(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> SavedEntry {
        let members = try object(tree, at: path)
        let name = try text(try required(members, "name", at: path), at: "\(path).name")
        let opening = try optional(members, "opening").map { (value: JSONTree) throws(SavedStateReader.Problem) in try self.opening(value, at: "\(path).opening") }
        let content = try self.content(try required(members, "content", at: path), at: "\(path).content")
        let presented = try optional(members, "presented").map { (value: JSONTree) throws(SavedStateReader.Problem) in try entries(value, at: "\(path).presented") }
        return SavedEntry(name: name, opening: opening, content: content, presented: presented)
    }

    private func opening(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> SavedOpening {
        let members = try object(tree, at: path)
        let route = try optional(members, "route").map { (value: JSONTree) throws(SavedStateReader.Problem) in try text(value, at: "\(path).route") }
        let destination = try self.destination(try required(members, "destination", at: path), at: "\(path).destination")
        var replacements: [SavedReplacement] = []
        if let list = optional(members, "replacements") {
            for (index, item) in try self.list(list, at: "\(path).replacements").enumerated() {
                let at = "\(path).replacements[\(index)]"
                let fields = try object(item, at: at)
                replacements.append(SavedReplacement(
                    route: try text(try required(fields, "route", at: at), at: "\(at).route"),
                    destination: try self.destination(try required(fields, "destination", at: at), at: "\(at).destination")))
            }
        }
        let flow = try optional(members, "flow").map { (value: JSONTree) throws(SavedStateReader.Problem) in try text(value, at: "\(path).flow") }
        return SavedOpening(route: route, destination: destination, replacements: replacements, flow: flow)
    }

    /// A destination, read with the graph's table of context types: its screen or flow must be
    /// one whose context can be saved, and its context must decode as that type (its key must be
    /// there for a screen with a context, even an optional one).
    private func destination(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> SavedDestination {
        let members = try object(tree, at: path)
        let written = try text(try required(members, "name", at: path), at: "\(path).name")
        guard let (name, node) = shape.decodedNode(written) else {
            throw fail("\(written) is not a screen or flow whose context can be read back")
        }
        guard let type = node.context else { return SavedDestination(name: name, context: members["context"]) }
        let context = try required(members, "context", at: path)
        if let problem = shape.types.problem(reading: context, as: type, at: "the context of \(written)") { throw fail(problem) }
        return SavedDestination(name: name, context: context)
    }

    /// An enum value of the runtime's as Swift's synthesized `Codable` writes it: an object with
    /// the case as its one key.
    private func content(_ tree: JSONTree, at path: String) throws(SavedStateReader.Problem) -> SavedContent {
        let members = try object(tree, at: path)
        guard members.count == 1, let (kind, value) = members.first else { throw fail("\(path) names \(members.count) kinds of content, not one") }
        let payload = try object(value, at: "\(path).\(kind)")
        let first = { () throws(SavedStateReader.Problem) -> JSONTree in try required(payload, "_0", at: "\(path).\(kind)") }
        switch kind {
        case "leaf": return .leaf
        case "stack": return .stack(try entries(try first(), at: "\(path).stack"))
        case "container": return .container(try entries(try first(), at: "\(path).container"))
        case "switch": return .switch(try entry(try first(), at: "\(path).switch"))
        case "tabs":
            guard case .number(_, let selected?)? = payload["selected"] else { throw fail("\(path).tabs has no integer 'selected'") }
            return .tabs(try entries(try first(), at: "\(path).tabs"), selected: Int(selected))
        default: throw fail("\(path) is '\(kind)', which is no kind of content")
        }
    }
}
